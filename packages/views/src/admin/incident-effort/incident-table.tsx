import { RowActions, ScrollRegion, TableHead } from '@stempeluhr/ui';
import type { IncidentRow } from '../api/get-incidents-month';
import { INCIDENT_EFFORT_TEXTS as T } from './incident-effort.texts';
import { germanDay } from './incident-rules';

export interface IncidentTableProps {
  entries: readonly IncidentRow[];
  caption: string;
  onEdit: (entry: IncidentRow) => void;
  onDelete: (entry: IncidentRow) => void;
}

/**
 * The month's entries. Narrow, each row is a card (the day as its title, the task wrapping at its
 * spaces, never mid-word) with Ändern/Löschen on a line of their own that wraps (docs/decisions/admin-design.md).
 */
export function IncidentTable({ entries, caption, onEdit, onDelete }: IncidentTableProps) {
  return (
    <ScrollRegion label={caption} layout="stack">
      <table className="table table-sm table-hover align-middle mb-0">
        <TableHead
          caption={caption}
          columns={[
            T.colDay,
            { label: T.colTask, className: 'w-50' },
            { label: T.colEffort, className: 'text-end' },
            { label: T.colPoints, className: 'text-end' },
          ]}
          actions={T.colActions}
        />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap tabular-nums">{germanDay(entry.day)}</td>
              <td className="text-break">{entry.task}</td>
              <td className="text-end tabular-nums">{entry.effort}</td>
              <td className="text-end tabular-nums">{entry.points}</td>
              <td>
                <RowActions
                  editLabel={T.edit(entry.task)}
                  deleteLabel={T.delete(entry.task)}
                  onEdit={() => onEdit(entry)}
                  onDelete={() => onDelete(entry)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
