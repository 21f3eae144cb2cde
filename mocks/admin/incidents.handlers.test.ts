import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type { IncidentErrors, IncidentMonthResponse, IncidentSaved } from '../../packages/core/src/api/wire-types-incidents';
import { db, resetDb } from '../db';
import { incidentsHandlers } from './incidents.handlers';
import { get, write } from '../testing/http';

/** Monday 23 November 2026, 09:30 Berlin. */
const ADMIN = 1;
/** Mehmet Yılmaz, Icinga-Master. */
const USER = 7;

const month = async (userId: number, query = '') => get<IncidentMonthResponse>(`/json/icingamaster/incidents/user/month/${userId}${query}`);
const insert = (body: Record<string, unknown>) =>
  write<IncidentSaved & IncidentErrors>('POST', '/json/icingamaster/incident/user/insert', body);
const update = (body: Record<string, unknown>) =>
  write<IncidentSaved & IncidentErrors>('POST', '/json/icingamaster/incident/user/update', body);

beforeEach(() => {
  resetDb({ now: NOW, currentUserId: ADMIN });
  // The preamble (faults, CSRF) first, as in mocks/handlers.ts, then this area.
  server.use(handlers[0], ...incidentsHandlers);
});

describe('incident effort: month list', () => {
  it("answers the current month's entries newest first with the month's and all-time totals", async () => {
    const { status, body } = await month(USER);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['incidentTimes', 'totalTime', 'totalTimeMonth']);
    expect(body.incidentTimes.length).toBeGreaterThan(0);
    for (const entry of body.incidentTimes) {
      expect(Object.keys(entry).sort()).toEqual(['day', 'effort', 'id', 'points', 'task']);
      expect(entry.day.startsWith('2026-11-')).toBe(true);
      expect(entry.day <= '2026-11-23').toBe(true);
      expect(entry.points).toBe(Math.ceil(entry.effort / 15));
    }
    const days = body.incidentTimes.map((e) => e.day);
    expect(days).toEqual([...days].sort().reverse());
    expect(body.totalTimeMonth).toBe(body.incidentTimes.reduce((s, e) => s + e.effort, 0));
    expect(body).toEqual((await month(USER, '?month=11&year=2026&limit=20')).body);

    let sum = 0;
    for (const m of [6, 7, 8, 9, 10, 11]) sum += (await month(USER, `?month=${m}&year=2026&limit=-1`)).body.totalTimeMonth;
    expect(body.totalTime).toBe(sum);
    expect((await month(USER, '?month=10&year=2026')).body.totalTime).toBe(sum);
  });

  it('cuts the list to limit while totalTimeMonth counts the whole month', async () => {
    const before = (await month(USER)).body;
    for (let i = 0; i < 25; i++) expect((await insert({ user_id: USER, task: `T-${i}`, day: '2026-11-02', effort: 1 })).status).toBe(200);
    const cut = (await month(USER)).body;
    expect(cut.incidentTimes).toHaveLength(20);
    expect(cut.totalTimeMonth).toBe(before.totalTimeMonth + 25);
    expect(cut.totalTime).toBe(before.totalTime + 25);
    expect((await month(USER, '?limit=-1')).body.incidentTimes).toHaveLength(before.incidentTimes.length + 25);
  });

  it('answers an empty month for a user without entries, 404 for an unknown user, a list of errors for bad parameters', async () => {
    expect((await month(4)).body).toEqual({ incidentTimes: [], totalTimeMonth: 0, totalTime: 0 });
    const unknown = await month(999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Benutzer nicht gefunden.' });
    const bad = await get<IncidentErrors>(`/json/icingamaster/incidents/user/month/${USER}?month=13&year=x&limit=7`);
    expect(bad).toEqual({
      status: 422,
      body: { errors: ['Der Monat ist ungültig.', 'Das Jahr ist ungültig.', 'Das Limit muss 20, 40, 60 oder -1 sein.'] },
    });
  });
});

