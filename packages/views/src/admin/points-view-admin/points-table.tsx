import type { PointsEntry } from '@stempeluhr/core';
import { FilterField, RowActions, ScrollRegion, TableHead, useListFilter, WindowedTable, windowRowProps } from '@stempeluhr/ui';
import { memo } from 'react';
import { formatPoints, germanDate, ticketParts } from './points-rules';
import { POINTS_VIEW_ADMIN_TEXTS as T } from './points-view-admin.texts';

export interface PointsTableProps {
  entries: readonly PointsEntry[];
  year: number;
  onEdit: (entry: PointsEntry) => void;
  onDelete: (entry: PointsEntry) => void;
}

/** What „Filtern“ looks through: the date as shown, the points as shown and the comment. */
const searchText = (entry: PointsEntry) => `${germanDate(entry.created_at)} ${formatPoints(entry.points)} ${entry.comment}`;

/**
 * Under "alle" a year may hold thousands of entries: the table is windowed (only the rows in view are
 * rendered, it paints at once and scrolls smoothly) and „Filtern“ takes the place of the browser's find.
 * Each row is memoised: a dialog or a toast never re-renders the list.
 */
export const PointsTable = memo(function PointsTable({ entries, year, onEdit, onDelete }: PointsTableProps) {
  const { long, filter, setFilter, shown } = useListFilter(entries, searchText);
  return (
    <>
      {long && <FilterField value={filter} onChange={setFilter} matches={shown.length} total={entries.length} placeholder={T.filterHint} />}
      <ScrollRegion label={T.caption(year)} layout="stack">
        <WindowedTable
          className="table table-sm table-hover align-middle mb-0"
          count={shown.length}
          columns={4}
          head={
            <TableHead
              caption={T.caption(year)}
              columns={[T.colDate, { label: T.colPoints, className: 'text-end' }, { label: T.colComment, className: 'w-50' }]}
              actions={T.colActions}
            />
          }
          row={(index, measure) => (
            <PointsRow key={shown[index].id} index={index} measure={measure} entry={shown[index]} onEdit={onEdit} onDelete={onDelete} />
          )}
        />
      </ScrollRegion>
    </>
  );
});

const PointsRow = memo(function PointsRow({
  index,
  measure,
  entry,
  onEdit,
  onDelete,
}: {
  index: number;
  measure: (element: Element | null) => void;
  entry: PointsEntry;
  onEdit: (e: PointsEntry) => void;
  onDelete: (e: PointsEntry) => void;
}) {
  const date = germanDate(entry.created_at);
  return (
    <tr {...windowRowProps(index, measure)}>
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
