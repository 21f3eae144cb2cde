import { formatDayLong, isIsoDay, navigateTo, todayBerlin, toIsoDay, type TagProps } from '@stempeluhr/core';
import { ApiErrorAlert, commonPickerProps, PlaceholderRows, QueryView, useNotice, Heading } from '@stempeluhr/ui';
import { parseISO } from 'date-fns';
import { memo, useCallback, useId, useLayoutEffect, useRef } from 'react';
import ReactDatePicker from 'react-datepicker';
import { useChangeQueuePlan, type QueuePlanChange } from '../api/change-queue-plan';
import { useQueuePlan, type NamedQueue, type QueueAssignment, type QueueMember } from '../api/get-queue-plan';
import { QueuePlanTable } from './queue-plan-table';
import { NO_QUEUES } from './queue-member-row';
import { TELEPHONEPLAN_QUEUEPLAN_TEXTS as T } from './telephoneplan-queueplan.texts';
import type { telephoneplanQueueplanTag } from './telephoneplan-queueplan.tag';

export type TelephoneplanQueueplanProps = TagProps<typeof telephoneplanQueueplanTag>;

/** The day in the page's address `/telephoneplan/queue/{date}` (spec 02 §2: the last path segment), if there is one. */
export function dayFromPath(pathname: string = window.location.pathname): string | undefined {
  const match = /\/telephoneplan\/queue\/(\d{4}-\d{2}-\d{2})\/?$/.exec(pathname);
  return match && isIsoDay(match[1]) ? match[1] : undefined;
}

/** The page of a day: choosing a day in the calendar navigates there. */
export function queuePlanHref(day: string): string {
  return `/telephoneplan/queue/${day}`;
}

/**
 * The inline month: choosing a day opens its page. Memoised: the month (42 days) is not rendered again
 * when the plan arrives or a write runs, only when the day changes (the plan's first paint waited for it).
 */
const DayPicker = memo(function DayPicker({ day }: { day: string }) {
  return (
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
  );
});

/**
 * The queue plan of a day: an inline calendar (choosing a day opens its page) and a table of the
 * employees against their queues; "Abwesenheit" or "Frei" as red badges, otherwise the queue
 * badges. Helpdesk level 3 adds and removes queues of members who are neither absent nor off.
 */
export function TelephoneplanQueueplan({ date, members, queues, editable }: TelephoneplanQueueplanProps) {
  const day = date ?? dayFromPath() ?? todayBerlin();
  const query = useQueuePlan(day, members ? { members, queues, editable } : undefined);
  const notice = useNotice();
  const titleId = useId();
  const hintId = useId();

  const write = useChangeQueuePlan<QueuePlanChange & { text: string }>(!members, {
    event: (input) => [input.action === 'store' ? 'saved' : 'deleted', { what: 'telephone-queue', id: input.user }],
    onSuccess: (_row, input) => notice.say(input.text),
  });
  // Rows are memoised: their callbacks must not change when the write's state does.
  const run = useRef(write.run);
  useLayoutEffect(() => {
    run.current = write.run;
  });
  const onAdd = useCallback(
    (member: QueueMember, queue: NamedQueue) =>
      run.current({
        action: 'store',
        date: day,
        user: member.user_id,
        task: queue.id,
        name: queue.name,
        text: T.added(queue.name, member.user.fullName),
      }),
    [day],
  );
  const onRemove = useCallback(
    (member: QueueMember, assignment: QueueAssignment & { id: number }) =>
      void run.current({
        action: 'delete',
        date: day,
        user: member.user_id,
        queueId: assignment.id,
        text: T.removed(assignment.name, member.user.fullName),
      }),
    [day],
  );

  return (
    <section aria-labelledby={titleId}>
      <div className="row g-3">
        <div className="col-12 col-lg-auto">
          <DayPicker day={day} />
        </div>
        <div className="col-12 col-lg">
          <Heading id={titleId}>{T.dayHeading(formatDayLong(day))}</Heading>
          <QueryView
            query={query}
            placeholder={<PlaceholderRows rows={8} />}
            isEmpty={(plan) => plan !== null && plan.members.length === 0}
            empty={T.empty}
          >
            {(plan) =>
              plan === null ? (
                <p className="text-body-secondary">{T.noRead}</p>
              ) : (
                <>
                  {plan.queues === undefined && (plan.editable ?? editable) !== false && (
                    <p className="small text-body-secondary mt-0">{T.noQueueList}</p>
                  )}
                  {(plan.editable ?? editable) === false && (
                    <p id={hintId} className="form-text mt-0">
                      {T.readOnly}
                    </p>
                  )}
                  {write.error && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
                  <QueuePlanTable
                    members={plan.members}
                    queues={plan.queues ?? NO_QUEUES}
                    editable={plan.editable ?? editable ?? true}
                    busy={write.pending}
                    labelledBy={titleId}
                    onAdd={onAdd}
                    onRemove={onRemove}
                  />
                </>
              )
            }
          </QueryView>
        </div>
      </div>
      {notice.toast}
    </section>
  );
}
