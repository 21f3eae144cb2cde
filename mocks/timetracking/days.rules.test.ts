import { TEST_NOW } from '@test/clock';
import { describe, expect, it } from 'vitest';
import { resetDb } from '../db';
import type { MockDb } from '../db/db';
import { mondayOfIsoWeek } from '../db/time';
import { createClocking } from './clockings.rules';
import { clockingsOfDay, dayOf, daysBetween, requiredBreak, teamWeek, weekOf, weekOvertime, weekStatement } from './days.rules';

/** Monday 23 November 2026, 09:30 Berlin. */
const MONDAY = TEST_NOW;

const fresh = (now: Date = MONDAY): MockDb => resetDb({ now });

describe('timetracking rules', () => {
  it('reduces required by a half public holiday (24.12) and by half vacation', () => {
    const db = fresh();
    const christmasEve = dayOf(db, 4, '2026-12-24');
    expect(christmasEve).toMatchObject({
      is_public_holiday: 0.5,
      holiday_name: 'Heiligabend',
      required: 4 * 3600,
      futureDay: true,
      overtime: 0,
    });
    const halfVacation = dayOf(db, 4, '2026-11-27');
    expect(halfVacation).toMatchObject({ is_vacation: 0.5, absent_type: 'Urlaub', required: 4 * 3600 });
    expect(dayOf(db, 4, '2026-12-25')).toMatchObject({ is_public_holiday: 1, required: 0 });
  });

  it('uses the contract valid on that day (Anna Berger part-time from 2024, no Fridays)', () => {
    const db = fresh();
    expect(dayOf(db, 5, '2023-03-03').required).toBe(8 * 3600);
    expect(dayOf(db, 5, '2024-03-05').required).toBe(6 * 3600);
    expect(dayOf(db, 5, '2024-03-08').required).toBe(0);
  });

  it('computes past days: total, overtime, done, German weekday', () => {
    const db = fresh();
    const day = dayOf(db, 2, '2026-11-18');
    expect(day.day).toBe('Mittwoch');
    expect(day.futureDay).toBe(false);
    expect(day.is_done).toBe(true);
    expect(day.total).toBe(day.clockings.reduce((s, c) => s + c.time, 0) + day.bonus);
    expect(day.overtime).toBe(day.total - day.required);
  });

  it('counts work on a weekend as overtime only (totalEqualOvertime)', () => {
    const db = fresh();
    const sunday = dayOf(db, 7, '2026-11-22');
    expect(sunday.required).toBe(0);
    expect(sunday.total).toBe(8 * 3600);
    expect(sunday.totalEqualOvertime).toBe(true);
    expect(sunday.clockings[0].clock_out).toBe('2026-11-23 06:00:00');
  });

  it('today: the open clocking counts until now, overtime waits until the day is done', () => {
    const db = fresh();
    const today = dayOf(db, 4, '2026-11-23');
    expect(today.is_done).toBe(false);
    expect(today.overtime).toBe(0);
    expect(today.total).toBeGreaterThan(3600);
    expect(today.total).toBeLessThan(2 * 3600);
    expect(dayOf(db, 4, '2026-11-24')).toMatchObject({ futureDay: true, is_done: false, overtime: 0 });
  });

  it('sums the week and words its state', () => {
    const db = fresh();
    const last = weekOf(db, 4, '2026-11-19');
    expect(last.map((d) => d.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weekStatement(last)).toBe('Woche abgeschlossen');
    const current = weekOf(db, 4, '2026-11-23');
    // Monday (open), Tuesday to Friday in the future.
    expect(weekStatement(current)).toBe('Woche offen: 5 Tage unvollständig');
    const team = teamWeek(db, 4, 2026, 47);
    expect(team?.week_overtime).toBe(weekOvertime(last));
    expect(team?.week_overtime).toBe(last.reduce((s, d) => s + d.overtime, 0));
  });

  it('computes breaks and legally required break time', () => {
    expect(requiredBreak(6 * 3600)).toBe(0);
    expect(requiredBreak(6 * 3600 + 1)).toBe(1800);
    expect(requiredBreak(9 * 3600 + 1)).toBe(2700);
    const db = fresh();
    const day = clockingsOfDay(db, 2, '2026-11-18');
    expect(day.breaks.items).toHaveLength(day.clockings.items.length - 1);
    const gap = day.breaks.items[0];
    expect(gap.from).toBe(day.clockings.items[0].clock_out);
    expect(gap.to).toBe(day.clockings.items[1].clock_in);
    expect(day.breaks.done).toBe(gap.time);
    expect(day.breaks.pending).toBe(Math.max(0, day.breaks.required - day.breaks.done));
  });

  it('resolves ISO weeks, including week 53 and the ISO year', () => {
    expect(mondayOfIsoWeek(2026, 48)).toBe('2026-11-23');
    expect(mondayOfIsoWeek(2020, 53)).toBe('2020-12-28');
    expect(mondayOfIsoWeek(2021, 53)).toBeNull();
    expect(mondayOfIsoWeek(2026, 0)).toBeNull();
  });

  it('lists a period day by day', () => {
    const db = fresh();
    const days = daysBetween(db, 4, '2026-02-26', '2026-03-02');
    expect(days.map((d) => d.date)).toEqual(['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('refuses a clocking in the future and forces home office on a business trip', () => {
    const db = fresh();
    const future = createClocking(db, {
      userId: 4,
      clockIn: new Date('2026-11-24T08:00:00+01:00').getTime(),
      clockOut: new Date('2026-11-24T12:00:00+01:00').getTime(),
      comment: 'später',
      type: 'regulär',
      homeOffice: false,
    });
    expect(future.ok).toBe(false);
    const trip = createClocking(db, {
      userId: 4,
      clockIn: new Date('2026-11-21T10:00:00+01:00').getTime(),
      clockOut: new Date('2026-11-21T12:00:00+01:00').getTime(),
      comment: 'Kunde',
      type: 'geschäftlich unterwegs',
      homeOffice: false,
    });
    expect(trip.ok && trip.value.homeOffice).toBe(true);
  });
});
