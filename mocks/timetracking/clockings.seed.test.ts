import { TEST_NOW } from '@test/clock';
import { describe, expect, it } from 'vitest';
import { resetDb } from '../db';
import { createDb, type MockDb } from '../db/db';
import { absentOn, clockingTable, seedTimetracking, timetrackingState, vacationTable } from './clockings.seed';
import { addDaysIso } from '@stempeluhr/core/time';
import { createClocking } from './clockings.rules';

/** Monday 23 November 2026, 09:30 Berlin. */
const MONDAY = TEST_NOW;

const fresh = (now: Date = MONDAY): MockDb => resetDb({ now });

describe('timetracking seed', () => {
  it('is deterministic: two resets with the same now give the same rows', () => {
    const a = fresh();
    const rowsA = JSON.stringify([a.clockings.slice(0, 50), a.clockings.slice(-50), a.vacations.slice(0, 20), a.clockings.length]);
    const b = fresh();
    const rowsB = JSON.stringify([b.clockings.slice(0, 50), b.clockings.slice(-50), b.vacations.slice(0, 20), b.clockings.length]);
    expect(rowsA).toBe(rowsB);
  });

  it("seeds on first use: one user's table alone, then everyone when the whole table is read", () => {
    // How long a reset and the first reads take is the bench's (`npm run bench`, the scale cases' first
    // answers), not a test's: a time bound here failed on a busy machine.
    const db = createDb({ now: MONDAY }, [seedTimetracking]);
    const own = clockingTable(db, 4);
    expect(own.length).toBeGreaterThan(1000);
    expect(new Set(own.map((c) => c.userId))).toEqual(new Set([4]));
    expect(db.clockings.length).toBeGreaterThan(20_000);
    expect(new Set(db.clockings.map((c) => c.userId)).size).toBeGreaterThan(1);
  });

  it('keeps a user seeded lazily consistent with the full table', () => {
    const db = fresh();
    const before = clockingTable(db, 4).filter((c) => c.userId === 4).length;
    const created = createClocking(db, {
      userId: 4,
      clockIn: new Date('2026-11-21T10:00:00+01:00').getTime(),
      clockOut: new Date('2026-11-21T11:00:00+01:00').getTime(),
      comment: 'Samstag',
      type: 'regulär',
      homeOffice: false,
    });
    expect(created.ok).toBe(true);
    expect(db.clockings.filter((c) => c.userId === 4)).toHaveLength(before + 1);
    expect(new Set(db.clockings.map((c) => c.id)).size).toBe(db.clockings.length);
    expect(new Set(db.vacations.map((v) => v.id)).size).toBe(db.vacations.length);
  });

  it('covers every user but the deleted ones, from 2020-01-06 to now, weekends and holidays free', () => {
    const db = fresh();
    const users = new Set(db.clockings.map((c) => c.userId));
    const active = db.users.filter((u) => !u.deleted).map((u) => u.id);
    expect(active).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
    expect([...users].sort((a, b) => a - b)).toEqual(active.sort((a, b) => a - b));
    const first = db.clockings.reduce((min, c) => (c.clockIn < min ? c.clockIn : min), '9999');
    expect(first.slice(0, 10)).toBe('2020-01-06');
    expect(db.clockings.every((c) => c.clockIn <= '2026-11-23 09:30:00')).toBe(true);
    // Max Müller never works on weekends or on a full public holiday.
    const max = db.clockings.filter((c) => c.userId === 4);
    const weekend = max.filter((c) => [0, 6].includes(new Date(`${c.clockIn.slice(0, 10)}T12:00:00`).getDay()));
    expect(weekend).toEqual([]);
    expect(max.some((c) => c.clockIn.startsWith('2025-12-25'))).toBe(false);
    expect(max.some((c) => c.clockIn.startsWith('2025-10-03'))).toBe(false);
  });

  it('has home-office days, short business trips, full and half vacations and sick days', () => {
    const db = fresh();
    const max = db.clockings.filter((c) => c.userId === 4);
    const homeShare = max.filter((c) => c.homeOffice).length / max.length;
    expect(homeShare).toBeGreaterThan(0.25);
    expect(homeShare).toBeLessThan(0.55);
    const trips = db.clockings.filter((c) => c.type === 'geschäftlich unterwegs');
    expect(trips.length).toBeGreaterThan(10);
    expect(trips.every((c) => c.homeOffice && c.comment)).toBe(true);
    expect(db.vacations.some((v) => v.value === 1 && v.absentType === 'Urlaub')).toBe(true);
    expect(db.vacations.some((v) => v.value === 0.5)).toBe(true);
    expect(db.vacations.some((v) => v.absentType === 'Krank')).toBe(true);
    // A full day of vacation has no clockings.
    const full = db.vacations.find((v) => v.userId === 4 && v.value === 1 && v.date < '2026-11-01');
    expect(full).toBeDefined();
    expect(max.some((c) => c.clockIn.startsWith(full!.date))).toBe(false);
  });

  it('clocks Max Müller in since 07:5x on a working day after 08:00, but not before 08:00 or on a weekend', () => {
    const open = (db: MockDb) => clockingTable(db, 4).filter((c) => c.userId === 4 && c.clockOut === null);
    const monday = open(fresh());
    expect(monday).toHaveLength(1);
    expect(monday[0].clockIn).toMatch(/^2026-11-23 07:5\d:\d\d$/);
    expect(open(fresh(new Date('2026-11-23T07:45:00+01:00')))).toEqual([]);
    expect(open(fresh(new Date('2026-11-22T11:00:00+01:00')))).toEqual([]);
  });

  it('gives Mehmet Yılmaz (7) a night shift from yesterday 22:00 until 06:00 today', () => {
    const db = fresh();
    const night = clockingTable(db, 7).filter((c) => c.userId === 7 && c.clockIn === '2026-11-22 22:00:00');
    expect(night).toHaveLength(1);
    expect(night[0].clockOut).toBe('2026-11-23 06:00:00');
    // Still running at 03:00.
    const early = fresh(new Date('2026-11-24T03:00:00+01:00'));
    expect(clockingTable(early, 7).find((c) => c.userId === 7 && c.clockIn === '2026-11-23 22:00:00')?.clockOut).toBeNull();
  });

  it('seeds a Zeitbonus and a planned half day of Urlaub this Friday for user 4', () => {
    const db = fresh();
    expect(timetrackingState(db).bonuses.get('4|2026-11-17')).toBe(3600);
    expect(db.vacations.find((v) => v.userId === 4 && v.date === '2026-11-27')).toMatchObject({ value: 0.5, absentType: 'Urlaub' });
  });

  it('answers an absence from the rule, without seeding, exactly as the seeded rows do', () => {
    const rule = fresh();
    const seeded = fresh();
    for (const userId of [2, 3, 4, 5, 6, 9, 11, 12]) {
      const rows = new Set(
        vacationTable(seeded, userId)
          .filter((v) => v.userId === userId)
          .map((v) => v.date),
      );
      for (let day = '2025-12-29'; day <= '2026-12-31'; day = addDaysIso(day, 1))
        expect(absentOn(rule, userId, day), `${userId} ${day}`).toBe(rows.has(day));
      expect(clockingTable(rule, userId).some((c) => c.userId === userId)).toBe(userId !== 12);
    }
  });
});

describe('seeded week overtime (users not seeded yet)', () => {
  it('equals the day engine over the seeded rows, week by week, for every kind of seeded user', async () => {
    const { seededWeekOvertime } = await import('./clockings.seed');
    const { daysBetween, weekOvertime } = await import('./days.rules');
    for (const userId of [2, 5, 6, 9, 11, 12, 30]) {
      const db = fresh();
      const rule = seededWeekOvertime(db, userId);
      if (userId === 12) {
        expect(rule).toBeNull();
        continue;
      }
      expect(rule?.size).toBeGreaterThan(300);
      const days = daysBetween(db, userId, '2020-01-06', '2026-11-22');
      const engine = new Map<string, number>();
      for (let i = 0; i < days.length; i += 7) engine.set(days[i].date, weekOvertime(days.slice(i, i + 7)));
      expect(rule).toEqual(engine);
      // Once the user has rows, the rows answer.
      expect(seededWeekOvertime(db, userId)).toBeNull();
    }
    expect(seededWeekOvertime(fresh(), 4)).toBeNull();
    expect(seededWeekOvertime(fresh(), 7)).toBeNull();
  });
});
