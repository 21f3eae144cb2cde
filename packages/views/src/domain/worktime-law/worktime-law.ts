// Working-time-law hints (Arbeitszeitgesetz, ArbZG): pure rules over a day's clockings, shared by every
// view that shows a day. Hints only: nothing here blocks a booking.
import { epochOfBerlinWallTime, formatDuration, type Clocking } from '@stempeluhr/core';
import type { LawHint } from '@stempeluhr/ui';
import { LAW_TEXTS as T } from './texts';

/**
 * The thresholds, in one place, with their source:
 * - § 3 ArbZG: the working time of a day must not exceed 8 hours; it may be extended to 10 hours.
 *   So more than 10 hours of work in one day is a hint.
 * - § 4 ArbZG: more than 6 hours of work need at least 30 minutes of break, more than 9 hours at least
 *   45 minutes; only breaks of at least 15 minutes count.
 * - § 5 ArbZG: after the end of the daily working time at least 11 hours of uninterrupted rest.
 */
export const ARBZG = {
  /** § 3: more than this (seconds of work in a day) is a hint. */
  maxDailyWork: 10 * 3600,
  /** § 4: more than `after` seconds of work need at least `minimum` seconds of break; longest first. */
  breaks: [
    { after: 9 * 3600, minimum: 45 * 60 },
    { after: 6 * 3600, minimum: 30 * 60 },
  ],
  /** § 4: a break counts only from this many seconds on. */
  minBreakBlock: 15 * 60,
  /** § 5: rest between the end of one working day and the start of the next, seconds. */
  minRest: 11 * 3600,
  /**
   * An open clocking counts as a forgotten clock-out only once it started more than this many hours
   * ago: § 3 allows up to 10 hours of work a day, plus 2 hours of margin. A night shift (in at 22:00,
   * page opened at 01:30) is still running, not forgotten.
   */
  forgottenAfterHours: 12,
} as const;

type Span = Pick<Clocking, 'clock_in' | 'clock_out'>;

interface Interval {
  start: number;
  end: number;
}

/** The clockings as instants (Berlin wall time, DST-correct), sorted; an open one runs until `now`. Unreadable ones are left out. */
export function workIntervals(clockings: readonly Span[], now: number): Interval[] {
  const out: Interval[] = [];
  for (const c of clockings) {
    const start = epochOfBerlinWallTime(c.clock_in);
    const end = c.clock_out === null ? now : epochOfBerlinWallTime(c.clock_out);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    out.push({ start, end: Math.max(start, end) });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Seconds of work of the intervals (overlaps counted once). */
export function workedSeconds(intervals: readonly Interval[]): number {
  let total = 0;
  let reach = -Infinity;
  for (const { start, end } of intervals) {
    const from = Math.max(start, reach);
    if (end > from) total += end - from;
    reach = Math.max(reach, end);
  }
  return Math.floor(total / 1000);
}

/** Seconds of break that count under § 4: gaps between the intervals of at least 15 minutes. */
export function countedBreakSeconds(intervals: readonly Interval[]): number {
  let total = 0;
  let reach = intervals.length > 0 ? intervals[0].end : 0;
  for (const { start, end } of intervals.slice(1)) {
    const gap = Math.floor((start - reach) / 1000);
    if (gap >= ARBZG.minBreakBlock) total += gap;
    reach = Math.max(reach, end);
  }
  return total;
}

/** § 4: the break the law asks for after `worked` seconds of work (0, 30 or 45 minutes). */
export function requiredBreakSeconds(worked: number): number {
  return ARBZG.breaks.find((rule) => worked > rule.after)?.minimum ?? 0;
}

/** § 5: seconds of rest between one day's end and the next day's start (epoch ms); null when either is unknown. */
export function restSeconds(previousEnd: number | null, nextStart: number | null): number | null {
  if (previousEnd === null || nextStart === null || Number.isNaN(previousEnd) || Number.isNaN(nextStart)) return null;
  return Math.floor((nextStart - previousEnd) / 1000);
}

/** The end of a day's work (epoch ms): its last clock-out; null while a clocking of it is open or without clockings. */
export function dayEnd(clockings: readonly Span[]): number | null {
  if (clockings.length === 0 || clockings.some((c) => c.clock_out === null)) return null;
  const ends = clockings.map((c) => epochOfBerlinWallTime(c.clock_out ?? '')).filter((ms) => !Number.isNaN(ms));
  return ends.length > 0 ? Math.max(...ends) : null;
}

/** The start of a day's work (epoch ms): its first clock-in; null without clockings. */
export function dayStart(clockings: readonly Span[]): number | null {
  const starts = clockings.map((c) => epochOfBerlinWallTime(c.clock_in)).filter((ms) => !Number.isNaN(ms));
  return starts.length > 0 ? Math.min(...starts) : null;
}

const h = (seconds: number) => `${formatDuration(seconds)} h`;

export interface DayLawInput {
  clockings: readonly Span[];
  /** The end of the previous working day (epoch ms), for § 5; null or absent when unknown. */
  previousEnd?: number | null;
  /** For open clockings (epoch ms). */
  now: number;
}

/** The hints for one day, in the order §3, §4, §5; empty when the day keeps the law (or has no clockings). */
export function dayLawHints({ clockings, previousEnd = null, now }: DayLawInput): LawHint[] {
  const intervals = workIntervals(clockings, now);
  if (intervals.length === 0) return [];
  const hints: LawHint[] = [];
  const worked = workedSeconds(intervals);
  if (worked > ARBZG.maxDailyWork) {
    hints.push({ kind: 'max-work', short: T.maxWorkShort, text: T.maxWork(h(worked), h(ARBZG.maxDailyWork)), source: T.source3 });
  }
  const required = requiredBreakSeconds(worked);
  const taken = countedBreakSeconds(intervals);
  if (taken < required) {
    hints.push({ kind: 'break', short: T.breakShort, text: T.breakMissing(h(taken), h(required), h(worked)), source: T.source4 });
  }
  const rest = restSeconds(previousEnd, intervals[0].start);
  if (rest !== null && rest >= 0 && rest < ARBZG.minRest) {
    hints.push({ kind: 'rest', short: T.restShort, text: T.rest(h(rest), h(ARBZG.minRest)), source: T.source5 });
  }
  return hints;
}

/**
 * The hints of consecutive days (any order), keyed by date: § 5 compares each day with the day before
 * it when that day is among them (the first day of a list has no known predecessor unless `before` is given).
 */
export function daysLawHints(
  days: readonly { date: string; clockings: readonly Span[] }[],
  now: number,
  before: number | null = null,
): Map<string, LawHint[]> {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const result = new Map<string, LawHint[]>();
  let previousEnd = before;
  for (const day of sorted) {
    const hints = dayLawHints({ clockings: day.clockings, previousEnd, now });
    if (hints.length > 0) result.set(day.date, hints);
    // A day without work keeps the earlier end: rest runs on over a free day.
    if (day.clockings.length > 0) previousEnd = dayEnd(day.clockings);
  }
  return result;
}
