import { formatDayLong, navigateTo, todayBerlin, toIsoDay, useWrite, type TelephoneQueueMember } from '@stempeluhr/core';
import { ApiErrorAlert, CommitSelect, commonPickerProps, NoticeToast, PlaceholderRows, QueryView, type Notice } from '@stempeluhr/ui';
import { parseISO } from 'date-fns';
import { memo, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import ReactDatePicker from 'react-datepicker';
import { useChangeQueuePlan, type QueuePlanChange } from '../api/change-queue-plan';
import { useQueuePlan } from '../api/get-queue-plan';
import { TELEPHONEPLAN_QUEUEPLAN_TEXTS as T } from './telephoneplan-queueplan.texts';

export interface TelephoneplanQueueplanProps {
  /** The day shown (`yyyy-MM-dd`, the last segment of /telephoneplan/queue/{date}); default today. */
  date?: string;
}

/** The page of a day: choosing a day in the calendar navigates there. */
export function queuePlanHref(day: string): string {
  return `/telephoneplan/queue/${day}`;
}

type Named = { id: number; name: string };

/**
 * The queue plan of a day: an inline calendar (choosing a day opens its page) and a table of the
 * employees against their queues; "Abwesenheit" or "Frei" as red badges, otherwise the queue
 * badges. Helpdesk level 3 adds and removes queues of members who are neither absent nor off.
 */
export function TelephoneplanQueueplan({ date }: TelephoneplanQueueplanProps) {
  const day = date ?? todayBerlin();
  const query = useQueuePlan(day);
  const change = useChangeQueuePlan();
  const [notice, setNotice] = useState<Notice | null>(null);
  const titleId = useId();
  const hintId = useId();

  const write = useWrite((input: QueuePlanChange & { text: string }) => change.mutateAsync(input), {
    event: (input, row) => [input.action === 'store' ? 'saved' : 'deleted', { what: 'telephone-queue', id: row.user_id }],
    onSuccess: (_row, input) => setNotice({ id: Date.now(), text: input.text }),
  });
  // Rows are memoised: their callbacks must not change when the write's state does.
  const run = useRef(write.run);
  useLayoutEffect(() => {
    run.current = write.run;
  });
  const onAdd = useCallback(
    (member: TelephoneQueueMember, queue: Named) =>
      run.current({ action: 'store', date: day, user: member.user_id, task: queue.id, text: T.added(queue.name, member.user.fullName) }),
    [day],
  );
  const onRemove = useCallback(
    (member: TelephoneQueueMember, assignment: TelephoneQueueMember['queues'][number]) =>
      void run.current({ action: 'delete', date: day, queueId: assignment.id, text: T.removed(assignment.name, member.user.fullName) }),
    [day],
  );

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="h5">
        {T.title}
      </h2>
      <div className="row g-3">
        <div className="col-12 col-lg-auto">
          <div role="group" aria-label={T.pickDay}>
            <ReactDatePicker
              {...commonPickerProps()}
              inline
              selected={parseISO(day)}
              onChange={(picked: Date | null) => {
                if (picked) navigateTo(queuePlanHref(toIsoDay(picked)));
              }}
            />
          </div>
        </div>
        <div className="col-12 col-lg">
          <h3 id={`${titleId}-day`} className="h6">
            {T.dayHeading(formatDayLong(day))}
          </h3>
          <QueryView query={query} placeholder={<PlaceholderRows rows={8} />} isEmpty={(plan) => plan.members.length === 0} empty={T.empty}>
            {(plan) => (
              <>
                {!plan.editable && (
                  <p id={hintId} className="form-text mt-0">
                    {T.readOnly}
                  </p>
                )}
                {write.error && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
                {/* A disabled fieldset disables every control at once, without rendering 300 rows again. */}
                <fieldset disabled={write.pending} aria-busy={write.pending}>
                  <div className="table-responsive">
                    <table className="table table-sm align-middle mb-0" aria-labelledby={`${titleId}-day`}>
                      <thead>
                        <tr>
                          <th scope="col">{T.employee}</th>
                          <th scope="col">{T.queues}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {plan.members.map((member) => (
                          <MemberRow
                            key={member.user_id}
                            member={member}
                            queues={plan.queues}
                            editable={plan.editable}
                            onAdd={onAdd}
                            onRemove={onRemove}
                          />
                        ))}
                      </tbody>
                    </table>
                  </div>
                </fieldset>
              </>
            )}
          </QueryView>
        </div>
      </div>
      <NoticeToast notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}

interface MemberRowProps {
  member: TelephoneQueueMember;
  queues: Named[];
  editable: boolean;
  onAdd: (member: TelephoneQueueMember, queue: Named) => Promise<{ ok: boolean }>;
  onRemove: (member: TelephoneQueueMember, assignment: TelephoneQueueMember['queues'][number]) => void;
}

const MemberRow = memo(function MemberRow({ member, queues, editable, onAdd, onRemove }: MemberRowProps) {
  const name = member.user.fullName;
  // Only for members neither absent nor off (spec 02 §6).
  const canChange = editable && !member.absent && member.working;
  const assigned = new Set(member.queues.map((q) => q.queue_id));
  const addable = queues.filter((q) => !assigned.has(q.id));
  return (
    <tr>
      <th scope="row" className="fw-normal text-break">
        {name}
      </th>
      <td>
        <div className="d-flex flex-wrap align-items-center gap-1">
          {member.absent ? (
            <span className="badge text-bg-danger">{T.absent}</span>
          ) : !member.working ? (
            <span className="badge text-bg-danger">{T.off}</span>
          ) : (
            <>
              {member.queues.length === 0 && <span className="small text-body-secondary fst-italic">{T.noQueues}</span>}
              {member.queues.map((assignment) => (
                <span key={assignment.id} className="badge text-bg-primary d-inline-flex align-items-center gap-1 text-wrap text-start">
                  {assignment.name}
                  {canChange && (
                    <button
                      type="button"
                      className="btn-close btn-close-white"
                      style={{ fontSize: '0.6em' }}
                      aria-label={T.remove(assignment.name, name)}
                      onClick={() => onRemove(member, assignment)}
                    />
                  )}
                </span>
              ))}
              {canChange && addable.length > 0 && (
                // Arrow keys on the closed dropdown only show a queue; Enter or leaving it adds it (CommitSelect).
                <CommitSelect
                  className="form-select form-select-sm w-auto"
                  aria-label={T.add(name)}
                  value=""
                  onCommit={(value) => {
                    const queue = addable.find((q) => q.id === Number(value));
                    return queue ? onAdd(member, queue) : undefined;
                  }}
                >
                  <option value="">{T.addPlaceholder}</option>
                  {addable.map((q) => (
                    <option key={q.id} value={q.id}>
                      {q.name}
                    </option>
                  ))}
                </CommitSelect>
              )}
            </>
          )}
        </div>
      </td>
    </tr>
  );
});
