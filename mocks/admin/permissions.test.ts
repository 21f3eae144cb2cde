// Who may do what in the admin area (spec 02 §6, issue 19 point 5): every admin call refuses anyone
// who is not an admin with 403 and a German message, and a deleted user is read-only — every write
// for them is 403 with a German message, while their data can still be read.
import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import { db, resetDb } from '../db';
import { get, write } from '../testing/http';
import { adminHandlers } from './handlers';
import { vacationRequestsOf } from './vacations.rules';

const ADMIN = 1;
const EMPLOYEE = 4;
const TEAM_LEAD = 2;
/** Emma Richter: deleted in the seed. */
const DELETED = 12;

beforeEach(() => {
  resetDb({ now: NOW, currentUserId: ADMIN });
  server.use(handlers[0], ...adminHandlers);
});

type Call = [method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown];

/** Every call of the admin area, for user 4. */
const ADMIN_CALLS: Call[] = [
  ['GET', '/json/admin/overtime/users'],
  ['POST', '/json/vacation-day/1', { id: 1, type: 'Urlaub', visible: true }],
  ['POST', '/json/vacation-request/1', { id: 1, value: 1, days: [] }],
  ['POST', '/admin/overtime/recalculate/4/2026-W47'],
  ['GET', '/admin/clocking/week-overview/4/2026-11-23'],
  ['GET', '/admin/clockings/4/2026-11-23'],
  ['GET', '/admin/overtime/4/year/2026'],
  ['GET', '/admin/overtime/4/total'],
  ['POST', '/admin/overtime/4/create', { userId: 4, seconds: 60, comment: 'x', calendarWeek: '2026-W48' }],
  ['POST', '/admin/overtime/update', { overTimeId: 1, seconds: 60, comment: 'x' }],
  ['DELETE', '/admin/overtime/delete/1'],
  ['GET', '/admin/working-hours/4'],
  ['GET', '/admin/working-hour/4'],
  ['POST', '/admin/working-hours/4/delete', { id: 1 }],
  ['POST', '/admin/working-hours/4', { id: '', valid_from: '2026-W49' }],
  ['GET', '/json/admin/points/user/4'],
  ['POST', '/json/admin/points/user/insert', { date: '2026-11-20', user_id: 4, points: 1, comment: 'x' }],
  ['POST', '/json/admin/points/user/update', { id: 1, points: 1, comment: 'x' }],
  ['DELETE', '/json/admin/points/user/delete/1'],
  ['GET', '/json/icingamaster/incidents/user/month/4'],
  ['POST', '/json/icingamaster/incident/user/insert', { user_id: 4, task: 'x', day: '2026-11-20', effort: 15 }],
  ['POST', '/json/icingamaster/incident/user/update', { id: 1, task: 'x', day: '2026-11-20', effort: 15 }],
  ['DELETE', '/json/icingamaster/incident/user/delete/1'],
  ['GET', '/admin/users/4/short-time/entries'],
  ['POST', '/admin/users/4/short-time/create', { from: '2026-11-23', to: null }],
  ['POST', '/admin/users/4/short-time/update', { id: 1, from: '2026-11-23', to: null }],
  ['DELETE', '/admin/users/4/short-time/1'],
  ['GET', '/admin/clocking/history/4?fromDate=2026-11-01&toDate=2026-11-23'],
];

const call = ([method, path, body]: Call) =>
  method === 'GET' ? get<{ message?: string }>(path) : write<{ message?: string }>(method, path, body);

/** German: a word of the area's refusals (never Laravel's English default). */
const GERMAN_REFUSAL = /(Administrator|gelöscht|vorbehalten|dürfen)/;

describe('admin calls refuse everyone but admins', () => {
  it.each([
    ['an employee', EMPLOYEE],
    ['a team lead', TEAM_LEAD],
  ])('%s gets 403 with a German message on every admin call, and nothing changes', async (_who, userId) => {
    const pointsBefore = (await get<{ sumPoints: number }>('/json/admin/points/user/4')).body.sumPoints;
    db.currentUserId = userId;
    for (const request of ADMIN_CALLS) {
      const answer = await call(request);
      expect(answer.status, `${request[0]} ${request[1]}`).toBe(403);
      expect(answer.body.message, `${request[0]} ${request[1]}`).toMatch(GERMAN_REFUSAL);
    }
    db.currentUserId = ADMIN;
    expect((await get<{ sumPoints: number }>('/json/admin/points/user/4')).body.sumPoints).toBe(pointsBefore);
  });
});

