// Wall times of the emulated backend: `yyyy-MM-dd HH:mm:ss` on the process's clock (tests and the
// demo run with TZ=Europe/Berlin), and the calendar-day arithmetic every area shares.
import { format, getISOWeeksInYear, isValid, parse, setISOWeek, startOfISOWeek } from 'date-fns';
import { de } from 'date-fns/locale';

export const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Local wall time of a Date, `yyyy-MM-dd HH:mm:ss`. */
export function toWall(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A wall time string back to a local Date. */
export function fromWall(wall: string): Date {
  return new Date(
    Number(wall.slice(0, 4)),
    Number(wall.slice(5, 7)) - 1,
    Number(wall.slice(8, 10)),
    Number(wall.slice(11, 13)) || 0,
    Number(wall.slice(14, 16)) || 0,
    Number(wall.slice(17, 19)) || 0,
  );
}

export function isoDay(date: Date): string {
  return toWall(date).slice(0, 10);
}

/** `yyyy-MM-dd` strictly, and a real calendar day; otherwise null. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) && isoDay(date) === value ? date : null;
}

/** Monday = 0 … Sunday = 6 of a `yyyy-MM-dd` day. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

export const WEEKDAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** German weekday names, Monday first, from the date-fns German locale. */
const WEEKDAY_NAMES: readonly string[] = Array.from({ length: 7 }, (_, i) => format(new Date(2024, 0, 1 + i), 'EEEE', { locale: de }));

export function germanWeekday(day: string): string {
  return WEEKDAY_NAMES[weekdayIndex(day)];
}

export function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` plus n calendar days (UTC arithmetic: cheap, for the engine's loops). */
export function plusDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Seconds between two wall times (real elapsed time, DST included). */
export function secondsBetween(fromWallTime: string, toWallTime: string): number {
  return Math.floor((fromWall(toWallTime).getTime() - fromWall(fromWallTime).getTime()) / 1000);
}

/** Monday of the ISO week containing the day. */
export function mondayOf(day: string): string {
  return isoDay(startOfISOWeek(new Date(`${day}T12:00:00`)));
}

/** Monday (`yyyy-MM-dd`) of ISO week `week` of ISO week-numbering year `year`; null when invalid. */
export function mondayOfIsoWeek(year: number, week: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(week) || year < 1970 || year > 2100) return null;
  const jan4 = new Date(year, 0, 4, 12);
  if (week < 1 || week > getISOWeeksInYear(jan4)) return null;
  return isoDay(startOfISOWeek(setISOWeek(jan4, week)));
}

const DAY_ZERO = Date.UTC(2020, 0, 1);

/** Days since 2020-01-01: the seeds build ids from it, so an id tells its day. */
export function dayNumber(day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - DAY_ZERO) / 86_400_000);
}

export function dayOfNumber(n: number): string {
  return new Date(DAY_ZERO + n * 86_400_000).toISOString().slice(0, 10);
}
