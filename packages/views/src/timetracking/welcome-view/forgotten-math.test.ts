import type { Clocking, Day } from '@stempeluhr/core';
import { ARBZG } from '../../domain/worktime-law';
import { day } from '../week-overview/week-overview.fixtures';
import { effectOf, endOn, findForgotten, findOpenEarlier, guessClockOut } from './forgotten-math';

const TUESDAY_0930 = new Date('2026-11-24T09:30:00+01:00').getTime();

const c = (id: number, clock_in: string, clock_out: string | null, time: number): Clocking => ({
  id,
  clock_in,
  clock_out,
  clock_in_formatted: clock_in.slice(11),
  clock_out_formatted: clock_out?.slice(11) ?? null,
  time,
  type: 'regulär',
  comment: null,
  home_office: false,
});
const d = (date: string, partial: Partial<Day> = {}): Day => day(date, { day: '', total: 0, required: 8 * 3600, overtime: 0, ...partial });

describe('forgotten clock-out: finding it and guessing its end', () => {
  const monday = d('2026-11-23', {
    clockings: [c(1, '2026-11-23 08:00:00', '2026-11-23 12:00:00', 4 * 3600), c(2, '2026-11-23 12:05:30', null, 20 * 3600)],
  });

  it('finds an open clocking only on a day before today', () => {
    expect(findForgotten([[monday]], '2026-11-24', TUESDAY_0930)?.clocking.id).toBe(2);
    expect(findForgotten([[monday]], '2026-11-23', TUESDAY_0930)).toBeNull();
  });

  it('takes an open clocking for forgotten only when it began more than 12 hours ago (§ 3 ArbZG: 10 h, plus 2 h margin)', () => {
    expect(ARBZG.forgottenAfterHours).toBe(12);
    const night = d('2026-11-24', { clockings: [c(7, '2026-11-24 22:00:00', null, 0)] });
    const start = new Date('2026-11-24T22:00:00+01:00').getTime();
    // 01:30 the next night: a night shift, still running, not forgotten (but still found as open).
    expect(findForgotten([[night]], '2026-11-25', start + 3.5 * 3600_000)).toBeNull();
    expect(findOpenEarlier([[night]], '2026-11-25')?.clocking.id).toBe(7);
    expect(findForgotten([[night]], '2026-11-25', start + 12 * 3600_000)).toBeNull();
    expect(findForgotten([[night]], '2026-11-25', start + 12 * 3600_000 + 1000)?.clocking.id).toBe(7);
  });

  it('guesses the minute the required time was reached, rounded up so that it is reached', () => {
    const forgotten = findForgotten([[monday]], '2026-11-24', TUESDAY_0930);
    if (!forgotten) throw new Error('not found');
    // 4 h done, 4 h missing from 12:05:30: reached at 16:05:30, so 16:06.
    expect(guessClockOut(forgotten)).toBe('16:06');
    const end = endOn('2026-11-23', '16:06');
    expect(end).not.toBeNull();
    expect(effectOf(forgotten, end ?? 0).total).toBeGreaterThanOrEqual(8 * 3600);
  });

  it('has no guess when the day had no required time left, and never guesses past midnight', () => {
    const sunday = d('2026-11-22', { required: 0, clockings: [c(3, '2026-11-22 10:00:00', null, 3600)] });
    expect(guessClockOut({ clocking: sunday.clockings[0], day: sunday, week: [sunday] })).toBeNull();
    const late = d('2026-11-23', { clockings: [c(4, '2026-11-23 20:00:00', null, 3600)] });
    expect(guessClockOut({ clocking: late.clockings[0], day: late, week: [late] })).toBe('23:59');
  });

  it('reads the typed end as H:MM on that day and refuses anything else', () => {
    expect(endOn('2026-11-23', '7:05')).toBe(new Date('2026-11-23T07:05:00+01:00').getTime());
    expect(endOn('2026-11-23', '24:00')).toBeNull();
    expect(endOn('2026-11-23', '1800')).toBeNull();
  });
});
