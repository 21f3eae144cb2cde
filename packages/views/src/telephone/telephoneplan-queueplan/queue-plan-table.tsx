import { FilterField, useListFilter, WindowedTable } from '@stempeluhr/ui';
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

/** What „Filtern“ looks through: the employee's name. */
const nameOf = (member: QueueMember) => member.user.fullName;

/**
 * The plan's table, employees against their queues. A plan of hundreds of employees is windowed (only
 * the rows in view are rendered, each with its badges and add dropdown) and „Filtern“ finds a name.
 */
export function QueuePlanTable({ members, queues, editable, busy, labelledBy, onAdd, onRemove }: QueuePlanTableProps) {
  const { long, filter, setFilter, shown } = useListFilter(members, nameOf);
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
