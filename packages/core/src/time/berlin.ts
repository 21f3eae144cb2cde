import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';
import type { ClockTime } from './time';
import { isIsoDay } from './iso-day';

/** The product's wall clock: clockings are Berlin time, whatever zone the browser or server is in. */
export const BERLIN = 'Europe/Berlin';

/** An instant seen on Berlin's wall clock (date-fns functions then compute in Berlin time). */
export function inBerlin(instant: Date | number = Date.now()): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), BERLIN);
}

/** Today in Berlin, `yyyy-MM-dd`. Every view and the mock backend use this one. */
export function todayBerlin(now: Date | number = Date.now()): string {
  return format(inBerlin(now), 'yyyy-MM-dd');
}

/** Berlin wall time of an instant, `yyyy-MM-dd HH:mm:ss` (the wire format of clock times). */
export function berlinWallTime(instant: Date | number): string {
  return format(inBerlin(instant), 'yyyy-MM-dd HH:mm:ss');
}

/**
 * Epoch ms of a Berlin wall time on a day (`yyyy-MM-dd`). A time in the spring-forward gap moves an
 * hour on (02:30 becomes 03:30 CEST); a time in the autumn overlap takes the later (CET) occurrence.
 */
export function berlinWallTimeToEpoch(date: string, time: ClockTime): number {
  const [year, month, day] = date.split('-').map(Number);
  const first = new TZDate(year, month - 1, day, time.hours, time.minutes, time.seconds, BERLIN).getTime();
  // In the autumn overlap TZDate picks the earlier (CEST) instant; the later one is an hour on and
  // shows the same wall time.
  const later = first + 3_600_000;
  const wall = (ms: number) => format(inBerlin(ms), 'yyyy-MM-dd HH:mm:ss');
  return wall(later) === wall(first) ? later : first;
}

/** Epoch ms of a wire wall time `yyyy-MM-dd HH:mm[:ss]` read as Berlin time; NaN when malformed. */
export function epochOfBerlinWallTime(wallTime: string): number {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(wallTime);
  if (!match || !isIsoDay(match[1])) return Number.NaN;
  return berlinWallTimeToEpoch(match[1], { hours: Number(match[2]), minutes: Number(match[3]), seconds: Number(match[4] ?? 0) });
}

/** `yyyy-MM-dd` plus some days (calendar arithmetic, no time zone involved). */
export function addDaysIso(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

export { isIsoDay } from './iso-day';