describe('incident effort: insert, update, delete', () => {
  it('insert stores the entry with derived points; the month shows it', async () => {
    const before = (await month(4, '?month=11&year=2026')).body;
    expect(before.incidentTimes).toEqual([]);
    const saved = await insert({ user_id: 4, task: ' Icinga: Host down ', day: '2026-11-23', effort: 31 });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Eintrag erfolgreich gespeichert');
    expect(saved.body.incidentTime).toMatchObject({ task: 'Icinga: Host down', day: '2026-11-23', effort: 31, points: 3 });
    expect((await month(4)).body).toEqual({ incidentTimes: [saved.body.incidentTime], totalTimeMonth: 31, totalTime: 31 });
    const fifteen = await insert({ user_id: 4, task: 'x', day: '2026-10-01', effort: '15' });
    expect(fifteen.body.incidentTime.points).toBe(1);
    expect((await month(4)).body.totalTime).toBe(46);
  });

  it('answers the validation messages as a list', async () => {
    const empty = await insert({ user_id: 4 });
    expect(empty).toEqual({
      status: 422,
      body: { errors: ['Bitte Task angeben', 'Bitte einen gültigen Tag angeben', 'Bitte Aufwand angeben'] },
    });
    const wrong = await insert({ user_id: 999, task: 'x', day: '2026-11-24', effort: 0 });
    expect(wrong.body.errors).toEqual([
      'Der gewählte Benutzer ist ungültig.',
      'Der Tag darf nicht in der Zukunft liegen',
      'Der Aufwand muss mindestens 1 Minute betragen',
    ]);
    const fraction = await insert({ user_id: 4, task: 'x', day: '2026-11-20', effort: '1,5' });
    expect(fraction.body.errors).toEqual(['Der Aufwand muss in ganzen Minuten angegeben werden']);
    expect((await month(4)).body.totalTime).toBe(0);
  });

  it('update changes task, day and effort; validates as a list; 404 for an unknown id', async () => {
    const [first] = (await month(USER)).body.incidentTimes;
    const updated = await update({ id: first.id, task: 'umbenannt', day: '2026-10-05', effort: 60 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      message: 'Eintrag erfolgreich bearbeitet',
      incidentTime: { id: first.id, task: 'umbenannt', day: '2026-10-05', effort: 60, points: 4 },
    });
    expect((await month(USER)).body.incidentTimes.map((e) => e.id)).not.toContain(first.id);
    expect((await month(USER, '?month=10&year=2026&limit=-1')).body.incidentTimes).toContainEqual(updated.body.incidentTime);

    const invalid = await update({ id: first.id, task: '', day: '2026-12-01', effort: '' });
    expect(invalid).toEqual({
      status: 422,
      body: { errors: ['Bitte Task angeben', 'Der Tag darf nicht in der Zukunft liegen', 'Bitte Aufwand angeben'] },
    });
    const unknown = await update({ id: 424242, task: 'x', day: '2026-11-01', effort: 5 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Eintrag nicht gefunden.' });
  });

  it('delete removes the entry from the month and the totals; a second delete is 404', async () => {
    const before = (await month(USER)).body;
    const [first] = before.incidentTimes;
    expect(await write('DELETE', `/json/icingamaster/incident/user/delete/${first.id}`)).toEqual({
      status: 200,
      body: { message: 'Eintrag erfolgreich gelöscht' },
    });
    const after = (await month(USER)).body;
    expect(after.incidentTimes.map((e) => e.id)).not.toContain(first.id);
    expect(after.totalTimeMonth).toBe(before.totalTimeMonth - first.effort);
    expect(after.totalTime).toBe(before.totalTime - first.effort);
    expect((await write('DELETE', `/json/icingamaster/incident/user/delete/${first.id}`)).status).toBe(404);
  });
});

describe('incident effort: permissions and CSRF', () => {
  it('answers 403 to a user who is not admin, on every call', async () => {
    const [first] = (await month(USER)).body.incidentTimes;
    db.currentUserId = 10;
    const denied = await month(USER);
    expect(denied).toEqual({ status: 403, body: { message: 'Nur Administratoren dürfen Incident-Aufwände sehen und bearbeiten.' } });
    expect((await insert({ user_id: USER, task: 'x', day: '2026-11-20', effort: 5 })).status).toBe(403);
    expect((await update({ id: first.id, task: 'x', day: '2026-11-20', effort: 5 })).status).toBe(403);
    expect((await write('DELETE', `/json/icingamaster/incident/user/delete/${first.id}`)).status).toBe(403);
    db.currentUserId = ADMIN;
    expect((await month(USER)).body.incidentTimes[0]).toEqual(first);
  });

  it('answers 419 to a write without the CSRF token and changes nothing', async () => {
    const refused = await write(
      'POST',
      '/json/icingamaster/incident/user/insert',
      { user_id: 4, task: 'x', day: '2026-11-20', effort: 5 },
      null,
    );
    expect(refused).toEqual({ status: 419, body: { message: 'CSRF token mismatch.' } });
    expect((await month(4)).body.totalTime).toBe(0);
  });
});
