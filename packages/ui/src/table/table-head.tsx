import type { ReactNode } from 'react';

export interface TableColumn {
  label: ReactNode;
  /** e.g. `text-end` for a column of figures, `w-50` for the column that takes the room. */
  className?: string;
  /** Id of a text that explains the column. */
  describedBy?: string;
}

export interface TableHeadProps {
  /** The columns' headers (a string is a plain header). */
  columns: ReadonlyArray<TableColumn | string>;
  /**
   * The name of a last column of row actions (visually hidden). Its `data-label=""` gives the actions
   * a line of their own across a stacked card instead of a value beside an „Aktionen“ label.
   */
  actions?: string;
  /** A caption for screen readers (visually hidden). */
  caption?: string;
}

/** A table's caption and header row (`scope="col"`), as the stacked layout of ScrollRegion reads them. */
export function TableHead({ columns, actions, caption }: TableHeadProps) {
  return (
    <>
      {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, index) => {
            const { label, className, describedBy } = typeof column === 'string' ? { label: column } : column;
            return (
              <th key={index} scope="col" className={className} aria-describedby={describedBy}>
                {label}
              </th>
            );
          })}
          {actions !== undefined && (
            <th scope="col" data-label="">
              <span className="visually-hidden">{actions}</span>
            </th>
          )}
        </tr>
      </thead>
    </>
  );
}
