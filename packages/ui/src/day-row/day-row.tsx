import {
  endsOnAnotherDay,
  formatDate,
  formatDayLong,
  formatHours,
  formatOvertime,
  overtimeTone,
  todayBerlin,
  type Clocking,
  type Day,
} from '@stempeluhr/core';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { LawHintBadges, LawHints, type LawHint } from '../law-hints';
import { DayBadges } from './day-badges';
import { dayTone, dayToneClass } from './day-tone';
import { hasOpenClocking, RunningBadge, runsToday, TodayBadge } from './day-today';
import { DAY_ROW_TEXTS as T } from './texts';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Tables inside a coloured row take the row's colour instead of the body background. */
const TRANSPARENT_TABLE = { '--bs-table-bg': 'transparent' } as CSSProperties;

/** `yyyy-MM-dd HH:mm[:ss]` → date and `HH:mm`; falls back to the preformatted `HH:mm:ss`. */
function splitWallTime(value: string | null, formatted: string | null): { date: string | null; time: string | null } {
  const match = value ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value) : null;
  if (match) return { date: match[1], time: match[2] };
  return { date: null, time: formatted ? formatted.slice(0, 5) : null };
}

/** `H:MM h`: core's one duration formatter, re-exported under its old place. */
export { formatHours };

/**
 * Duration and signed, coloured overtime in brackets: `7:45 h (+0:15)`. A day that still runs has no
 * final overtime yet: `provisional` shows its balance so far in muted text, `(+0:57 vorläufig)`, or
 * `(Saldo ab Tagesende)` when it cannot be known (null).
 */
export function TotalAndOvertime({ total, overtime, provisional }: { total: number; overtime: number; provisional?: number | null }) {
  return (
    <span className="text-end tabular-nums text-nowrap">
      <span>{formatHours(total)}</span> <span className="visually-hidden">{T.overtimeLabel}</span>
      {provisional === undefined ? (
        <span className={overtimeTone(overtime)}>({formatOvertime(overtime)})</span>
      ) : (
        <span className="text-body-secondary" title={T.provisionalTitle}>
          ({provisional === null ? T.balanceAtDayEnd : `${formatOvertime(provisional)} ${T.provisional}`})
        </span>
      )}
    </span>
  );
}

/**
 * Today's balance so far (total − Soll, as the welcome card computes it), or null when the Soll is
 * not known (the server sent none and it was derived from the overtime).
 */
export function provisionalBalance(day: Pick<Day, 'total' | 'required'> & { requiredDerived?: boolean }): number | null {
  return day.requiredDerived ? null : day.total - day.required;
}

/**
 * A clocking's end: `12:00`, or on another calendar day than its start (the other-day rule)
 * `06:00 (24.11.2026)` in red. Open clockings show nothing here: the caller says "läuft" or "offen".
 */
export function ClockOutTime({ clocking }: { clocking: Clocking }) {
  if (clocking.clock_out === null) return null;
  const end = splitWallTime(clocking.clock_out, clocking.clock_out_formatted);
  if (endsOnAnotherDay(clocking) && end.date) {
    return (
      <span className="text-danger text-nowrap" title={T.clockOutOtherDay(formatDate(end.date))}>
        {end.time} ({formatDate(end.date)})
      </span>
    );
  }
  return <span className="text-nowrap">{end.time ?? '–'}</span>;
}

function ClockingSpan({ clocking }: { clocking: Clocking }) {
  const start = splitWallTime(clocking.clock_in, clocking.clock_in_formatted);
  if (clocking.clock_out === null) {
    return (
      <span className="text-nowrap">
        {start.time ?? '–'} – <RunningBadge />
      </span>
    );
  }
  return (
    <>
      <span className="text-nowrap">{start.time ?? '–'} –</span> <ClockOutTime clocking={clocking} />
    </>
  );
}

