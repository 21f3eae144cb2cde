import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type { ClockingsResponse, TeamWeekResponse } from '../../packages/core/src/api/wire-types-timetracking';
import type { IcingaTeamOverviewResponse, TeamOverviewResponse } from '../../packages/core/src/api/wire-types-team';
import type { AttendanceWeekResponse } from '../../packages/core/src/api/wire-types-scheduling';
import { db, resetDb } from '../db';
import { schedulingHandlers } from '../scheduling/handlers';
import { teamHandlers } from './handlers';
import { get, write } from '../testing/http';

/** Monday 23 November 2026, 09:30 Berlin (ISO week 48). */
const ms = (wall: string) => new Date(wall.replace(' ', 'T')).getTime();

interface Message {
  message: string;
  errors?: Record<string, string[]>;
}

const team = async (path: string) => get<TeamOverviewResponse>(path);
const userOf = (body: TeamOverviewResponse, id: number) => {
  const user = body.users.find((u) => u.id === id);
  if (!user) throw new Error(`user ${id} not in the team answer`);
  return user;
};

beforeEach(() => {
  resetDb({ now: NOW });
  // The area's handlers behind the shared preamble (CSRF check, faults), as the lead will wire them.
  server.use(...handlers, ...teamHandlers, ...schedulingHandlers);
});

describe('GET /clocking/team/{group}', () => {
  it('answers group, ISO week and the active members with the documented fields (current week: no data yet)', async () => {
    const { status, body } = await team('/clocking/team/1');
    expect(status).toBe(200);
    expect(body.group).toEqual({ id: 1, name: 'Helpdesk', leaderId: 2, substituteId: 3 });
    expect(body.week).toEqual({ year: 2026, week: 48 });
    expect(body.users.map((u) => u.displayName)).toEqual(['Anna Berger', 'Julia Wagner', 'Lukas Hoffmann', 'Max Müller', 'Thomas Becker']);
    for (const user of body.users) {
      expect(Object.keys(user).sort()).toEqual(['class', 'clockings_blacklisted', 'displayName', 'dn', 'id', 'overtime']);
      // Monday 09:30: no day of week 48 is settled yet.
      expect(user).toMatchObject({ overtime: 0, class: 'text-bg-secondary', clockings_blacklisted: false });
    }
    expect(userOf(body, 4).dn).toBe('max.mueller');
  });

  it('accepts the group name (any case) and the slug as well as the id', async () => {
    const byId = await team('/clocking/team/3');
    const byName = await team('/clocking/team/Icinga-Master');
    const bySlug = await team('/clocking/team/icinga-master');
    expect((await team('/clocking/team/helpdesk')).body.group).toMatchObject({ id: 1, name: 'Helpdesk' });
    db.currentUserId = 7;
    const asMember = await team('/clocking/team/ICINGA-MASTER');
    expect(byId.status).toBe(403); // user 4 is not in Icinga-Master
    expect(byName.status).toBe(403);
    expect(bySlug.status).toBe(403);
    expect(asMember.status).toBe(200);
    expect(asMember.body.group).toEqual({ id: 3, name: 'Icinga-Master', leaderId: 10, substituteId: 5 });
  });

  it('last week: overtime is the week overtime of the time tracking, the badge class follows its sign', async () => {
    const { status, body } = await team('/clocking/team/Helpdesk?date=2026-11-18');
    expect(status).toBe(200);
    expect(body.week).toEqual({ year: 2026, week: 47 });
    for (const user of body.users) {
      const week = await get<TeamWeekResponse>(`/json/team/clocking/week-overview?dn=${user.dn}&year=2026&week=47`);
      expect(user.overtime).toBe(week.body.week_overtime);
      expect(user.class).toBe(user.overtime >= 0 ? 'text-bg-success' : 'text-bg-danger');
    }
  });

  it('writes change later reads: an added clocking raises the overtime, deleted clockings turn the badge red', async () => {
    db.currentUserId = 2; // the group's lead writes the members' clockings (a member only their own)
    const before = userOf((await team('/clocking/team/1?date=2026-11-18')).body, 5).overtime;
    // Anna Berger works no Saturdays: two extra hours are pure overtime.
    const created = await write('POST', '/clocking/user/create', {
      userId: 5,
      clockIn: ms('2026-11-21 10:00:00'),
      clockOut: ms('2026-11-21 12:00:00'),
      comment: 'Wochenenddienst',
      type: 'regulär',
      homeOffice: false,
      addedFromUser: false,
    });
    expect(created.status).toBe(200);
    const after = userOf((await team('/clocking/team/1?date=2026-11-18')).body, 5);
    expect(after.overtime).toBe(before + 7200);

    // Remove every clocking of Monday to Wednesday: the week ends up well below zero.
    for (const day of ['2026-11-16', '2026-11-17', '2026-11-18']) {
      const { body } = await get<ClockingsResponse>(`/clocking/user/clockings/4/${day}`);
      for (const c of body.clockings.items) expect((await write('DELETE', `/clocking/user/delete/${c.id}?comment=Test`)).status).toBe(200);
    }
    const max = userOf((await team('/clocking/team/1?date=2026-11-18')).body, 4);
    expect(max.overtime).toBeLessThan(0);
    expect(max.class).toBe('text-bg-danger');
  });

  it('a future week has no data: overtime 0, secondary badge', async () => {
    const { body } = await team('/clocking/team/1?date=2026-12-09');
    expect(body.week).toEqual({ year: 2026, week: 50 });
    expect(body.users.every((u) => u.overtime === 0 && u.class === 'text-bg-secondary')).toBe(true);
  });

  it('carries clockings_blacklisted and leaves deleted users out', async () => {
    db.currentUserId = 1;
    const dev = (await team('/clocking/team/Entwicklung')).body;
    expect(userOf(dev, 8).clockings_blacklisted).toBe(true);
    expect(userOf(dev, 1).clockings_blacklisted).toBe(false);
    // Jonas Weber's contract ended 2026-06-30: nothing to compare against any more.
    expect(userOf(dev, 9)).toMatchObject({ overtime: 0, class: 'text-bg-secondary' });

    db.currentUserId = 6;
    const service = (await team('/clocking/team/4')).body;
    expect(service.users.map((u) => u.id)).toEqual([11, 6]);
  });

  it('lets the leader or substitute read without being a member, forbids everyone else (403)', async () => {
    const forbidden = await get<Message>('/clocking/team/Entwicklung');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Sie dürfen diese Gruppe nicht einsehen.');

    db.currentUserId = 1; // an admin reads every group
    expect((await team('/clocking/team/Icinga-Master')).status).toBe(200);
    expect((await get<IcingaTeamOverviewResponse>('/icingamaster/team/Icinga-Master')).status).toBe(200);
    db.currentUserId = 4;

    db.groups.find((g) => g.id === 2)!.substituteId = 4;
    expect((await team('/clocking/team/Entwicklung')).status).toBe(200);
    db.groups.find((g) => g.id === 2)!.substituteId = null;
    db.groups.find((g) => g.id === 2)!.leaderId = 4;
    expect((await team('/clocking/team/2')).status).toBe(200);
  });

  it('unknown group → 404, malformed date → 422 with a date error', async () => {
    for (const path of ['/clocking/team/99', '/clocking/team/Gibt-es-nicht']) {
      const { status, body } = await get<Message>(path);
      expect(status).toBe(404);
      expect(body.message).toBe('Gruppe nicht gefunden.');
    }
    const bad = await get<Message>('/clocking/team/1?date=2026-02-30');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.date).toEqual(['Das Datum ist ungültig (yyyy-MM-dd).']);
  });
});

