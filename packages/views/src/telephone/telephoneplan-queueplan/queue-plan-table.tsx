import { FilterField, foldForFilter, WINDOW_FROM, WindowedTable } from '@stempeluhr/ui';
import { useDeferredValue, useMemo, useState } from 'react';
import type { NamedQueue, QueueAssignment, QueueMember } from '../api/get-queue-plan';
import { MemberRow } from './queue-member-row';
import { TELEPHONEPLAN_QUEUEPLAN_TEXTS as T } from './telephoneplan-queueplan.texts';

interface QueuePlanTableProps {
  members: readonly QueueMember[];
  queues: NamedQueue[];
  editable: boolean;
  /** A write is under way: every control of the plan is disabled meanwhile. */
  busy: boolean;
  /** The day's heading: the table's name. */
  labelledBy: string;
  onAdd: (member: QueueMember, queue: NamedQueue) => Promise<{ ok: boolean }>;
  onRemove: (member: QueueMember, assignment: QueueAssignment & { id: number }) => void;
}

/**
 * The plan's table, employees against their queues. A plan of hundreds of employees is windowed (only
 * the rows in view are rendered, each with its badges and add dropdown) and „Filtern“ finds a name.
 */
export function QueuePlanTable({ members, queues, editable, busy, labelledBy, onAdd, onRemove }: QueuePlanTableProps) {
  const [filter, setFilter] = useState('');
  const long = members.length >= WINDOW_FROM;
  const deferred = useDeferredValue(filter);
  const needle = long ? foldForFilter(deferred.trim()) : '';
  const names = useMemo(() => (long ? members.map((m) => foldForFilter(m.user.fullName)) : []), [members, long]);
  const shown = useMemo(() => (needle === '' ? members : members.filter((_, i) => names[i]?.includes(needle))), [members, names, needle]);
  return (
    <>
      {long && <FilterField value={filter} onChange={setFilter} matches={shown.length} total={members.length} placeholder={T.filterHint} />}
      {/* A disabled fieldset disables every control at once, without rendering the rows again. */}
      <fieldset disabled={busy} aria-busy={busy}>
        <div className="table-responsive">
          <WindowedTable
            className="table table-sm align-middle mb-0"
            aria-labelledby={labelledBy}
            count={shown.length}
            columns={2}
            estimateRowHeight={42}
            head={
              <thead>
                <tr>
                  <th scope="col">{T.employee}</th>
                  <th scope="col">{T.queues}</th>
                </tr>
              </thead>
            }
            row={(index, measure) => (
              <MemberRow
                key={shown[index].user_id}
                index={index}
                measure={measure}
                member={shown[index]}
                queues={queues}
                editable={editable}
                onAdd={onAdd}
                onRemove={onRemove}
              />
            )}
          />
        </div>
      </fieldset>
    </>
  );
}
