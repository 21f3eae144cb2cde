// The schedulers' rules on the emulated server (spec 02 §6, issue 19 point 5): role and permission
// flag are checked on every save (not once per page), and the seed never plans anybody on their own
// absence day.
import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type { AttendanceWeekResponse, HelpdeskWeekResponse } from '../../packages/core/src/api/wire-types-scheduling';
import { db, resetDb } from '../db';
import { vacationTable } from '../timetracking/clockings.seed';
import { get, write } from '../testing/http';
import { schedulingHandlers } from './handlers';
import { schedulingState } from './schedule.seed';

const ts = (day: string) => new Date(`${day}T00:00:00+01:00`).getTime() / 1000;
const WORKING = new Set(['hd_frueh', 'hd_spaet']);

interface Message {
  message: string;
}

beforeEach(() => {
  resetDb({ now: NOW });
  server.use(...handlers, ...schedulingHandlers);
});

/** The seeded weeks around now (the seed plans a window of weeks). */
const MONDAYS = ['2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'];

describe('the schedulers’ rules', () => {
  it('helpdesk: the permission flag is checked on every save — taken away mid-week, the next day is refused (403, German)', async () => {
    db.currentUserId = 4;
    schedulingState(db).helpdeskEditors.add(4);
    expect((await write('POST', '/json/scheduler/helpdesk/schedule', { user_id: 2, date: '2026-12-01', type: 'hd_spaet' })).status).toBe(
      200,
    );
    schedulingState(db).helpdeskEditors.delete(4);
    const refused = await write<Message>('POST', '/json/scheduler/helpdesk/schedule', { user_id: 2, date: '2026-12-02', type: 'hd_spaet' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sie dürfen den Helpdesk-Dienstplan nicht bearbeiten.');
  });

  it('helpdesk: the role is checked on every save — a role path taken away refuses the next save', async () => {
    db.currentUserId = 6;
    expect((await write('POST', '/json/scheduler/helpdesk/schedule', { user_id: 2, date: '2026-12-01', type: 'hd_frei' })).status).toBe(
      200,
    );
    const lukas = db.users.find((u) => u.id === 6)!;
    lukas.roles = lukas.roles.filter((r) => !r.endsWith('HelpdeskDienstplan.Admin'));
    expect((await write('POST', '/json/scheduler/helpdesk/schedule', { user_id: 2, date: '2026-12-02', type: 'hd_frei' })).status).toBe(
      403,
    );
  });

  it('Icinga-Master: role and flag on every save — the flag taken away refuses the next day', async () => {
    db.currentUserId = 4;
    schedulingState(db).attendanceEditors.add(4);
    expect((await write('POST', '/json/scheduler/icinga-master/save', { user: 5, date: ts('2026-12-01') })).status).toBe(200);
    schedulingState(db).attendanceEditors.delete(4);
    const refused = await write<Message>('POST', '/json/scheduler/icinga-master/save', { user: 5, date: ts('2026-12-02') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/nicht bearbeiten/);
  });

  it('the seed never plans anybody on their own absence day: a day the rotation’s person is away goes to the next one', async () => {
    const week = async () => (await get<AttendanceWeekResponse>('/json/scheduler/icinga-master/week/2026-11-24')).body;
    const tuesday = String(ts('2026-11-24'));
    const planned = (await week()).attendanceShiftsWeekdays[tuesday];
    expect(planned).not.toBeNull();
    vacationTable(db, planned!).push({
      id: 990001,
      userId: planned!,
      date: '2026-11-24',
      value: 1,
      absentType: 'Urlaub',
      requestId: 990001,
    });
    const replanned = (await week()).attendanceShiftsWeekdays[tuesday];
    expect(replanned).not.toBeNull();
    expect(replanned).not.toBe(planned);
    // The rest of the week stays with the rotation's person.
    expect((await week()).attendanceShiftsWeekdays[String(ts('2026-11-25'))]).toBe(planned);
  });

  it('the seed never plans anybody on their own absence day (helpdesk: no working shift; Icinga-Master: not on duty)', async () => {
    let helpdeskChecked = 0;
    let icingaChecked = 0;
    for (const monday of MONDAYS) {
      const helpdesk = (await get<HelpdeskWeekResponse>(`/json/scheduler/helpdesk/week/${monday}`)).body;
      for (const shift of helpdesk.shifts) {
        const away = new Set(shift.vacations.map((v) => v.vacation_date));
        for (const s of shift.schedules) {
          if (away.has(s.day)) {
            helpdeskChecked += 1;
            expect(WORKING.has(s.type), `${shift.user_id} am ${s.day}`).toBe(false);
          }
        }
      }
      const icinga = (await get<AttendanceWeekResponse>(`/json/scheduler/icinga-master/week/${monday}`)).body;
      const duties = { ...icinga.attendanceShiftsWeekdays, ...icinga.attendanceShiftsWeekends };
      for (const [stamp, userId] of Object.entries(duties)) {
        if (userId === null) continue;
        const day = new Date(Number(stamp) * 1000 + 12 * 3600_000).toISOString().slice(0, 10);
        icingaChecked += 1;
        expect(
          vacationTable(db, userId).some((v) => v.userId === userId && v.date === day),
          `${userId} am ${day}`,
        ).toBe(false);
      }
    }
    // The weeks hold absences of planned people (the rule is exercised, not vacuous).
    expect(helpdeskChecked).toBeGreaterThan(0);
    expect(icingaChecked).toBeGreaterThan(0);
  });
});
