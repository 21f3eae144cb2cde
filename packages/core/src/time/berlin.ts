import { TZDate } from '@date-fns/tz';
import { addDays, format, parseISO } from 'date-fns';
import type { ClockTime } from './time';
import { isIsoDay } from './iso-day';
import { berlinFields, berlinOffset, browserShowsBerlin, HOUR, isoDay, MINUTE } from './berlin-clock';

export { berlinOffset, berlinWallTime } from './berlin-clock';

/** The product's wall clock: clockings are Berlin time, whatever zone the browser or server is in. */
export const BERLIN = 'Europe/Berlin';

/** An instant seen on Berlin's wall clock (date-fns functions then compute in Berlin time). */
export function inBerlin(instant: Date | number = Date.now()): TZDate {
  return new TZDate(typeof instant === 'number' ? instant : instant.getTime(), BERLIN);
}

/**
 * An instant to read Berlin's wall clock from with date-fns (`format`, the ISO week): the instant's own Date
 * where the browser's clock shows Berlin's at that moment (no time-zone data asked), a TZDate elsewhere. For
 * reading only; arithmetic across days in Berlin time takes `inBerlin`.
 */
export function berlinFaced(instant: Date | number): Date {
  const epoch = typeof instant === 'number' ? instant : instant.getTime();
  return browserShowsBerlin(epoch) ? new Date(epoch) : inBerlin(epoch);
}

/** Today in Berlin, `yyyy-MM-dd`. Every view and the mock backend use this one. */
export function todayBerlin(now: Date | number = Date.now()): string {
  return isoDay(berlinFields(now));
}

/**
 * Epoch ms of a Berlin wall time on a day (`yyyy-MM-dd`). A time in the spring-forward gap moves an
 * hour on (02:30 becomes 03:30 CEST); a time in the autumn overlap takes the later (CET) occurrence.
 */
export function berlinWallTimeToEpoch(date: string, time: ClockTime): number {
  const [year, month, day] = date.split('-').map(Number);
  // The wall time read as if it were UTC; the instant is that minus Berlin's offset at the instant. The
  // offsets three hours either side are the two a transition that night can mean.
  const wall = Date.UTC(year, month - 1, day, time.hours, time.minutes, time.seconds);
  const before = berlinOffset(wall - 3 * HOUR);
  const after = berlinOffset(wall + 3 * HOUR);
  const fits = [wall - before * MINUTE, wall - after * MINUTE].filter((epoch) => epoch - wall === -berlinOffset(epoch) * MINUTE);
  // None fits in the gap: read with the offset before it, 02:30 CET is 03:30 CEST.
  return fits.length ? Math.max(...fits) : wall - before * MINUTE;
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