describe('GET /icingamaster/team/{group}', () => {
  beforeEach(() => {
    db.currentUserId = 10; // Sophie Klein leads Icinga-Master
  });

  it('answers the week of the attendance scheduler with per-day flags per member', async () => {
    const { status, body } = await get<IcingaTeamOverviewResponse>('/icingamaster/team/Icinga-Master?date=2026-11-18');
    expect(status).toBe(200);
    expect(body.group).toEqual({ id: 3, name: 'Icinga-Master' });
    expect(body.team).toBe('icinga-master');
    expect(body.week).toEqual({ year: 2026, week: 47 });
    expect(body.weekDays).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']);
    expect(body.weekendDays).toEqual(['Samstag', 'Sonntag']);
    expect(body.weekDayTimestamps[0]).toBe(new Date('2026-11-16T00:00:00+01:00').getTime() / 1000);
    expect(body.weekendTimestamps).toEqual([
      new Date('2026-11-21T00:00:00+01:00').getTime() / 1000,
      new Date('2026-11-22T00:00:00+01:00').getTime() / 1000,
    ]);
    expect(body.users.map((u) => u.id)).toEqual([5, 7, 10]);

    // The same week from the scheduler: every flag mirrors who is on duty there.
    const plan = (await get<AttendanceWeekResponse>('/json/scheduler/icinga-master/week/2026-11-18')).body;
    for (const user of body.users) {
      expect(Object.keys(user.weekdays)).toEqual(body.weekDayTimestamps.map(String));
      for (const [stamp, onDuty] of Object.entries(user.weekdays)) expect(onDuty).toBe(plan.attendanceShiftsWeekdays[stamp] === user.id);
      for (const [stamp, onDuty] of Object.entries(user.weekends)) expect(onDuty).toBe(plan.attendanceShiftsWeekends[stamp] === user.id);
    }
    // Seeded: one person the whole working week, exactly one per day.
    for (const stamp of body.weekDayTimestamps) expect(body.users.filter((u) => u.weekdays[stamp]).length).toBe(1);
  });

  it('reflects a saved duty; unknown group 404, group without a plan 404, outsiders 403', async () => {
    const monday = new Date('2026-11-30T00:00:00+01:00').getTime() / 1000;
    const empty = (await get<IcingaTeamOverviewResponse>('/icingamaster/team/3?date=2026-11-30')).body;
    expect(empty.users.every((u) => !u.weekdays[monday])).toBe(true);
    expect((await write('POST', '/json/scheduler/icinga-master/save', { user: 7, date: monday })).status).toBe(200);
    const saved = (await get<IcingaTeamOverviewResponse>('/icingamaster/team/3?date=2026-11-30')).body;
    expect(saved.users.find((u) => u.id === 7)?.weekdays[monday]).toBe(true);

    expect((await get<Message>('/icingamaster/team/42')).status).toBe(404);
    db.currentUserId = 2;
    const none = await get<Message>('/icingamaster/team/Helpdesk');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Für diese Gruppe gibt es keinen Bereitschaftsplan.');
    const outsider = await get<Message>('/icingamaster/team/icinga-master');
    expect(outsider.status).toBe(403);
    expect(outsider.body.message).toBe('Sie dürfen diese Gruppe nicht einsehen.');
  });
});

describe('CSRF', () => {
  it('a write without the token is 419 and changes nothing', async () => {
    db.currentUserId = 10;
    const monday = new Date('2026-11-30T00:00:00+01:00').getTime() / 1000;
    const refused = await write<Message>('POST', '/json/scheduler/icinga-master/save', { user: 7, date: monday }, null);
    expect(refused.status).toBe(419);
    const week = (await get<IcingaTeamOverviewResponse>('/icingamaster/team/3?date=2026-11-30')).body;
    expect(week.users.every((u) => !u.weekdays[monday])).toBe(true);
  });
});
