// Short-time work (Kurzarbeit) lowers the required time of the days it covers, through the one day
// engine every week view and the overtime account use (README "Admin area").
import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import '@mocks/node';
import type { ShortTimeSaved } from '../../packages/core/src/api/wire-types-short-time';
import type { OvertimeEntry } from '../../packages/core/src/api/wire-types-admin';
import type { Day, TeamWeekResponse } from '../../packages/core/src/api/wire-types-timetracking';
import { db, resetDb } from '../db';
import { get, write } from '../testing/http';
import type { WeekSummary } from './weeks.rules';

/** Monday 23 November 2026, 09:30 Berlin (KW 48). */
const ADMIN = 1;
/** Anna Berger: 4 days x 6 h since 2024, no short-time work since 2020. */
const ANNA = 5;

const adminWeek = async (userId: number, day: string) => (await get<WeekSummary>(`/admin/clocking/week-overview/${userId}/${day}`)).body;
const ownWeek = async (day: string) => (await get<Day[]>(`/json/clocking/week-overview/${day}`)).body;
const createPeriod = async (userId: number, from: string, to: string | null) => {
  const answer = await write<ShortTimeSaved>('POST', `/admin/users/${userId}/short-time/create`, { from, to });
  expect(answer.status).toBe(200);
  return answer.body.entry.id;
};
const deletePeriod = async (userId: number, id: number) =>
  expect((await write('DELETE', `/admin/users/${userId}/short-time/${id}`)).status).toBe(200);
const requiredOf = (days: readonly Day[], from: string, to: string) =>
  days.filter((d) => d.date >= from && d.date <= to).reduce((s, d) => s + d.required, 0);

beforeEach(() => {
  resetDb({ now: NOW, currentUserId: ADMIN });
});

describe('short-time work lowers the required time of the days it covers', () => {
  it("a period in last week: those days require nothing, the week's required time and overtime follow; deleting it restores both", async () => {
    const before = await adminWeek(ANNA, '2026-11-18');
    const covered = requiredOf(before.days, '2026-11-17', '2026-11-18');
    expect(covered).toBeGreaterThan(0);

    const id = await createPeriod(ANNA, '2026-11-17', '2026-11-18');
    const during = await adminWeek(ANNA, '2026-11-18');
    expect(during.days.filter((d) => d.date === '2026-11-17' || d.date === '2026-11-18').map((d) => d.required)).toEqual([0, 0]);
    expect(during.week_required).toBe(before.week_required - covered);
    // Past days: what was worked stays, so the week's overtime rises by what is no longer required.
    expect(during.week_done).toBe(before.week_done);
    expect(during.week_overtime).toBe(before.week_overtime + covered);
    // Days outside the period keep their required time.
    expect(requiredOf(during.days, '2026-11-19', '2026-11-22')).toBe(requiredOf(before.days, '2026-11-19', '2026-11-22'));

    await deletePeriod(ANNA, id);
    const after = await adminWeek(ANNA, '2026-11-18');
    expect(after.week_required).toBe(before.week_required);
    expect(after.week_overtime).toBe(before.week_overtime);
  });

  it('the employee sees it in their own week, and the overtime account takes it with the week’s recalculation', async () => {
    const before = await adminWeek(ANNA, '2026-11-18');
    const year = async () => (await get<OvertimeEntry[]>(`/admin/overtime/${ANNA}/year/2026`)).body;
    const entryOf47 = (entries: OvertimeEntry[]) => entries.find((e) => e.yearkw === '2026-47' && e.type === 'calculated');
    expect(entryOf47(await year())?.overtime).toBe(before.week_overtime);

    await createPeriod(ANNA, '2026-11-16', '2026-11-22');
    db.currentUserId = ANNA;
    const own = await ownWeek('2026-11-18');
    expect(own.map((d) => d.required)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const dn = db.users.find((u) => u.id === ANNA)?.dn ?? '';
    const team = (await get<TeamWeekResponse>(`/json/team/clocking/week-overview?dn=${encodeURIComponent(dn)}&year=2026&week=47`)).body;
    expect(team.clockings.map((d) => d.required)).toEqual([0, 0, 0, 0, 0, 0, 0]);

    db.currentUserId = ADMIN;
    expect((await write('POST', `/admin/overtime/recalculate/${ANNA}/2026-W47`)).status).toBe(200);
    expect(entryOf47(await year())?.overtime).toBe(before.week_done);
  });

  it('an open-ended period covers the coming weeks too', async () => {
    const nextWeek = await adminWeek(ANNA, '2026-11-30');
    expect(nextWeek.week_required).toBeGreaterThan(0);
    const id = await createPeriod(ANNA, '2026-11-25', null);
    expect((await adminWeek(ANNA, '2026-11-30')).week_required).toBe(0);
    const thisWeek = await adminWeek(ANNA, '2026-11-23');
    expect(thisWeek.week_required).toBe(requiredOf(nextWeek.days, '2026-11-30', '2026-12-01'));
    await deletePeriod(ANNA, id);
    expect((await adminWeek(ANNA, '2026-11-30')).week_required).toBe(nextWeek.week_required);
  });

  it('an hourly-based contract (h/Woche only) loses the share of its working days in the period', async () => {
    const form: Record<string, string> = {
      valid_from: '2026-W50',
      week_hours: '30',
      weekdays: '5',
      vacation_value: '6',
      vacation_days: '30',
    };
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) {
      form[day] = '00:00';
      form[`break_${day}`] = '0';
    }
    expect((await write('POST', `/admin/working-hours/${ANNA}`, form)).status).toBe(200);
    const full = await adminWeek(ANNA, '2026-12-09');
    expect(full).toMatchObject({ hourly_based: true, week_required: 30 * 3600 });
    // Thursday and Friday of KW 50 (and the weekend, which is no working day of a 5-day week).
    await createPeriod(ANNA, '2026-12-10', '2026-12-13');
    expect((await adminWeek(ANNA, '2026-12-09')).week_required).toBe((30 * 3600 * 3) / 5);
  });
});
