// Days as the service area answers them: unix seconds of local midnight, day of the year.
import { dayNumber, isoDay } from '../db/time';

/** Local midnight of a day, unix seconds. */
export function unixOf(day: string): number {
  return Math.floor(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))).getTime() / 1000);
}

/** The local day of a unix-seconds timestamp. */
export function dayOfUnix(seconds: number): string {
  return isoDay(new Date(seconds * 1000));
}

export function dayOfYear(day: string): number {
  return dayNumber(day) - dayNumber(`${day.slice(0, 4)}-01-01`) + 1;
}

export function monthDays(month: number, year: number): string[] {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return Array.from({ length: last }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
}
