import { format, getISOWeek, getISOWeekYear, isValid, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import { berlinFaced } from './berlin';
import { formatGermanNumber } from './german-number';

export { de as dateLocale };

/** Data on or before this day came from v1 and cannot be edited. */
export const MIGRATION_CUTOFF = '2020-02-23';

export const MIGRATED_HINT = 'migrierte Daten aus v1 können nicht bearbeitet werden';

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  // An instant (epoch ms) is a moment, read on Berlin's clock as the views' days are everywhere: in New
  // York 23:30 Berlin is still the Berlin day. A Date is a day or wall time someone built (a picker's
  // local midnight) and a string is a wire wall time: both stand as they are.
  if (typeof value === 'number') return berlinFaced(value);
  return parseISO(value);
}

/** Whether a day counts as migrated (on or before 2020-02-23). Invalid dates count as not migrated. */
export function isMigrated(value: Date | string | number): boolean {
  const date = toDate(value);
  if (!isValid(date)) return false;
  return format(date, 'yyyy-MM-dd') <= MIGRATION_CUTOFF;
}

export interface IsoWeek {
  year: number;
  week: number;
}

/** ISO week and ISO week-numbering year (31.12.2024 is 2025-W01). */
export function isoWeek(value: Date | string | number): IsoWeek {
  const date = toDate(value);
  return { year: getISOWeekYear(date), week: getISOWeek(date) };
}

/** `2026-W48` as the recalculation paths want it. */
export function isoWeekKey(value: Date | string | number): string {
  return weekKey(isoWeek(value));
}

/** An ISO week as a key: `{year: 2026, week: 48}` → `2026-W48`. */
export function weekKey({ year, week }: IsoWeek): string {
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** A month as a key: `{year: 2026, month: 3}` → `2026-03` (the prefix of its days). */
export function monthKey({ year, month }: { year: number; month: number }): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** `KW 48` */
export function formatIsoWeek(value: Date | string | number): string {
  return `KW ${isoWeek(value).week}`;
}

/**
 * Seconds to `H:MM` (27900 -> `7:45`); negative values keep a real minus sign. `withSeconds` gives
 * `H:MM:SS` (30 -> `0:00:30`), `asciiMinus` a hyphen-minus for a field's text that is typed again.
 */
export function formatDuration(
  seconds: number,
  { withSeconds = false, asciiMinus = false }: { withSeconds?: boolean; asciiMinus?: boolean } = {},
): string {
  if (!Number.isFinite(seconds)) return '–';
  const sign = seconds < 0 ? (asciiMinus ? '-' : '−') : '';
  const whole = Math.floor(Math.abs(seconds));
  const total = Math.floor(whole / 60);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const rest = withSeconds ? `:${String(whole % 60).padStart(2, '0')}` : '';
  return `${sign}${hours}:${String(minutes).padStart(2, '0')}${rest}`;
}

/** A time-of-day field's text from seconds, rounded to the minute: 27000 -> `07:30`. */
export function formatTimeField(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const minutes = Math.round(seconds / 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Signed overtime: `+1:30`, `−0:45` (real minus), `±0:00`. */
export function formatOvertime(seconds: number): string {
  if (!Number.isFinite(seconds)) return '–';
  if (Math.abs(seconds) < 60) return '±0:00';
  return seconds > 0 ? `+${formatDuration(seconds)}` : formatDuration(seconds);
}

/** Bootstrap text colour class for a balance. */
export function overtimeTone(seconds: number): 'text-success' | 'text-danger' | 'text-body-secondary' {
  if (!Number.isFinite(seconds) || Math.abs(seconds) < 60) return 'text-body-secondary';
  return seconds > 0 ? 'text-success' : 'text-danger';
}

/** `Mo, 23.11.2026` */
export function formatDayLong(value: Date | string | number): string {
  const date = toDate(value);
  return isValid(date) ? format(date, 'EEEEEE, dd.MM.yyyy', { locale: de }) : '–';
}

/** `23.11.2026` */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return isValid(date) ? format(date, 'dd.MM.yyyy', { locale: de }) : '–';
}

/** `08:05`: a wire wall time as it stands; an instant (epoch ms, Date) on Berlin's clock. */
export function formatClock(value: Date | string | number): string {
  const date = typeof value === 'string' ? toDate(value) : berlinFaced(value);
  return isValid(date) ? format(date, 'HH:mm', { locale: de }) : '–';
}

/** `yyyy-MM-dd` as the queries want it. */
export function toIsoDay(value: Date | string | number): string {
  return format(toDate(value), 'yyyy-MM-dd');
}

export interface ClockTime {
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * Parses `HH:MM` or `HH:MM:SS`. When seconds are missing they are taken from `fillSeconds`
 * (the original clocking's seconds) or 00. Returns null for anything else.
 */
export function parseClockTime(text: string, fillSeconds = 0): ClockTime | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? fillSeconds : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59 || seconds < 0) return null;
  return { hours, minutes, seconds };
}

/** `hh:mm:ss` of a non-negative number of seconds (the break timer). */
export function formatElapsed(seconds: number): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(safe / 3600);
  const m = Math.floor((safe % 3600) / 60);
  const s = safe % 60;
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** German decimal: `7,5`, at most `digits` fraction digits. */
export function formatDecimal(value: number, digits = 1): string {
  return formatGermanNumber(value, 0, digits, true);
}

/** Accepts `7,5` and `7.5`; returns null for anything else (`1e3`, ``, `abc`). */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/**
 * Spec §4, the other-day rule: a clock-out on another calendar day than its clock-in is shown in red
 * with its date. Wire times are Berlin wall time `yyyy-MM-dd HH:mm:ss`; an open clocking never is.
 */
export function endsOnAnotherDay(clocking: { clock_in: string; clock_out: string | null }): boolean {
  return clocking.clock_out !== null && clocking.clock_out.slice(0, 10) !== clocking.clock_in.slice(0, 10);
}
