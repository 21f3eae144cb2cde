import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { labelTableCells } from './label-cells';

/**
 * How a wide table fits a narrow widget (the breakpoint is the widget's own width, by a CSS container
 * query on this box, not the viewport's):
 * - `stack`: narrow, each row becomes a card: its key cell as the title, every other cell as a
 *   label/value line (the labels are the table's column headers), the actions in a row;
 * - `plan`: a week plan keeps its grid; the first column stays put while the rest scrolls inside the
 *   box, and a visible hint says so;
 * - `scroll`: the box scrolls sideways (a table that fits everywhere).
 */
export type TableLayout = 'stack' | 'plan' | 'scroll';

/**
 * `.table-responsive` for a table without anything to focus in it (WCAG 2.1.1): while the table is
 * wider than its box, the scroller is a named region in the tab order, so the keyboard can scroll it;
 * when it fits, it is a plain box and no extra tab stop. It scrolls sideways only: a bordered table's
 * half pixel below it would otherwise make it a vertical scroller too (a scroll box with nothing to focus).
 */
export function ScrollRegion({
  label,
  layout = 'scroll',
  className = '',
  children,
}: {
  label: string;
  layout?: TableLayout;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  // Every render: rows come and go; a cell that already carries its label is left alone.
  useLayoutEffect(() => {
    if (layout === 'stack' && ref.current) labelTableCells(ref.current);
  });
  const scroller = (
    <div
      ref={ref}
      className={`table-responsive stempeluhr-scroll-x ${layout === 'scroll' ? className : ''}`.trim()}
      role={overflows ? 'region' : undefined}
      aria-label={overflows ? label : undefined}
      tabIndex={overflows ? 0 : undefined}
    >
      {children}
    </div>
  );
  if (layout === 'scroll') return scroller;
  return (
    <div className={`stempeluhr-table-box ${className}`.trim()} data-layout={layout}>
      {layout === 'plan' && overflows ? (
        <p className="stempeluhr-scroll-hint small text-body-secondary mb-1" aria-hidden="true">
          Weitere Spalten: seitlich scrollen →
        </p>
      ) : null}
      {scroller}
    </div>
  );
}

/**
 * The header of a stacked table's actions column: named for screen readers, no visible text, and
 * `data-label=""` so in the narrow card the row's buttons get their own line across the card.
 */
export function ActionsHeader({ label }: { label: string }) {
  return (
    <th scope="col" data-label="">
      <span className="visually-hidden">{label}</span>
    </th>
  );
}
