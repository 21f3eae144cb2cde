import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type {
  Checklist,
  DayPlanEntry,
  DayStatusResponse,
  FlipFlowGroup,
  FlipFlowTask,
  Leader,
  ServiceMessage,
} from '../../packages/core/src/api/wire-types-service';
import { db, resetDb } from '../db';
import { vacationTable } from '../timetracking/clockings.seed';
import { serviceState } from './checklists.seed';
import { DEFAULT_CSRF_TOKEN } from '../http/settings';
import { serviceHandlers } from './handlers';
import { get, type Invalid, BASE } from '../testing/http';

/** Monday 23 November 2026, 09:30 Berlin; the signed-in user is Max Müller (4, Helpdesk). */
/** Local midnight, unix seconds. */
const unix = (day: string) => new Date(`${day}T00:00:00`).getTime() / 1000;

async function post<T>(path: string, body: unknown, token: string | null = DEFAULT_CSRF_TOKEN): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
  if (token) headers['X-CSRF-TOKEN'] = token;
  const response = await fetch(`${BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

const flows = async (checklistId: number, date: string) =>
  (await get<FlipFlowGroup[]>(`/serviceagent/ajax/flip-flows/${checklistId}/${date}`)).body;
const tasksOf = async (checklistId: number, date: string) => (await flows(checklistId, date)).flatMap((g) => g.tasks);
const reportStatus = async (checklistId: number) =>
  (await get<DayStatusResponse>(`/serviceagent/ajax/report/get-day-status/${checklistId}/11/2026`)).body;
const keyOf = (status: DayStatusResponse, day: string) => status.attributes.find((a) => a.dates.includes(unix(day)))?.key;
const ME = 'max.mueller';

beforeEach(() => {
  resetDb({ now: NOW });
  // handlers[0] is the preamble (faults, CSRF) that runs before every API handler.
  server.use(handlers[0], ...serviceHandlers);
});

describe('checklist report', () => {
  it('lists the 3 checklists with that day’s agent, deputy and group names; a bad date is 422', async () => {
    const { status, body } = await get<Checklist[]>('/serviceagent/ajax/checklists/2026-11-23');
    expect(status).toBe(200);
    expect(body.map((c) => [c.id, c.name, c.groups])).toEqual([
      [1, 'Tagescheck Helpdesk', ['Helpdesk']],
      [2, 'Monitoring Icinga', ['Icinga-Master']],
      [3, 'Wochenabschluss', ['Service', 'Helpdesk']],
    ]);
    expect(body[0]).toEqual({
      id: 1,
      name: 'Tagescheck Helpdesk',
      service_agent: 'Anna Berger',
      substitute: 'Max Müller',
      groups: ['Helpdesk'],
    });
    // Wochenabschluss runs on Fridays only: nobody planned on a Monday.
    expect(body[2]).toMatchObject({ service_agent: '', substitute: '' });
    expect((await get<Invalid>('/serviceagent/ajax/checklists/23.11.2026')).status).toBe(422);
  });

  it('groups a day’s tasks per flip flow with the task fields; weekends of a weekday checklist are empty; unknown checklist 404', async () => {
    const groups = await flows(1, '2026-11-23');
    expect(groups.map((g) => g.flipFlow)).toEqual([
      { id: 1, name: 'Morgenroutine Helpdesk' },
      { id: 2, name: 'Benutzerverwaltung' },
    ]);
    expect(groups[0].tasks.map((t) => t.name)).toEqual(['Ticketqueue sichten', 'Telefonanlage prüfen', 'Backup-Protokolle prüfen']);
    expect(groups[0].tasks[0]).toEqual({
      id: expect.any(Number),
      name: 'Ticketqueue sichten',
      displayname: 'Helpdesk',
      typ: 'Kontrolle',
      priority: 1,
      checked: false,
      user: 'Anna Berger',
      erledigt: 1,
      incident: 0,
      note: null,
    });
    expect(await flows(1, '2026-11-22')).toEqual([]);
    expect((await get<{ message: string }>('/serviceagent/ajax/flip-flows/99/2026-11-23')).body).toEqual({
      message: 'Checkliste nicht gefunden.',
    });
    expect((await get('/serviceagent/ajax/flip-flows/99/2026-11-23')).status).toBe(404);
  });

  it('seeds varied states over the last 30 days: rejected tasks carry a reason, future tasks are open', async () => {
    const month = await Promise.all(Array.from({ length: 23 }, (_, i) => tasksOf(2, `2026-11-${String(i + 1).padStart(2, '0')}`)));
    const all = month.flat();
    expect(all.some((t) => t.incident === 1)).toBe(true);
    for (const t of all.filter((x) => x.incident === 1)) expect(t).toMatchObject({ erledigt: 1, note: expect.stringMatching(/\S/) });
    expect(all.some((t) => t.user === null)).toBe(true);
    expect(all.some((t) => t.user !== null && t.erledigt === 0)).toBe(true);
    expect((await tasksOf(2, '2026-11-24')).every((t) => t.user === null && t.erledigt === 0)).toBe(true);
  });

  it('report day status: five legend keys, each past day with tasks in exactly one, none in the future', async () => {
    const status = await reportStatus(1);
    expect(status.attributes.map((a) => [a.key, a.highlight])).toEqual([
      ['not-assigned', 'blue'],
      ['accepted', 'yellow'],
      ['rejected', 'red'],
      ['done', 'green'],
      ['not-done', 'pink'],
    ]);
    const dates = status.attributes.flatMap((a) => a.dates);
    // Weekdays 2–23 November without holidays: 16 days.
    expect(dates).toHaveLength(16);
    expect(new Set(dates).size).toBe(16);
    expect(dates.every((d) => d <= unix('2026-11-23'))).toBe(true);
    expect(keyOf(status, '2026-11-19')).toBe('accepted');
    expect(keyOf(status, '2026-11-20')).toBe('done');
    expect((await get('/serviceagent/ajax/report/get-day-status/1/13/2026')).status).toBe(422);
    expect((await get('/serviceagent/ajax/report/get-day-status/42/11/2026')).status).toBe(404);
  });

  it('approving every accepted task of a day turns it from yellow to green; one rejection turns it red', async () => {
    const tasks = await tasksOf(1, '2026-11-19');
    for (const t of tasks) expect((await post<FlipFlowTask>('/flipflow/approve', { task: t.id, loggedInUserDn: ME })).status).toBe(200);
    expect(keyOf(await reportStatus(1), '2026-11-19')).toBe('done');
    expect((await tasksOf(1, '2026-11-19')).every((t) => t.erledigt === 1 && t.user === 'Max Müller')).toBe(true);

    const other = await tasksOf(2, '2026-11-19');
    db.currentUserId = 7; // Mehmet Yılmaz, Icinga-Master
    await post('/flipflow/reject', { task: other[0].id, loggedInUserDn: 'mehmet.yilmaz', note: 'Host down' });
    expect(keyOf(await reportStatus(2), '2026-11-19')).toBe('rejected');
  });
});

describe('flip-flow task actions', () => {
  it('assign → approve: answers the task, later reads show it; a closed task refuses further actions (422)', async () => {
    const [task] = await tasksOf(1, '2026-11-24');
    expect(task.user).toBeNull();

    const assigned = await post<FlipFlowTask>('/flipflow/assign', { task: task.id, loggedInUserDn: ME });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toEqual({
      id: task.id,
      name: 'Ticketqueue sichten',
      wikilink: 'https://wiki.stempeluhr.example/flipflow/101',
      cssClass: 'warning',
      title: 'Angenommen von Max Müller',
      icon: 'user-check',
      assignedUserName: 'Max Müller',
      taskStatus: { isApproved: false, isRejected: false, isAssigned: true },
    });
    expect((await tasksOf(1, '2026-11-24'))[0]).toMatchObject({ user: 'Max Müller', erledigt: 0, incident: 0 });

    const twice = await post<Invalid>('/flipflow/assign', { task: task.id, loggedInUserDn: ME });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('Die Aufgabe ist bereits Max Müller zugewiesen.');

    const approved = await post<FlipFlowTask>('/flipflow/approve', { task: task.id, loggedInUserDn: ME });
    expect(approved.body).toMatchObject({
      cssClass: 'success',
      title: 'Erledigt von Max Müller',
      taskStatus: { isApproved: true, isRejected: false, isAssigned: true },
    });
    expect((await tasksOf(1, '2026-11-24'))[0]).toMatchObject({ user: 'Max Müller', erledigt: 1, incident: 0 });

    for (const [path, body] of [
      ['/flipflow/reject', { task: task.id, loggedInUserDn: ME, note: 'x' }],
      ['/flipflow/unassign', { task: task.id }],
      ['/flipflow/assign', { task: task.id, loggedInUserDn: ME }],
    ] as const) {
      const refused = await post<Invalid>(path, body);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Die Aufgabe ist bereits abgeschlossen.');
    }
  });

  it('reject with an empty reason stores "Keine Begründung angegeben"; approving an unassigned task is 422', async () => {
    const [, task] = await tasksOf(1, '2026-11-24');
    const early = await post<Invalid>('/flipflow/approve', { task: task.id, loggedInUserDn: ME });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Die Aufgabe muss zuerst angenommen werden.');

    await post('/flipflow/assign', { task: task.id, loggedInUserDn: ME });
    const rejected = await post<FlipFlowTask>('/flipflow/reject', { task: task.id, loggedInUserDn: ME, note: '   ' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      cssClass: 'danger',
      icon: 'times',
      taskStatus: { isApproved: false, isRejected: true, isAssigned: true },
    });
    expect(rejected.body.title).toBe('Abgelehnt von Max Müller: Keine Begründung angegeben');
    expect((await tasksOf(1, '2026-11-24'))[1]).toMatchObject({
      erledigt: 1,
      incident: 1,
      note: 'Keine Begründung angegeben',
      user: 'Max Müller',
    });
  });

  it('unassign only by the assignee (403 for others), then the task is open again', async () => {
    const [task] = await tasksOf(1, '2026-11-24');
    await post('/flipflow/assign', { task: task.id, loggedInUserDn: ME });
    db.currentUserId = 2; // Thomas Becker, also Helpdesk
    const other = await post<{ message: string }>('/flipflow/unassign', { task: task.id });
    expect(other).toEqual({ status: 403, body: { message: 'Nur der zugewiesene Benutzer kann die Zuweisung aufheben.' } });
    db.currentUserId = 4;
    const done = await post<FlipFlowTask>('/flipflow/unassign', { task: task.id });
    expect(done.body).toMatchObject({ assignedUserName: null, cssClass: 'secondary', taskStatus: { isAssigned: false } });
    expect((await tasksOf(1, '2026-11-24'))[0].user).toBeNull();
    expect((await post<Invalid>('/flipflow/unassign', { task: task.id })).status).toBe(422);
  });

  it('users outside the task’s group get 403 "Benutzer für die Aufgabe nicht zugeordnet."', async () => {
    const [helpdeskTask] = await tasksOf(1, '2026-11-24');
    const [icingaTask] = await tasksOf(2, '2026-11-24');
    const refused = await post<{ message: string }>('/flipflow/assign', { task: icingaTask.id, loggedInUserDn: ME });
    expect(refused).toEqual({ status: 403, body: { message: 'Benutzer für die Aufgabe nicht zugeordnet.' } });
    expect((await tasksOf(2, '2026-11-24'))[0].user).toBeNull();
    db.currentUserId = 7;
    expect((await post('/flipflow/assign', { task: icingaTask.id, loggedInUserDn: 'Mehmet Yılmaz' })).status).toBe(200);
    expect((await post('/flipflow/assign', { task: helpdeskTask.id, loggedInUserDn: 'Mehmet Yılmaz' })).status).toBe(403);
  });

  it('unknown task 404, missing loggedInUserDn 422, someone else’s dn 403, no CSRF token 419', async () => {
    expect(await post('/flipflow/assign', { task: 123, loggedInUserDn: ME })).toEqual({
      status: 404,
      body: { message: 'Aufgabe nicht gefunden.' },
    });
    const [task] = await tasksOf(1, '2026-11-24');
    const missing = await post<Invalid>('/flipflow/assign', { task: task.id });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.loggedInUserDn).toBeDefined();
    expect((await post('/flipflow/assign', { task: task.id, loggedInUserDn: 'thomas.becker' })).status).toBe(403);
    expect(await post('/flipflow/assign', { task: task.id, loggedInUserDn: ME }, null)).toEqual({
      status: 419,
      body: { message: 'CSRF token mismatch.' },
    });
    expect((await tasksOf(1, '2026-11-24'))[0].user).toBeNull();
  });
});

describe('checklist task selection and mail', () => {
  it('0 adds a flip flow from today on, a timestamp removes it from today on (past days keep it)', async () => {
    const added = await post<ServiceMessage>('/checklist/ajax/toggle-task', { checklistId: 1, flipFlopId: 105, deleteTimeStamp: 0 });
    expect(added).toEqual({ status: 200, body: { message: 'FlipFlow wurde in die Checkliste eingefügt' } });
    expect((await tasksOf(1, '2026-11-23')).map((t) => t.name)).toContain('Passwort-Resets abarbeiten');
    expect((await tasksOf(1, '2026-11-20')).map((t) => t.name)).not.toContain('Passwort-Resets abarbeiten');

    const removed = await post<ServiceMessage>('/checklist/ajax/toggle-task', {
      checklistId: 2,
      flipFlopId: 201,
      deleteTimeStamp: 1795388400,
    });
    expect(removed).toEqual({ status: 200, body: { message: 'FlipFlow wurde abgewählt' } });
    expect((await tasksOf(2, '2026-11-23')).map((t) => t.name)).not.toContain('Kritische Alarme prüfen');
    expect((await tasksOf(2, '2026-11-22')).map((t) => t.name)).toContain('Kritische Alarme prüfen');
  });

  it('a flip flow added today starts unassigned (nobody can have taken or finished it yet), also after removing and adding again', async () => {
    for (const itemId of [105, 201, 202, 203, 204, 301, 302, 303]) {
      await post('/checklist/ajax/toggle-task', { checklistId: 1, flipFlopId: itemId, deleteTimeStamp: 0 });
    }
    const added = (await tasksOf(1, '2026-11-23')).filter((t) => ![101, 102, 103, 104].includes(t.id % 1000));
    expect(added).toHaveLength(8);
    expect(added.map((t) => [t.user, t.erledigt, t.incident])).toEqual(added.map(() => [null, 0, 0]));

    // A seeded item removed today and added again is new from today on, too.
    await post('/checklist/ajax/toggle-task', { checklistId: 2, flipFlopId: 201, deleteTimeStamp: 1795388400 });
    await post('/checklist/ajax/toggle-task', { checklistId: 2, flipFlopId: 201, deleteTimeStamp: 0 });
    expect((await tasksOf(2, '2026-11-23')).find((t) => t.id % 1000 === 201)?.user).toBeNull();
  });

  it('unknown checklist or flip flow 404, a missing id 422', async () => {
    expect((await post('/checklist/ajax/toggle-task', { checklistId: 9, flipFlopId: 105, deleteTimeStamp: 0 })).status).toBe(404);
    expect((await post('/checklist/ajax/toggle-task', { checklistId: 1, flipFlopId: 999, deleteTimeStamp: 0 })).status).toBe(404);
    expect((await post('/checklist/ajax/toggle-task', { checklistId: 1, deleteTimeStamp: 0 })).status).toBe(422);
  });

  it('sends the report by mail to the signed-in user; unknown checklist 404', async () => {
    expect(await post('/checklist/report/mail', { id: 2 })).toEqual({ status: 200, body: { message: 'Email erfolgreich versendet!' } });
    expect(serviceState(db).mails).toEqual([{ checklistId: 2, to: 'max.müller@stempeluhr.example', at: '2026-11-23 09:30:00' }]);
    expect(await post('/checklist/report/mail', { id: 77 })).toEqual({ status: 404, body: { message: 'Checkliste nicht gefunden.' } });
    expect((await post('/checklist/report/mail', {})).status).toBe(422);
  });
});

describe('checklist planning', () => {
  it('next ten days: entry fields, seeded plans a few days ahead, empty after', async () => {
    const { status, body } = await get<DayPlanEntry[]>('/serviceagent/ajax/next-ten-days/1/2026-11-23');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(body[0]).toEqual({
      date: '23.11.2026',
      day: 'Montag',
      month: 11,
      year: 2026,
      dayOfYear: 327,
      timestamp: unix('2026-11-23'),
      service_agent: 5,
      substitute: 4,
    });
    expect(body[9]).toMatchObject({ date: '02.12.2026', day: 'Mittwoch', month: 12, dayOfYear: 336, service_agent: '', substitute: '' });
    for (const entry of body.slice(0, 4)) {
      expect(entry.service_agent).not.toBe('');
      expect(entry.substitute).not.toBe(entry.service_agent);
    }
    expect(body.slice(4).every((e) => e.service_agent === '' && e.substitute === '')).toBe(true);
    expect((await get('/serviceagent/ajax/next-ten-days/5/2026-11-23')).status).toBe(404);
    expect((await get('/serviceagent/ajax/next-ten-days/1/2026-13-01')).status).toBe(422);
  });

  it('leaders: active group members by display name with their absences per day of year', async () => {
    const { body } = await get<Leader[]>('/serviceagent/ajax/leaders/1/2026-11-23');
    expect(body.map((l) => [l.id, l.dn])).toEqual([
      [2, 'Thomas Becker'],
      [3, 'Julia Wagner'],
      [4, 'Max Müller'],
      [5, 'Anna Berger'],
      [6, 'Lukas Hoffmann'],
    ]);
    expect(Object.keys(body[0].vacations).map(Number)).toEqual([327, 328, 329, 330, 331, 332, 333, 334, 335, 336]);
    // Max Müller has half a day of Urlaub this Friday (27 November = day 331).
    expect(body[2].vacations[331]).toBe(true);
    expect(body[2].vacations[330]).toBe(false);
    // Service + Helpdesk without the deleted Emma Richter.
    const mixed = (await get<Leader[]>('/serviceagent/ajax/leaders/3/2026-11-23')).body.map((l) => l.id);
    expect(mixed).toEqual([2, 3, 4, 5, 6, 11]);
  });

  it('leader/set saves a day plan (empty strings clear it); reads and the planning calendar follow', async () => {
    const ts = unix('2026-11-30');
    const saved = await post<DayPlanEntry>('/serviceagent/ajax/leader/set', {
      timestamp: ts,
      user_id: 4,
      substitute_id: 5,
      checklist_id: 1,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ date: '30.11.2026', service_agent: 4, substitute: 5 });
    expect((await get<DayPlanEntry[]>('/serviceagent/ajax/next-ten-days/1/2026-11-23')).body[7]).toMatchObject({
      service_agent: 4,
      substitute: 5,
    });
    const planned = async () =>
      (await get<DayStatusResponse>('/serviceagent/ajax/planing/get-day-status/1/11/2026')).body.attributes[0].dates;
    expect(await planned()).toContain(ts);

    const cleared = await post<DayPlanEntry>('/serviceagent/ajax/leader/set', {
      timestamp: String(ts),
      user_id: '',
      substitute_id: '',
      checklist_id: '1',
    });
    expect(cleared.body).toMatchObject({ service_agent: '', substitute: '' });
    expect(await planned()).not.toContain(ts);
  });

  it('leader/set: deputy equal to the agent 422, non-member 422, unknown checklist 404', async () => {
    const ts = unix('2026-11-30');
    const same = await post<Invalid>('/serviceagent/ajax/leader/set', { timestamp: ts, user_id: 4, substitute_id: 4, checklist_id: 1 });
    expect(same.status).toBe(422);
    expect(same.body.message).toBe('Der Vertreter muss sich vom Servicemitarbeiter unterscheiden.');
    expect(
      (await post<Invalid>('/serviceagent/ajax/leader/set', { timestamp: ts, user_id: 7, substitute_id: '', checklist_id: 1 })).status,
    ).toBe(422);
    expect(
      (await post<Invalid>('/serviceagent/ajax/leader/set', { timestamp: 'morgen', user_id: 4, substitute_id: '', checklist_id: 1 }))
        .status,
    ).toBe(422);
    expect(
      (await post<Invalid>('/serviceagent/ajax/leader/set', { timestamp: ts * 1000, user_id: 4, substitute_id: '', checklist_id: 1 }))
        .status,
    ).toBe(422);
    expect((await post('/serviceagent/ajax/leader/set', { timestamp: ts, user_id: 4, substitute_id: '', checklist_id: 8 })).status).toBe(
      404,
    );
    expect((await get<DayPlanEntry[]>('/serviceagent/ajax/next-ten-days/1/2026-11-30')).body[0].service_agent).toBe('');
  });

  it('leader/set refuses an agent or deputy on vacation that day (422, German), and plans them on another day', async () => {
    // Max Müller (4) is away on Friday 27 November (half a day of Urlaub).
    const ts = unix('2026-11-27');
    const agent = await post<Invalid>('/serviceagent/ajax/leader/set', { timestamp: ts, user_id: 4, substitute_id: '', checklist_id: 1 });
    expect(agent.status).toBe(422);
    expect(agent.body.errors.user_id).toEqual(['Max Müller hat am 27.11.2026 Urlaub und kann an diesem Tag nicht geplant werden.']);
    const deputy = await post<Invalid>('/serviceagent/ajax/leader/set', { timestamp: ts, user_id: 5, substitute_id: 4, checklist_id: 1 });
    expect(deputy.status).toBe(422);
    expect(deputy.body.errors.substitute_id).toEqual(['Max Müller hat am 27.11.2026 Urlaub und kann an diesem Tag nicht geplant werden.']);
    expect((await get<DayPlanEntry[]>('/serviceagent/ajax/next-ten-days/1/2026-11-27')).body[0].service_agent).not.toBe(4);
    const otherDay = { timestamp: unix('2026-11-30'), user_id: 4, substitute_id: '', checklist_id: 1 };
    expect((await post('/serviceagent/ajax/leader/set', otherDay)).status).toBe(200);
  });

  it('the seed never plans anybody on their own day off', async () => {
    // Whoever the seed would plan on Tuesday 24 November is away that day: somebody else is planned.
    const before = (await get<DayPlanEntry[]>('/serviceagent/ajax/next-ten-days/1/2026-11-24')).body[0];
    expect(before.service_agent).not.toBe('');
    resetDb({ now: NOW });
    for (const userId of [before.service_agent, before.substitute].filter((id): id is number => id !== ''))
      vacationTable(db, userId).push({ id: 90_000 + userId, userId, date: '2026-11-24', value: 1, absentType: 'Urlaub', requestId: 0 });
    const after = (await get<DayPlanEntry[]>('/serviceagent/ajax/next-ten-days/1/2026-11-24')).body[0];
    const away = (await get<Leader[]>('/serviceagent/ajax/leaders/1/2026-11-24')).body.filter((l) => l.vacations[after.dayOfYear]);
    expect(away.map((l) => l.id).sort()).toEqual([before.service_agent, before.substitute].sort());
    expect(after.service_agent).not.toBe('');
    expect(away.map((l) => l.id)).not.toContain(after.service_agent);
    expect(away.map((l) => l.id)).not.toContain(after.substitute);
  });

  it('planning day status: planned days green, public holidays yellow', async () => {
    const { body } = await get<DayStatusResponse>('/serviceagent/ajax/planing/get-day-status/1/11/2026');
    expect(body.attributes.map((a) => [a.key, a.highlight])).toEqual([
      ['planned', 'green'],
      ['holiday', 'yellow'],
    ]);
    expect(body.attributes[1].dates).toEqual([unix('2026-11-01')]);
    expect(body.attributes[0].dates).toContain(unix('2026-11-26'));
    expect(body.attributes[0].dates).not.toContain(unix('2026-11-27'));
    expect(body.attributes[0].dates).not.toContain(unix('2026-11-21'));
    const december = (await get<DayStatusResponse>('/serviceagent/ajax/planing/get-day-status/1/12/2026')).body;
    expect(december.attributes[1].dates).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31'].map(unix));
  });
});
