// The day engine's memory (issue 7): a closed week is computed once, and a write forgets exactly the
// weeks it touches; answers after a write equal those of a database that never remembered anything.
import { TEST_NOW as NOW } from '@test/clock';
import { describe, expect, it } from 'vitest';
import { resetDb } from '../db';
import type { MockDb } from '../db/db';
import { fromWall } from '../db/time';
import { overtimeTotal } from '../admin/overtime.rules';
import { saveWorkingHours } from '../admin/working-hours.rules';
import { clockingTable } from './clockings.seed';
import { createClocking, recalculateWeek, updateClocking } from './clockings.rules';
import { daysBetween, weekOvertime } from './days.rules';
import { engineStats, rememberedWeeks } from './engine';

/** Monday 23 November 2026, 09:30 Berlin. */
const MAX = 4;
const FROM = '2026-09-28';
const TO = '2026-11-22';
/** Mondays of the eight closed weeks FROM..TO. */
const MONDAYS = ['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'];

const fresh = (): MockDb => resetDb({ now: NOW, currentUserId: 1 });

/** Overtime per week and the running balance after each week. */
function balances(db: MockDb) {
  const days = daysBetween(db, MAX, FROM, TO);
  const weeks = MONDAYS.map((_, i) => weekOvertime(days.slice(i * 7, i * 7 + 7)));
  let sum = 0;
  return { days, weeks, running: weeks.map((w) => (sum += w)) };
}

/** Ends Max's first clocking of Wednesday 4 November an hour earlier, through the rules. */
function shortenWednesday(db: MockDb) {
  const c = clockingTable(db, MAX).find((x) => x.userId === MAX && x.clockIn.startsWith('2026-11-04'));
  if (!c?.clockOut) throw new Error('seed: no clocking on 2026-11-04');
  const outcome = updateClocking(db, {
    id: c.id,
    clockIn: fromWall(c.clockIn).getTime(),
    clockOut: fromWall(c.clockOut).getTime() - 3600_000,
    comment: 'früher gegangen',
    type: c.type,
    homeOffice: c.homeOffice,
  });
  expect(outcome.ok).toBe(true);
}

describe('day engine memory', () => {
  it('computes a closed week once; the open current week every time', () => {
    const db = fresh();
    balances(db);
    const first = engineStats(db);
    expect(rememberedWeeks(db, MAX)).toEqual(MONDAYS);
    balances(db);
    daysBetween(db, MAX, '2026-11-23', '2026-11-29');
    const second = engineStats(db);
    expect(second.weeksComputed - first.weeksComputed).toBe(1);
    expect(second.weeksFromMemory - first.weeksFromMemory).toBe(MONDAYS.length);
    expect(second.indexesBuilt).toBe(1);
  });

  it('a changed clocking forgets exactly its week: that week and every later balance change, earlier ones do not', () => {
    const db = fresh();
    const before = balances(db);
    const computed = engineStats(db).weeksComputed;
    shortenWednesday(db);
    expect(rememberedWeeks(db, MAX)).toEqual(MONDAYS.filter((m) => m !== '2026-11-02'));
    const after = balances(db);
    expect(engineStats(db).weeksComputed - computed).toBe(1);
    const changed = MONDAYS.indexOf('2026-11-02');
    after.weeks.forEach((w, i) => expect(w).toBe(i === changed ? before.weeks[i] - 3600 : before.weeks[i]));
    after.running.forEach((r, i) => expect(r).toBe(i < changed ? before.running[i] : before.running[i] - 3600));
    // The untouched weeks are the very objects computed before.
    expect(after.days[0]).toBe(before.days[0]);

    // The same write on a database that never remembered anything gives the same answers.
    const cold = fresh();
    shortenWednesday(cold);
    expect(balances(cold).days).toEqual(after.days);
  });

  it('the overtime account follows once the touched week is recalculated (its snapshots are the spec’s)', () => {
    const db = fresh();
    const total = overtimeTotal(db, MAX);
    shortenWednesday(db);
    expect(overtimeTotal(db, MAX)).toBe(total);
    expect(recalculateWeek(db, MAX, 2026, 45).ok).toBe(true);
    expect(overtimeTotal(db, MAX)).toBe(total - 3600);
  });

  it('a new contract forgets the weeks from its start on, a new clocking only its day’s week', () => {
    const db = fresh();
    balances(db);
    const saved = saveWorkingHours(db, MAX, {
      monday: '06:00',
      tuesday: '06:00',
      wednesday: '06:00',
      thursday: '06:00',
      friday: '06:00',
      saturday: '00:00',
      sunday: '00:00',
      break_monday: '0',
      break_tuesday: '0',
      break_wednesday: '0',
      break_thursday: '0',
      break_friday: '0',
      break_saturday: '0',
      break_sunday: '0',
      week_hours: '30',
      weekdays: '5',
      vacation_value: '6',
      vacation_days: '30',
      valid_from: '2026-W49',
    });
    expect(saved.ok).toBe(true);
    expect(rememberedWeeks(db, MAX)).toEqual(MONDAYS);
    const created = createClocking(db, {
      userId: MAX,
      clockIn: new Date('2026-10-10T10:00:00+02:00').getTime(),
      clockOut: new Date('2026-10-10T11:00:00+02:00').getTime(),
      comment: 'Samstag nachgetragen',
      type: 'regulär',
      homeOffice: false,
    });
    expect(created.ok).toBe(true);
    expect(rememberedWeeks(db, MAX)).toEqual(MONDAYS.filter((m) => m !== '2026-10-05'));
  });

  it('forgets everything after a write nobody announced (a row pushed by hand)', () => {
    const db = fresh();
    const before = balances(db);
    clockingTable(db, MAX).push({
      id: 9_999_001,
      userId: MAX,
      clockIn: '2026-10-03 10:00:00',
      clockOut: '2026-10-03 11:30:00',
      type: 'regulär',
      comment: null,
      homeOffice: false,
      addedFromUser: true,
    });
    const after = balances(db);
    expect(engineStats(db).resets).toBe(1);
    expect(after.weeks[0]).toBe(before.weeks[0] + 5400);
  });
});
