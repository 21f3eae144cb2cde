import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type {
  AttendanceSaved,
  AttendanceWeekResponse,
  HelpdeskScheduleSaved,
  HelpdeskSortingEntry,
  HelpdeskWeekResponse,
} from '../../packages/core/src/api/wire-types-scheduling';
import { db, resetDb } from '../db';
import type { MockUser } from '../db/seed-people';
import { isAttendanceAdmin } from './attendance.rules';
import { schedulingState } from './schedule.seed';
import { schedulingHandlers } from './handlers';
import { get, write } from '../testing/http';

/** Monday 23 November 2026, 09:30 Berlin (ISO week 48). */
/** Unix seconds of 00:00 Berlin. */
const ts = (day: string) => new Date(`${day}T00:00:00+01:00`).getTime() / 1000;

interface Message {
  message: string;
}

const HELPDESK_ADMIN = 6; // Lukas Hoffmann holds Intern.Rollen.HelpdeskDienstplan.Admin
const userIds = (list: HelpdeskSortingEntry[]) => list.map((e) => e.user_id);
const sorting = async () => (await get<HelpdeskSortingEntry[]>('/scheduler/helpdesk/sorting')).body;
const helpdeskWeek = async (date: string) => (await get<HelpdeskWeekResponse>(`/json/scheduler/helpdesk/week/${date}`)).body;
const shiftOf = (week: HelpdeskWeekResponse, userId: number) => {
  const shift = week.shifts.find((s) => s.user_id === userId);
  if (!shift) throw new Error(`no shift row for user ${userId}`);
  return shift;
};
const schedule = (body: unknown, token?: string | null) =>
  write<HelpdeskScheduleSaved & Message>('POST', '/json/scheduler/helpdesk/schedule', body, token);

beforeEach(() => {
  resetDb({ now: NOW });
  // The area's handlers behind the shared preamble (CSRF check, faults), as the lead will wire them.
  server.use(...handlers, ...schedulingHandlers);
});

