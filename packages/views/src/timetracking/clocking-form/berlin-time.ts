import type { ClockTime } from '@stempeluhr/core';

/** The product's wall clock: clockings are Berlin time, whatever time zone the browser is in. */
export const BERLIN = 'Europe/Berlin';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: BERLIN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function berlinParts(epochMs: number): Record<string, string> {
  return Object.fromEntries(partsFormat.formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
}

/** Berlin's offset from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function berlinOffsetMs(epochMs: number): number {
  const p = berlinParts(epochMs);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * Epoch ms of a Berlin wall time on a day (`yyyy-MM-dd`). A time in the spring-forward gap moves an hour
 * on (02:30 becomes 03:30 CEST); a time in the autumn overlap takes the later (CET) occurrence.
 */
export function berlinWallTimeToEpoch(date: string, time: ClockTime): number {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, time.hours, time.minutes, time.seconds);
  const guess = wall - berlinOffsetMs(wall);
  return wall - berlinOffsetMs(guess);
}

/** Today in Berlin, `yyyy-MM-dd`. */
export function berlinToday(now: number = Date.now()): string {
  const p = berlinParts(now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `yyyy-MM-dd` plus some days (calendar arithmetic, no time zone involved). */
export function addDaysIso(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether a string is a real calendar day `yyyy-MM-dd`. */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDaysIso(value, 0) === value;
}