/** The clockings of one day as a small table: von–bis, Typ with Mobil badge, duration. */
export function DayClockings({ clockings }: { clockings: readonly Clocking[] }) {
  if (clockings.length === 0) return <p className="text-body-secondary fst-italic mb-0 small">{T.noClockings}</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm mb-0 align-middle" style={TRANSPARENT_TABLE}>
        <thead>
          <tr>
            <th scope="col">{T.colFromTo}</th>
            <th scope="col">{T.colType}</th>
            <th scope="col" className="text-end">
              {T.colDuration}
            </th>
          </tr>
        </thead>
        <tbody>
          {clockings.map((clocking) => (
            <tr key={clocking.id}>
              <td className="tabular-nums">
                <ClockingSpan clocking={clocking} />
              </td>
              <td>
                {clocking.type}
                {clocking.home_office && <span className="badge text-bg-info ms-2">{T.mobile}</span>}
                {clocking.comment?.trim() ? <div className="small text-body-secondary text-break">{clocking.comment}</div> : null}
              </td>
              <td className="text-end text-nowrap tabular-nums">{formatHours(clocking.time)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface DayRowProps {
  /** The day to show. */
  day: Day;
  /** Controlled: whether the day's clockings are shown. Omit to let the row keep its own state. */
  expanded?: boolean;
  /** Start state when uncontrolled (default collapsed). */
  defaultExpanded?: boolean;
  /** Called with the new state when the user opens or closes the row. */
  onToggle?: (expanded: boolean) => void;
  /** Level of the row heading (default 3). */
  headingLevel?: HeadingLevel;
  /** More content under the clockings when expanded (e.g. an admin's actions). */
  children?: ReactNode;
  /** Working-time-law hints of the day: badges in the heading, the sentences when expanded. */
  lawHints?: readonly LawHint[];
  /** `yyyy-MM-dd` of today (default: today in Berlin): its row gets „heute“, and while it runs a provisional balance. */
  today?: string;
}

/**
 * One collapsible day of a week, month or period overview, as an `<li>` of a `<ul class="list-group">`.
 * The heading is a button (aria-expanded) with the date, badges, total and overtime; the row's colour
 * follows `dayTone`.
 */
export function DayRow({
  day,
  expanded,
  defaultExpanded = false,
  onToggle,
  headingLevel = 3,
  children,
  lawHints = [],
  today = todayBerlin(),
}: DayRowProps) {
  const [ownExpanded, setOwnExpanded] = useState(defaultExpanded);
  const isOpen = expanded ?? ownExpanded;
  const panelId = useId();
  const tone = dayTone(day);
  const running = runsToday(day, today);
  const Heading = `h${headingLevel}` as const;

  const toggle = () => {
    const next = !isOpen;
    if (expanded === undefined) setOwnExpanded(next);
    onToggle?.(next);
  };

  return (
    <li className={`list-group-item ${dayToneClass(tone)} p-0`} data-tone={tone}>
      <Heading className="h6 m-0">
        <button
          type="button"
          className="btn text-reset w-100 text-start d-flex flex-wrap align-items-center column-gap-2 row-gap-1 border-0 rounded-0 px-3 py-2"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span aria-hidden="true" className="text-body-secondary stempeluhr-day-chevron">
            {isOpen ? '▾' : '▸'}
          </span>
          <span className="fw-semibold text-nowrap stempeluhr-day-date">{formatDayLong(day.date)}</span>
          {day.date === today && <TodayBadge />}
          {!day.is_done && !day.futureDay && hasOpenClocking(day) && <RunningBadge />}
          <DayBadges day={day} />
          <LawHintBadges hints={lawHints} />
          {/* On a phone every row has two lines (date and badges, then the hours), so rows with and without badges are alike. */}
          <span className="w-100 d-sm-none" aria-hidden="true" />
          <span className="ms-auto">
            <TotalAndOvertime total={day.total} overtime={day.overtime} provisional={running ? provisionalBalance(day) : undefined} />
          </span>
        </button>
      </Heading>
      <div id={panelId} hidden={!isOpen} className="px-3 pb-2">
        {isOpen && (
          <>
            <DayClockings clockings={day.clockings} />
            <LawHints hints={lawHints} className="mt-2" />
            {children}
          </>
        )}
      </div>
    </li>
  );
}

/** A placeholder shaped like a day row, for loading states. */
export function DayRowPlaceholder() {
  return (
    <li className="list-group-item d-flex align-items-center gap-2 py-2">
      <span className="placeholder col-4 col-md-2" />
      <span className="placeholder col-2 col-md-1 ms-auto" />
    </li>
  );
}

type SumDay = Pick<Day, 'total' | 'overtime'> & Partial<Pick<Day, 'date' | 'is_done' | 'futureDay'>>;

/**
 * The "Summe" line under the days: total and signed overtime of the days given. Hours and balance
 * count the same days: today, while it runs, has no final balance yet and is left out of both (said
 * beside the label), so the sum's balance is the week's balance booked so far.
 */
export function DaySumRow({ days, label, today = todayBerlin() }: { days: readonly SumDay[]; label: string; today?: string }) {
  const counted = days.filter((day) => !runsToday(day, today));
  const total = counted.reduce((sum, day) => sum + day.total, 0);
  const overtime = counted.reduce((sum, day) => sum + day.overtime, 0);
  return (
    <li className="list-group-item d-flex flex-wrap align-items-center gap-2 px-3 py-2 fw-semibold">
      <span>
        {label}
        {counted.length < days.length && <span className="fw-normal small text-body-secondary"> {T.sumWithoutToday}</span>}
      </span>
      <span className="ms-auto">
        <TotalAndOvertime total={total} overtime={overtime} />
      </span>
    </li>
  );
}
