import { CommitSelect, windowRowProps } from '@stempeluhr/ui';
import { memo } from 'react';
import type { NamedQueue, QueueAssignment, QueueMember } from '../api/get-queue-plan';
import { TELEPHONEPLAN_QUEUEPLAN_TEXTS as T } from './telephoneplan-queueplan.texts';

/** A member's row of the queue plan: „Abwesenheit“ or „Frei“ as red badges, otherwise the queue badges and, for the leader, remove marks and an add dropdown. */
export const NO_QUEUES: NamedQueue[] = [];

interface MemberRowProps {
  /** The row's place in the (windowed) table and its measuring ref. */
  index: number;
  measure: (element: Element | null) => void;
  member: QueueMember;
  queues: NamedQueue[];
  editable: boolean;
  onAdd: (member: QueueMember, queue: NamedQueue) => Promise<{ ok: boolean }>;
  onRemove: (member: QueueMember, assignment: QueueAssignment & { id: number }) => void;
}

export const MemberRow = memo(function MemberRow({ index, measure, member, queues, editable, onAdd, onRemove }: MemberRowProps) {
  const name = member.user.fullName;
  // Only for members neither absent nor off (spec 02 §6).
  const canChange = editable && !member.absent && member.working;
  // Without the assignment's queue id, its name tells which queue it is.
  const assigned = new Set(member.queues.map((q) => q.queue_id ?? q.name));
  const addable = queues.filter((q) => !assigned.has(q.id) && !assigned.has(q.name));
  return (
    <tr {...windowRowProps(index, measure)}>
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
              {member.queues.map((assignment, index) => (
                <span
                  key={assignment.id ?? `neu-${index}`}
                  className="badge text-bg-primary d-inline-flex align-items-center gap-1 text-wrap text-start"
                >
                  <span>{assignment.name}</span>
                  {canChange && assignment.id === null && (
                    // The store's answer named no entry (the spec shows none) and the page has no read to ask
                    // again: the delete needs the entry's id, which the page's next load brings.
                    <span className="fw-normal" title={T.removeAfterReload}>
                      {T.justAdded}
                      <span className="visually-hidden">: {T.removeAfterReload}</span>
                    </span>
                  )}
                  {canChange && assignment.id !== null && (
                    <button
                      type="button"
                      className="btn-close btn-close-white"
                      style={{ fontSize: '0.6em' }}
                      aria-label={T.remove(assignment.name, name)}
                      onClick={() => onRemove(member, { ...assignment, id: assignment.id as number })}
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