describe('helpdesk sorting', () => {
  it('sync drops leavers and appends missing members, answering the new list', async () => {
    const seeded = await sorting();
    expect(userIds(seeded)).toEqual([2, 6, 3, 9, 4]);

    db.currentUserId = HELPDESK_ADMIN;
    const { status, body } = await get<HelpdeskSortingEntry[]>('/scheduler/helpdesk/sorting/sync');
    expect(status).toBe(200);
    expect(userIds(body)).toEqual([2, 6, 3, 4, 5]);
    expect(body.map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
    expect(body[0]).toEqual({ id: 1, user_id: 2, position: 1, user: { dn: 'thomas.becker', displayName: 'Thomas Becker' } });
    expect(body[4]).toMatchObject({ user_id: 5, user: { dn: 'anna.berger', displayName: 'Anna Berger' } });
    expect(await sorting()).toEqual(body);

    // A second sync is stable; a new member is appended after a membership change.
    expect((await get<HelpdeskSortingEntry[]>('/scheduler/helpdesk/sorting/sync')).body).toEqual(body);
    db.users.find((u) => u.id === 11)!.groupIds.push(1);
    db.users.find((u) => u.id === 2)!.groupIds = [];
    expect(userIds((await get<HelpdeskSortingEntry[]>('/scheduler/helpdesk/sorting/sync')).body)).toEqual([6, 3, 4, 5, 11]);
  });

  it('up and down swap with the neighbour; first up and last down are no-ops', async () => {
    db.currentUserId = HELPDESK_ADMIN;
    const up = await get<HelpdeskSortingEntry[]>('/scheduler/helpdesk/sorting/up/3');
    expect(up.status).toBe(200);
    expect(userIds(up.body)).toEqual([2, 3, 6, 9, 4]);
    expect(up.body.map((e) => e.position)).toEqual([1, 2, 3, 4, 5]);
    expect(userIds((await get<HelpdeskSortingEntry[]>('/scheduler/helpdesk/sorting/down/1')).body)).toEqual([3, 2, 6, 9, 4]);
    expect(userIds((await get<HelpdeskSortingEntry[]>('/scheduler/helpdesk/sorting/up/3')).body)).toEqual([3, 2, 6, 9, 4]);
    expect(userIds((await get<HelpdeskSortingEntry[]>('/scheduler/helpdesk/sorting/down/5')).body)).toEqual([3, 2, 6, 9, 4]);
    expect(userIds(await sorting())).toEqual([3, 2, 6, 9, 4]);
    // The scheduler follows the list.
    expect((await helpdeskWeek('2026-11-18')).shifts.map((s) => s.user_id)).toEqual([3, 2, 6, 9, 4]);
  });

  it('DELETE removes the entry and answers the renumbered list', async () => {
    db.currentUserId = HELPDESK_ADMIN;
    const { status, body } = await write<HelpdeskSortingEntry[]>('DELETE', '/scheduler/helpdesk/sorting/4');
    expect(status).toBe(200);
    expect(userIds(body)).toEqual([2, 6, 3, 4]);
    expect(body.map((e) => e.position)).toEqual([1, 2, 3, 4]);
    expect(userIds(await sorting())).toEqual([2, 6, 3, 4]);
  });

  it('unknown ids are 404; without the HelpdeskDienstplan.Admin role every change is 403', async () => {
    db.currentUserId = HELPDESK_ADMIN;
    for (const [method, path] of [
      ['GET', '/scheduler/helpdesk/sorting/up/77'],
      ['GET', '/scheduler/helpdesk/sorting/down/77'],
      ['DELETE', '/scheduler/helpdesk/sorting/77'],
    ] as const) {
      const answer = method === 'GET' ? await get<Message>(path) : await write<Message>('DELETE', path);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Eintrag nicht gefunden.');
    }

    db.currentUserId = 2; // team lead of the Helpdesk, but no scheduler admin
    for (const path of ['/scheduler/helpdesk/sorting/sync', '/scheduler/helpdesk/sorting/up/3', '/scheduler/helpdesk/sorting/down/3']) {
      const answer = await get<Message>(path);
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('Nur Administratoren des Helpdesk-Dienstplans dürfen die Reihenfolge ändern.');
    }
    expect((await write<Message>('DELETE', '/scheduler/helpdesk/sorting/3')).status).toBe(403);
    expect(userIds(await sorting())).toEqual([2, 6, 3, 9, 4]);
  });

  it('DELETE without the CSRF token is 419 and keeps the entry', async () => {
    db.currentUserId = HELPDESK_ADMIN;
    const refused = await write<Message>('DELETE', '/scheduler/helpdesk/sorting/4', undefined, null);
    expect(refused.status).toBe(419);
    expect(refused.body.message).toBe('CSRF token mismatch.');
    expect(userIds(await sorting())).toEqual([2, 6, 3, 9, 4]);
  });
});

describe('helpdesk scheduler', () => {
  it('answers shifts per listed worker with the seeded week, absences and editable false for others', async () => {
    const week = await helpdeskWeek('2026-11-25');
    expect(Object.keys(week).sort()).toEqual(['editable', 'holidays', 'shifts']);
    expect(week.editable).toBe(false);
    expect(week.holidays).toEqual([]);
    expect(week.shifts.map((s) => s.user_id)).toEqual([2, 6, 3, 9, 4]);
    const max = shiftOf(week, 4);
    expect(max.user).toEqual({ dn: 'max.mueller', displayName: 'Max Müller' });
    expect(max.schedules.map((s) => s.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    // Friday is a planned half day of Urlaub for Max: listed and free in the seeded plan.
    expect(max.vacations).toEqual([{ vacation_date: '2026-11-27' }]);
    expect(max.schedules[4]).toEqual({ user_id: 4, day: '2026-11-27', type: 'hd_frei' });
    for (const shift of week.shifts) {
      for (const s of shift.schedules) expect(['hd_frueh', 'hd_spaet', 'hd_frei']).toContain(s.type);
      expect(shift.schedules.slice(5).every((s) => s.type === 'hd_frei')).toBe(true);
    }
    // Jonas Weber has no contract any more: free all week.
    expect(shiftOf(week, 9).schedules.every((s) => s.type === 'hd_frei')).toBe(true);
    // Weeks after the current one are not planned yet.
    expect((await helpdeskWeek('2026-12-02')).shifts.every((s) => s.schedules.length === 0)).toBe(true);
  });

  it('lists the public holidays of the ISO week', async () => {
    expect((await helpdeskWeek('2026-12-21')).holidays).toEqual([
      { date: '2026-12-24', name: 'Heiligabend' },
      { date: '2026-12-25', name: '1. Weihnachtstag' },
      { date: '2026-12-26', name: '2. Weihnachtstag' },
    ]);
    // Allerheiligen 2026 is the Sunday of ISO week 44.
    expect((await helpdeskWeek('2026-10-26')).holidays).toEqual([{ date: '2026-11-01', name: 'Allerheiligen' }]);
  });

  it('editable for the admin role and for the permission flag', async () => {
    db.currentUserId = HELPDESK_ADMIN;
    expect((await helpdeskWeek('2026-11-23')).editable).toBe(true);
    db.currentUserId = 4;
    schedulingState(db).helpdeskEditors.add(4);
    expect((await helpdeskWeek('2026-11-23')).editable).toBe(true);
    expect((await schedule({ user_id: 2, date: '2026-12-01', type: 'hd_spaet' })).status).toBe(200);
  });

  it('saves one day per call (all seven days of a week), later reads show them', async () => {
    db.currentUserId = HELPDESK_ADMIN;
    const days = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    const types = ['hd_frueh', 'hd_frueh', 'hd_spaet', 'hd_spaet', 'hd_frueh', 'hd_frei', 'hd_frei'];
    for (let i = 0; i < 7; i++) {
      const saved = await schedule({ user_id: 3, date: days[i], type: types[i] });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ user_id: 3, day: days[i], type: types[i] });
    }
    const week = await helpdeskWeek('2026-12-03');
    expect(shiftOf(week, 3).schedules).toEqual(days.map((day, i) => ({ user_id: 3, day, type: types[i] })));
    expect(shiftOf(week, 2).schedules).toEqual([]);

    // Overwrite a seeded day, then clear it.
    expect((await schedule({ user_id: 2, date: '2026-11-24', type: 'hd_spaet' })).body.type).toBe('hd_spaet');
    expect(shiftOf(await helpdeskWeek('2026-11-24'), 2).schedules[1]).toEqual({ user_id: 2, day: '2026-11-24', type: 'hd_spaet' });
    const cleared = await schedule({ user_id: 2, date: '2026-11-24', type: '' });
    expect(cleared.body).toEqual({ user_id: 2, day: '2026-11-24', type: null });
    expect(shiftOf(await helpdeskWeek('2026-11-24'), 2).schedules.map((s) => s.day)).not.toContain('2026-11-24');
  });

  it('refuses a working shift on an absence day (422), accepts hd_frei there', async () => {
    db.currentUserId = HELPDESK_ADMIN;
    const refused = await schedule({ user_id: 4, date: '2026-11-27', type: 'hd_spaet' });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ message: 'Max Müller hat an diesem Tag Urlaub.' });
    expect((await schedule({ user_id: 4, date: '2026-11-27', type: 'hd_frei' })).status).toBe(200);
  });

  it('validates type, date and user; a non-editor gets 403', async () => {
    db.currentUserId = HELPDESK_ADMIN;
    const badType = await schedule({ user_id: 4, date: '2026-11-30', type: 'hd_nacht' });
    expect(badType.status).toBe(422);
    expect(badType.body.message).toBe('Unbekannte Schichtart „hd_nacht“. Erlaubt sind: hd_frueh, hd_spaet, hd_frei.');
    const badDate = await schedule({ user_id: 4, date: '30.11.2026', type: 'hd_frueh' });
    expect(badDate.status).toBe(422);
    expect(badDate.body.message).toBe('Das Datum ist ungültig.');
    const unknown = await schedule({ user_id: 404, date: '2026-11-30', type: 'hd_frueh' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Benutzer nicht gefunden.');
    const outsider = await schedule({ user_id: 7, date: '2026-11-30', type: 'hd_frueh' });
    expect(outsider.status).toBe(422);
    expect(outsider.body.message).toBe('Mehmet Yılmaz steht nicht im Helpdesk-Dienstplan.');
    expect((await get<Message>('/json/scheduler/helpdesk/week/kein-datum')).status).toBe(422);

    db.currentUserId = 4;
    const forbidden = await schedule({ user_id: 4, date: '2026-11-30', type: 'hd_frueh' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Sie dürfen den Helpdesk-Dienstplan nicht bearbeiten.');
    expect(shiftOf(await helpdeskWeek('2026-11-30'), 4).schedules).toEqual([]);
  });

  it('a schedule without the CSRF token is 419', async () => {
    db.currentUserId = HELPDESK_ADMIN;
    expect((await schedule({ user_id: 4, date: '2026-11-30', type: 'hd_frueh' }, null)).status).toBe(419);
    expect(shiftOf(await helpdeskWeek('2026-11-30'), 4).schedules).toEqual([]);
  });
});

describe('Icinga-master attendance scheduler', () => {
  const week = async (date: string | number) => get<AttendanceWeekResponse>(`/json/scheduler/icinga-master/week/${date}`);
  const save = (body: unknown) => write<AttendanceSaved & Message>('POST', '/json/scheduler/icinga-master/save', body);

  beforeEach(() => {
    db.currentUserId = 10; // Sophie Klein, lead of Icinga-Master, holds Intern.Rollen.IcingaMasterDienstplan.Admin
  });

  it('answers the week with names, Berlin-midnight timestamps, the team and the seeded rotation', async () => {
    const { status, body } = await week('2026-11-18');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([
      'attendanceShiftsWeekdays',
      'attendanceShiftsWeekends',
      'attendanceUserList',
      'weekDayTimestamps',
      'weekDays',
      'weekendDays',
      'weekendTimestamps',
    ]);
    expect(body.weekDays).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag']);
    expect(body.weekendDays).toEqual(['Samstag', 'Sonntag']);
    expect(body.weekDayTimestamps).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map(ts));
    expect(body.weekendTimestamps).toEqual([ts('2026-11-21'), ts('2026-11-22')]);
    expect(body.attendanceUserList).toEqual([
      { id: 5, dn: 'anna.berger', displayName: 'Anna Berger' },
      { id: 7, dn: 'mehmet.yilmaz', displayName: 'Mehmet Yılmaz' },
      { id: 10, dn: 'sophie.klein', displayName: 'Sophie Klein' },
    ]);
    const weekdays = Object.values(body.attendanceShiftsWeekdays);
    const weekends = Object.values(body.attendanceShiftsWeekends);
    expect(Object.keys(body.attendanceShiftsWeekdays)).toEqual(body.weekDayTimestamps.map(String));
    expect(new Set(weekdays).size).toBe(1);
    expect(new Set(weekends).size).toBe(1);
    expect(weekends[0]).not.toBe(weekdays[0]);
    expect([5, 7, 10]).toContain(weekdays[0]);

    // The date may also be given as unix seconds; the answer is the same week.
    expect((await week(ts('2026-11-20'))).body).toEqual(body);
    // The week after the current one is not planned yet.
    const next = (await week('2026-11-30')).body;
    expect(Object.values(next.attendanceShiftsWeekdays).every((v) => v === null)).toBe(true);
    expect(Object.values(next.attendanceShiftsWeekends).every((v) => v === null)).toBe(true);
  });

  it('saves each day on its own (unix seconds or yyyy-MM-dd) and clears with an empty user', async () => {
    const monday = await save({ user: 7, date: ts('2026-11-30') });
    expect(monday.status).toBe(200);
    expect(monday.body).toEqual({
      message: 'Dienst gespeichert.',
      team: 'icinga-master',
      date: '2026-11-30',
      timestamp: ts('2026-11-30'),
      user_id: 7,
    });
    // Only Monday changed: quick-fill is the client's business.
    let read = (await week('2026-11-30')).body;
    expect(read.attendanceShiftsWeekdays).toEqual({
      [ts('2026-11-30')]: 7,
      [ts('2026-12-01')]: null,
      [ts('2026-12-02')]: null,
      [ts('2026-12-03')]: null,
      [ts('2026-12-04')]: null,
    });

    for (const [day, user] of [
      ['2026-12-01', 7],
      ['2026-12-02', '10'],
      ['2026-12-03', 7],
      ['2026-12-04', 7],
      ['2026-12-05', 5],
      ['2026-12-06', 5],
    ] as const) {
      expect((await save({ user, date: day })).status).toBe(200);
    }
    read = (await week('2026-12-02')).body;
    expect(Object.values(read.attendanceShiftsWeekdays)).toEqual([7, 7, 10, 7, 7]);
    expect(Object.values(read.attendanceShiftsWeekends)).toEqual([5, 5]);

    const cleared = await save({ user: null, date: String(ts('2026-12-06')) });
    expect(cleared.body).toMatchObject({ message: 'Dienst entfernt.', user_id: null, date: '2026-12-06' });
    expect(Object.values((await week('2026-12-06')).body.attendanceShiftsWeekends)).toEqual([5, null]);

    // Overwriting a seeded day.
    const seeded = (await week('2026-11-18')).body;
    const other = [5, 7, 10].find((id) => id !== seeded.attendanceShiftsWeekdays[ts('2026-11-18')])!;
    expect((await save({ user: other, date: '2026-11-18' })).status).toBe(200);
    expect((await week('2026-11-18')).body.attendanceShiftsWeekdays[ts('2026-11-18')]).toBe(other);
  });

  it('refuses a user outside the team and bad dates (422); unknown team 404', async () => {
    const outsider = await save({ user: 4, date: '2026-11-30' });
    expect(outsider.status).toBe(422);
    expect(outsider.body).toEqual({ message: 'Max Müller gehört nicht zum Team.' });
    const nobody = await save({ user: 999, date: '2026-11-30' });
    expect(nobody.status).toBe(422);
    expect(nobody.body.message).toBe('Benutzer 999 gehört nicht zum Team.');
    const badDate = await save({ user: 7, date: '2026-13-01' });
    expect(badDate.status).toBe(422);
    expect(badDate.body.message).toBe('Das Datum ist ungültig.');
    expect(Object.values((await week('2026-11-30')).body.attendanceShiftsWeekdays).every((v) => v === null)).toBe(true);

    const unknownGet = await get<Message>('/json/scheduler/nagios/week/2026-11-30');
    expect(unknownGet.status).toBe(404);
    expect(unknownGet.body.message).toBe('Team nicht gefunden.');
    expect((await write<Message>('POST', '/json/scheduler/nagios/save', { user: 7, date: '2026-11-30' })).status).toBe(404);
    expect((await week('gestern')).status).toBe(422);
  });

  it('saving needs a role ending in IcingaMasterDienstplan.Admin or the permission flag: others get 403 and nothing changes', async () => {
    const notPlanned = () => week('2026-11-30').then((r) => Object.values(r.body.attendanceShiftsWeekdays).every((v) => v === null));
    // A team member without the role (Anna Berger, the team's substitute), and a stranger to the team.
    for (const userId of [5, 4]) {
      db.currentUserId = userId;
      const refused = await save({ user: 7, date: '2026-11-30' });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'Sie dürfen den Icinga-Master-Dienstplan nicht bearbeiten.' });
      expect(await notPlanned()).toBe(true);
      // Clearing is a write too.
      expect((await save({ user: null, date: '2026-11-18' })).status).toBe(403);
    }
    // Reading stays open to everyone.
    expect((await week('2026-11-30')).status).toBe(200);
    // The page's permission flag lets Anna Berger save without the role.
    db.currentUserId = 5;
    schedulingState(db).attendanceEditors.add(5);
    expect((await save({ user: 7, date: '2026-11-30' })).status).toBe(200);
    expect(await notPlanned()).toBe(false);
    // The admin of the demo holds the role as well.
    db.currentUserId = 1;
    expect((await save({ user: 10, date: '2026-12-01' })).status).toBe(200);
  });

  it('the role rule: a dotted path ending in IcingaMasterDienstplan.Admin, no look-alikes', () => {
    const withRoles = (roles: string[]) => ({ roles }) as unknown as MockUser;
    expect(isAttendanceAdmin(withRoles(['Intern.Rollen.IcingaMasterDienstplan.Admin']))).toBe(true);
    expect(isAttendanceAdmin(withRoles(['IcingaMasterDienstplan.Admin']))).toBe(true);
    expect(
      isAttendanceAdmin(
        withRoles(['Intern.XIcingaMasterDienstplan.Admin', 'IcingaMasterDienstplan.Admin.Lesen', 'Intern.Rollen.HelpdeskDienstplan.Admin']),
      ),
    ).toBe(false);
    expect(isAttendanceAdmin(undefined)).toBe(false);
  });

  it('a save without the CSRF token is 419', async () => {
    const refused = await write<Message>('POST', '/json/scheduler/icinga-master/save', { user: 7, date: '2026-11-30' }, null);
    expect(refused.status).toBe(419);
    expect(Object.values((await week('2026-11-30')).body.attendanceShiftsWeekdays).every((v) => v === null)).toBe(true);
  });
});
