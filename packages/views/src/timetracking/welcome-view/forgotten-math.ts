import { berlinWallTimeToEpoch, epochOfBerlinWallTime, formatClock, type Clocking, type Day } from '@stempeluhr/core';
import { ARBZG } from '../../domain/worktime-law';

/** The open clocking of a day before `today` (the first found, oldest day first), with its day and that week's days. */
export interface ForgottenClocking {
  clocking: Clocking;
  day: Day;
  week: Day[];
}

/** Looks through the days (one or two weeks) for a clocking of an earlier day that is still open. */
export function findOpenEarlier(weeks: readonly (readonly Day[])[], today: string): ForgottenClocking | null {
  for (const week of weeks) {
    for (const day of [...week].sort((a, b) => (a.date < b.date ? -1 : 1))) {
      if (day.date >= today) continue;
      const clocking = day.clockings.find((c) => c.clock_out === null);
      if (clocking) return { clocking, day, week: [...week] };
    }
  }
  return null;
}

/** Whether an open clocking that began at `clockIn` (wall time) counts as forgotten at `now`: begun more than `ARBZG.forgottenAfterHours` ago. */
export function isForgotten(clockIn: string, now: number): boolean {
  const start = epochOfBerlinWallTime(clockIn);
  // An unreadable start cannot be clocked out sensibly with one click either: ask for the end.
  return Number.isNaN(start) || now - start > ARBZG.forgottenAfterHours * 3600 * 1000;
}

/**
 * The open clocking of an earlier day that counts as a forgotten clock-out at `now`. A younger one
 * (a night shift across midnight) is not forgotten: it is clocked out with one click and keeps its day.
 */
export function findForgotten(weeks: readonly (readonly Day[])[], today: string, now: number): ForgottenClocking | null {
  const open = findOpenEarlier(weeks, today);
  return open && isForgotten(open.clocking.clock_in, now) ? open : null;
}

/** Seconds of the day apart from the open clocking: the closed clockings and the time bonus. */
function otherSeconds(forgotten: ForgottenClocking): number {
  const closed = forgotten.day.clockings.filter((c) => c.id !== forgotten.clocking.id).reduce((sum, c) => sum + c.time, 0);
  return closed + forgotten.day.bonus;
}

/**
 * The guess for the end: the moment that day's required time was reached (its start plus what was
 * still missing), never later than 23:59 of that day. Null when nothing was missing any more (no
 * required time that day, or it was reached before this clocking began): then there is no sensible guess.
 */
export function guessClockOut(forgotten: ForgottenClocking): string | null {
  const missing = forgotten.day.required - otherSeconds(forgotten);
  const start = epochOfBerlinWallTime(forgotten.clocking.clock_in);
  if (missing <= 0 || Number.isNaN(start)) return null;
  const latest = berlinWallTimeToEpoch(forgotten.day.date, { hours: 23, minutes: 59, seconds: 0 });
  // Up to the next full minute: the field takes minutes, and the guess must not fall short of the required time.
  const reached = Math.ceil((start + missing * 1000) / 60_000) * 60_000;
  return formatClock(Math.min(reached, latest));
}

/** `HH:MM` → epoch ms on the clocking's day; null when it is no time. */
export function endOn(day: string, time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return berlinWallTimeToEpoch(day, { hours: Number(match[1]), minutes: Number(match[2]), seconds: 0 });
}

export interface Effect {
  /** Seconds worked that day with this end. */
  total: number;
  required: number;
  /** The week's balance with this end: the other days' overtime plus this day's. */
  weekBalance: number;
}

/** What an end at `end` (epoch ms) makes of the day and of that week's balance. */
export function effectOf(forgotten: ForgottenClocking, end: number): Effect {
  const start = epochOfBerlinWallTime(forgotten.clocking.clock_in);
  const total = otherSeconds(forgotten) + Math.max(0, Math.floor((end - start) / 1000));
  const others = forgotten.week.filter((d) => d.date !== forgotten.day.date).reduce((sum, d) => sum + d.overtime, 0);
  return { total, required: forgotten.day.required, weekBalance: others + total - forgotten.day.required };
}
