import { formatDate, type ShortTimeEntry } from '@stempeluhr/core';
import { RowActions, ScrollRegion, TableHead } from '@stempeluhr/ui';
import { SHORT_TIME_TEXTS as T } from './short-time-view.texts';

/** „01.10.2026 – offen“ */
export const periodOf = (entry: ShortTimeEntry) => `${formatDate(entry.from)} – ${entry.to ? formatDate(entry.to) : T.openEnded}`;

export interface ShortTimeTableProps {
  entries: readonly ShortTimeEntry[];
  /** Set for a deleted user: the row buttons are disabled and described by this text. */
  hintId?: string;
  onEdit: (entry: ShortTimeEntry) => void;
  onDelete: (entry: ShortTimeEntry) => void;
}

/** Von/Bis per period with Ändern and Löschen; narrow, each period is a card. */
export function ShortTimeTable({ entries, hintId, onEdit, onDelete }: ShortTimeTableProps) {
  return (
    <ScrollRegion label={T.title} layout="stack">
      <table className="table table-sm align-middle mb-0 tabular-nums">
        <TableHead columns={[T.colFrom, T.colTo]} actions={T.colActions} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDate(entry.from)}</td>
              <td>{entry.to ? formatDate(entry.to) : <span className="text-body-secondary">{T.openEnded}</span>}</td>
              <td>
                <RowActions
                  editLabel={T.updateLabel(periodOf(entry))}
                  deleteLabel={T.deleteLabel(periodOf(entry))}
                  onEdit={() => onEdit(entry)}
                  onDelete={() => onDelete(entry)}
                  disabled={hintId !== undefined}
                  describedBy={hintId}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
