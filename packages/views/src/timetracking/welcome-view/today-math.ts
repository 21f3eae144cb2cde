import { epochOfBerlinWallTime, type Clocking, type ClockingsResponse } from '@stempeluhr/core';

/** A wire time (`yyyy-MM-dd HH:mm:ss`, Berlin wall time) as epoch ms, in any browser zone; NaN when it is not a time. */
export function wireTimeMs(value: string | null | undefined): number {
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return epochOfBerlinWallTime(value.trim());
}

/** The day's last clocking (the latest clock-in), whatever order the server sends; wire times sort as text. */
export function lastClocking(items: readonly Clocking[]): Clocking | null {
  if (items.length === 0) return null;
  return items.reduce((last, item) => (item.clock_in >= last.clock_in ? item : last));
}

export function openClocking(items: readonly Clocking[]): Clocking | null {
  return items.find((item) => item.clock_out === null) ?? null;
}

/**
 * Seconds of the running break (spec §4): since the last clocking's clock_out, computed from the
 * timestamps so that a sleeping laptop or a jumped clock shows the right value at once. 0 when there
 * is no clocking, the last clocking is still open, or its time is invalid (or in the future).
 */
export function breakSeconds(items: readonly Clocking[], now: number): number {
  const last = lastClocking(items);
  if (!last || last.clock_out === null) return 0;
  const end = wireTimeMs(last.clock_out);
  if (Number.isNaN(end) || !Number.isFinite(now) || now < end) return 0;
  return Math.floor((now - end) / 1000);
}

/** Seconds the answer has aged while a clocking runs (0 when none runs): live totals add it. */
export function runningSince(data: ClockingsResponse, fetchedAt: number, now: number): number {
  if (!openClocking(data.clockings.items) || !fetchedAt) return 0;
  return Math.max(0, Math.floor((now - fetchedAt) / 1000));
}

export interface TodayFigures {
  /** Seconds worked today, live while clocked in. */
  done: number;
  /** Seconds still to work today, live. */
  pending: number;
  required: number;
  /** Signed seconds of today: done − required. */
  balance: number;
  /** Epoch ms when today's required time is reached (now + pending); equals now once reached. */
  targetAt: number;
}

export function todayFigures(data: ClockingsResponse, fetchedAt: number, now: number): TodayFigures {
  const aged = runningSince(data, fetchedAt, now);
  const { done, pending, required } = data.clockings;
  const liveDone = done + aged;
  const livePending = Math.max(0, pending - aged);
  return { done: liveDone, pending: livePending, required, balance: liveDone - required, targetAt: now + livePending * 1000 };
}

/** Whether clock_out lies on another calendar day than clock_in (shown in red with the date). */
export function endsOnAnotherDay(clocking: Clocking): boolean {
  if (!clocking.clock_out) return false;
  return clocking.clock_in.slice(0, 10) !== clocking.clock_out.slice(0, 10);
}