describe('a deleted user is read-only', () => {
  const readOnly = 'Der Benutzer ist gelöscht und kann nicht bearbeitet werden.';

  it('points: insert, update and delete for a deleted user are 403; the list still reads and is unchanged', async () => {
    // An entry from before the deletion.
    const emma = db.users.find((u) => u.id === DELETED)!;
    emma.deleted = false;
    const saved = await write<{ userPoint: { id: number } }>('POST', '/json/admin/points/user/insert', {
      date: '2026-11-20',
      user_id: DELETED,
      points: 2,
      comment: 'vorher',
    });
    expect(saved.status).toBe(200);
    emma.deleted = true;
    const id = saved.body.userPoint.id;

    const insert = await write<{ message: string }>('POST', '/json/admin/points/user/insert', {
      date: '2026-11-20',
      user_id: DELETED,
      points: 1,
      comment: 'x',
    });
    expect(insert).toEqual({ status: 403, body: { message: readOnly } });
    expect((await write('POST', '/json/admin/points/user/update', { id, points: 5, comment: 'y' })).status).toBe(403);
    expect((await write('DELETE', `/json/admin/points/user/delete/${id}`)).status).toBe(403);
    const list = await get<{ sumPoints: number; userPoints: Array<{ id: number; points: number }> }>(`/json/admin/points/user/${DELETED}`);
    expect(list.status).toBe(200);
    expect(list.body.userPoints).toEqual([expect.objectContaining({ id, points: 2 })]);
  });

  it('incident efforts: insert, update and delete for a deleted user are 403; the month still reads and is unchanged', async () => {
    const emma = db.users.find((u) => u.id === DELETED)!;
    emma.deleted = false;
    const saved = await write<{ incidentTime: { id: number } }>('POST', '/json/icingamaster/incident/user/insert', {
      user_id: DELETED,
      task: 'Tools-1',
      day: '2026-11-20',
      effort: 30,
    });
    expect(saved.status).toBe(200);
    emma.deleted = true;
    const id = saved.body.incidentTime.id;

    const insert = await write<{ message: string }>('POST', '/json/icingamaster/incident/user/insert', {
      user_id: DELETED,
      task: 'Tools-2',
      day: '2026-11-20',
      effort: 15,
    });
    expect(insert).toEqual({ status: 403, body: { message: readOnly } });
    expect((await write('POST', '/json/icingamaster/incident/user/update', { id, task: 'x', day: '2026-11-20', effort: 60 })).status).toBe(
      403,
    );
    expect((await write('DELETE', `/json/icingamaster/incident/user/delete/${id}`)).status).toBe(403);
    const month = await get<{ incidentTimes: Array<{ id: number; effort: number }> }>(
      `/json/icingamaster/incidents/user/month/${DELETED}?month=11&year=2026`,
    );
    expect(month.status).toBe(200);
    expect(month.body.incidentTimes).toEqual([expect.objectContaining({ id, effort: 30 })]);
  });

  it('overtime, working hours, recalculation, short time and vacation writes for a deleted user are 403 in German; reads work', async () => {
    const writes: Call[] = [
      ['POST', `/admin/overtime/${DELETED}/create`, { userId: DELETED, seconds: 60, comment: 'x', calendarWeek: '2026-W48' }],
      ['POST', `/admin/overtime/recalculate/${DELETED}/2026-W47`],
      ['POST', `/admin/working-hours/${DELETED}`, { id: '', valid_from: '2026-W49' }],
      ['POST', `/admin/users/${DELETED}/short-time/create`, { from: '2026-11-23', to: null }],
    ];
    for (const request of writes) {
      const answer = await call(request);
      expect(answer.status, request[1]).toBe(403);
      expect(answer.body.message, request[1]).toMatch(/gelöscht/);
    }
    // Emma has no vacation requests: a user with requests, marked deleted.
    const [request] = vacationRequestsOf(db, EMPLOYEE);
    db.users.find((u) => u.id === EMPLOYEE)!.deleted = true;
    const day = request.days[0];
    const answer = await call(['POST', `/json/vacation-day/${day.id}`, { id: day.id, type: 'Krank', visible: true }]);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toMatch(/gelöscht/);
    for (const path of [
      `/admin/overtime/${DELETED}/total`,
      `/admin/working-hours/${DELETED}`,
      `/admin/users/${DELETED}/short-time/entries`,
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });
});
