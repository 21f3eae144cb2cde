// Issue 24 point 4: the one formatter for periods: week ranges, day headings, months.
import { addDays, format, isValid, parseISO, setISOWeek, startOfISOWeek } from 'date-fns';
import { de } from 'date-fns/locale';
import { isoWeek, formatDayLong, type IsoWeek } from './time';

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  return parseISO(value);
}

/** Monday of an ISO week (a local date at midnight). */
export function isoWeekStart({ year, week }: IsoWeek): Date {
  return startOfISOWeek(setISOWeek(new Date(year, 0, 4), week));
}

/**
 * A week as label and heading: `KW 48 · 23.11.–29.11.2026`; the year at the start too when the week
 * spans New Year (`KW 1 · 29.12.2025–04.01.2026`). Takes the week or any day in it.
 */
export function formatWeekRange(value: IsoWeek | Date | string | number): string {
  const week = typeof value === 'object' && !(value instanceof Date) ? value : isoWeek(value);
  if (!Number.isFinite(week.year) || !Number.isFinite(week.week)) return '–';
  const monday = isoWeekStart(week);
  const sunday = addDays(monday, 6);
  const sameYear = monday.getFullYear() === sunday.getFullYear();
  const from = format(monday, sameYear ? 'dd.MM.' : 'dd.MM.yyyy', { locale: de });
  return `KW ${week.week} · ${from}–${format(sunday, 'dd.MM.yyyy', { locale: de })}`;
}

/** A day as a heading: `Mi, 25.11.2026`. */
export function formatDayHeading(value: Date | string | number): string {
  return formatDayLong(value);
}

/** A month as a heading: `November 2026` (month 1–12, or any day in it). */
export function formatMonthHeading(value: { year: number; month: number } | Date | string): string {
  if (typeof value === 'object' && !(value instanceof Date)) {
    if (!Number.isInteger(value.year) || !Number.isInteger(value.month) || value.month < 1 || value.month > 12) return '–';
    return format(new Date(value.year, value.month - 1, 1), 'LLLL yyyy', { locale: de });
  }
  const date = toDate(value);
  return isValid(date) ? format(date, 'LLLL yyyy', { locale: de }) : '–';
}

/** A span of days: `23.11.–29.11.2026`, `28.12.2026–03.01.2027`, one day `25.11.2026`. */
export function formatDateRange(start: Date | string | number, end: Date | string | number): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!isValid(from) || !isValid(to)) return '–';
  const last = format(to, 'dd.MM.yyyy', { locale: de });
  if (format(from, 'yyyy-MM-dd') === format(to, 'yyyy-MM-dd')) return last;
  const sameYear = from.getFullYear() === to.getFullYear();
  return `${format(from, sameYear ? 'dd.MM.' : 'dd.MM.yyyy', { locale: de })}–${last}`;
}
