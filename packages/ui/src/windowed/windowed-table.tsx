import { useCallback, useRef, type ReactNode, type TableHTMLAttributes } from 'react';
import { labelTableCells } from '../scroll-region/label-cells';
import { WindowedList } from './windowed';

/** What a windowed row puts on its `<tr>`: its place for assistive technology and the measuring ref. */
export function windowRowProps(index: number, measure: (element: Element | null) => void, headRows = 1) {
  return { 'aria-rowindex': index + headRows + 1, 'data-index': index, ref: measure };
}

export interface WindowedTableProps extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  /** The rows of the whole list. */
  count: number;
  /** Caption and `<thead>` (e.g. `TableHead`). */
  head: ReactNode;
  /** Rows in the head (they count in `aria-rowcount`); default 1. */
  headRows?: number;
  /** The table's column count: a spacer row's cell spans them. */
  columns: number;
  /** A row's height in pixels before it is measured (a table-sm row with buttons: about 41). */
  estimateRowHeight?: number;
  /** Renders row `index`; its `<tr>` takes `windowRowProps(index, measure)`. */
  row: (index: number, measure: (element: Element | null) => void) => ReactNode;
}

/**
 * A table of a long list (hundreds to thousands of rows) that paints at once: only the rows in view
 * are in the document, the rest are spacer rows of their height (`<tr aria-hidden>`, native table
 * semantics, no `display: grid`); `aria-rowcount` on the table and `aria-rowindex` on each row tell
 * assistive technology the whole size. Put it in a `ScrollRegion` like any table (the stacked layout
 * works: spacer rows have no card look). Lists under `WINDOW_FROM` rows render whole.
 */
export function WindowedTable({ count, head, headRows = 1, columns, estimateRowHeight = 41, row, ...table }: WindowedTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  // Rows scrolled into view in a stacked ScrollRegion get their labels (it labels on its own renders only).
  const label = useCallback(() => {
    const box = body.current?.closest<HTMLElement>(".stempeluhr-table-box[data-layout='stack']");
    if (box) labelTableCells(box);
  }, []);
  return (
    <table aria-rowcount={count + headRows} {...table}>
      {head}
      <tbody ref={body}>
        <WindowedList count={count} estimateSize={estimateRowHeight} listRef={body} afterRender={label}>
          {({ parts, measure }) =>
            parts.map((part) =>
              'gap' in part ? (
                <tr key={part.key} aria-hidden="true" className="stempeluhr-spacer-row" style={{ height: part.gap }}>
                  <td colSpan={columns} />
                </tr>
              ) : (
                row(part.index, measure)
              ),
            )
          }
        </WindowedList>
      </tbody>
    </table>
  );
}
