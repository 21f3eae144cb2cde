import type { PointsEntry } from '@stempeluhr/core';
import { RowActions, ScrollRegion, TableHead } from '@stempeluhr/ui';
import { memo, startTransition, useEffect, useState } from 'react';
import { formatPoints, germanDate, ticketParts } from './points-rules';
import { POINTS_VIEW_ADMIN_TEXTS as T } from './points-view-admin.texts';

/** Rows rendered at once; the rest follow in batches of this size, one per animation frame. */
export const FIRST_BATCH = 200;

/**
 * Under "alle" a year may hold thousands of entries. The first rows paint at once, the rest follow
 * in batches (a transition, so typing and clicking stay responsive), and each row is memoised: a
 * dialog or a toast never re-renders the whole list.
 */
function useProgressive(length: number): number {
  const [shown, setShown] = useState(() => Math.min(length, FIRST_BATCH));
  const [lastLength, setLastLength] = useState(length);
  if (length !== lastLength) {
    setLastLength(length);
    setShown(Math.min(length, Math.max(FIRST_BATCH, Math.min(shown, length))));
  }
  useEffect(() => {
    if (shown >= length) return undefined;
    const frame = requestAnimationFrame(() => startTransition(() => setShown((n) => Math.min(length, n + FIRST_BATCH * 2))));
    return () => cancelAnimationFrame(frame);
  }, [shown, length]);
  return Math.min(shown, length);
}

export interface PointsTableProps {
  entries: readonly PointsEntry[];
  year: number;
  onEdit: (entry: PointsEntry) => void;
  onDelete: (entry: PointsEntry) => void;
}

export const PointsTable = memo(function PointsTable({ entries, year, onEdit, onDelete }: PointsTableProps) {
  const shown = useProgressive(entries.length);
  return (
    <>
      <ScrollRegion label={T.caption(year)} layout="stack">
        <table className="table table-sm table-hover align-middle mb-0">
          <TableHead
            caption={T.caption(year)}
            columns={[T.colDate, { label: T.colPoints, className: 'text-end' }, { label: T.colComment, className: 'w-50' }]}
            actions={T.colActions}
          />
          <tbody>
            {entries.slice(0, shown).map((entry) => (
              <PointsRow key={entry.id} entry={entry} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {shown < entries.length && (
        <p className="form-text" role="status">
          {T.loadingMore}
        </p>
      )}
    </>
  );
});

const PointsRow = memo(function PointsRow({
  entry,
  onEdit,
  onDelete,
}: {
  entry: PointsEntry;
  onEdit: (e: PointsEntry) => void;
  onDelete: (e: PointsEntry) => void;
}) {
  const date = germanDate(entry.created_at);
  return (
    <tr>
      <td className="text-nowrap tabular-nums">{date}</td>
      <td className={`text-end text-nowrap tabular-nums ${entry.points < 0 ? 'text-danger' : 'text-success'}`}>
        {formatPoints(entry.points)}
      </td>
      <td className="text-break">
        {ticketParts(entry.comment).map((part, index) =>
          // A ticket id stays on one line, also in the stacked card (whose rule lifts `.text-nowrap`).
          part.ticket ? (
            <span key={index} style={{ whiteSpace: 'nowrap' }}>
              {part.text}
            </span>
          ) : (
            part.text
          ),
        )}
      </td>
      <td>
        <RowActions editLabel={T.edit(date)} deleteLabel={T.delete(date)} onEdit={() => onEdit(entry)} onDelete={() => onDelete(entry)} />
      </td>
    </tr>
  );
});
