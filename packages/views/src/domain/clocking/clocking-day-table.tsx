import { endsOnAnotherDay, formatDate, formatDayLong, formatDuration, type Clocking } from '@stempeluhr/core';
import { ActionsHeader, PlaceholderRows, QueryView, RunningBadge, ScrollRegion, StateBadge, type QueryViewProps } from '@stempeluhr/ui';
import type { ReactNode } from 'react';
import { DAY_TEXTS } from './texts';

/** `08:00`; a clock-out on another calendar day than the clock-in gets that date (shown in red). */
export function clockOutText(clocking: Clocking): string | null {
  if (!clocking.clock_out) return null;
  const time = clocking.clock_out.slice(11, 16);
  return endsOnAnotherDay(clocking) ? `${time} (${formatDate(clocking.clock_out.slice(0, 10))})` : time;
}

/** `08:00 – 12:00`, or `08:00 – läuft` for a running booking: names a row in buttons and confirmations. */
export const clockingSummary = (clocking: Clocking) =>
  `${clocking.clock_in.slice(11, 16)} – ${clockOutText(clocking) ?? DAY_TEXTS.running}`;

export interface ClockingDayTableProps {
  /** The day, `yyyy-MM-dd` (the caption names it). */
  day: string;
  clockings: readonly Clocking[];
  /** The day's total in seconds (the footer). */
  done: number;
  /** A row's actions (edit, delete); without it the table has no actions column. */
  actions?: (clocking: Clocking) => ReactNode;
}

/**
 * One day's clockings as a table (Von, Bis, Typ, Zeit, Mobil, Kommentar, actions) with the day's total;
 * narrow, each booking becomes a card with its actions in a row (the shared stack pattern). A running
 * booking shows the one „läuft“ badge. Used by the employee's and the admin's day.
 */
export function ClockingDayTable({ day, clockings, done, actions }: ClockingDayTableProps) {
  const caption = DAY_TEXTS.caption(formatDayLong(day));
  return (
    <ScrollRegion label={caption} layout="stack">
      <table className="table table-sm align-middle mb-0 tabular-nums">
        <caption className="caption-top">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{DAY_TEXTS.colFrom}</th>
            <th scope="col">{DAY_TEXTS.colTo}</th>
            <th scope="col">{DAY_TEXTS.colType}</th>
            <th scope="col" className="text-end">
              {DAY_TEXTS.colTime}
            </th>
            <th scope="col" data-label="">
              <span className="visually-hidden">{DAY_TEXTS.colMobile}</span>
            </th>
            <th scope="col">{DAY_TEXTS.comment}</th>
            {actions && <ActionsHeader label={DAY_TEXTS.colActions} />}
          </tr>
        </thead>
        <tbody>
          {clockings.map((clocking) => (
            <tr key={clocking.id}>
              <td>{clocking.clock_in.slice(11, 16)}</td>
              <td className={endsOnAnotherDay(clocking) ? 'text-danger' : undefined}>{clockOutText(clocking) ?? <RunningBadge />}</td>
              <td>{clocking.type}</td>
              <td className="text-end text-nowrap">
                {formatDuration(clocking.time)} {DAY_TEXTS.hours}
              </td>
              <td>{clocking.home_office && <StateBadge state="mobile" label={DAY_TEXTS.mobileBadge} />}</td>
              <td className="text-break small text-body-secondary">{clocking.comment}</td>
              {actions && (
                <td>
                  <div className="d-flex flex-wrap justify-content-end gap-1">{actions(clocking)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {DAY_TEXTS.total}
            </th>
            <td className="text-end text-nowrap fw-semibold">
              {formatDuration(done)} {DAY_TEXTS.hours}
            </td>
            <td colSpan={actions ? 3 : 2} />
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

export interface ClockingRowActionsProps {
  /** The buttons' accessible names; each starts or contains the visible „Ändern“/„Löschen“. */
  editLabel: string;
  deleteLabel: string;
  /** Why both are disabled (the migrated-data hint), shown as their tooltip and read by `describedBy`. */
  disabled?: boolean;
  title?: string;
  describedBy?: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Ändern and Löschen of a booking row; „Löschen“ is quiet, the confirmation that follows carries the red. */
export function ClockingRowActions({
  editLabel,
  deleteLabel,
  disabled = false,
  title,
  describedBy,
  onEdit,
  onDelete,
}: ClockingRowActionsProps) {
  const common = { type: 'button' as const, title, disabled, 'aria-describedby': disabled ? describedBy : undefined };
  return (
    <>
      <button {...common} className="btn btn-sm btn-outline-primary" aria-label={editLabel} onClick={onEdit}>
        {DAY_TEXTS.editShort}
      </button>
      <button {...common} className="btn btn-sm btn-outline-secondary" aria-label={deleteLabel} onClick={onDelete}>
        {DAY_TEXTS.deleteShort}
      </button>
    </>
  );
}

/** What a day's read gives the table: its clockings and their total. */
export interface ClockingDayData {
  clockings: { items: Clocking[]; done: number };
}

/**
 * A day's read as the table: placeholder rows while loading, the German error with a retry, „Noch
 * keine Buchungen an diesem Tag“ when empty, else the table and whatever the view shows below it.
 */
export function ClockingDayQuery<T extends ClockingDayData>({
  query,
  day,
  actions,
  below,
}: {
  query: QueryViewProps<T>['query'];
  day: string;
  actions?: ClockingDayTableProps['actions'];
  /** Under the table (the day's breaks, the law hints). */
  below?: (data: T) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      placeholder={<PlaceholderRows rows={3} />}
      isEmpty={(data) => data.clockings.items.length === 0}
      empty={DAY_TEXTS.empty}
    >
      {(data) => (
        <>
          <ClockingDayTable day={day} clockings={data.clockings.items} done={data.clockings.done} actions={actions} />
          {below?.(data)}
        </>
      )}
    </QueryView>
  );
}
