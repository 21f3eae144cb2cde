import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type { PointsResponse, PointsSaved } from '../../packages/core/src/api/wire-types-points';
import { db, resetDb } from '../db';
import { pointsHandlers } from './points.handlers';
import { get, write, type Invalid } from '../testing/http';

/** Monday 23 November 2026, 09:30 Berlin. */
const ADMIN = 1;

const list = async (userId: number, query = '') => get<PointsResponse>(`/json/admin/points/user/${userId}${query}`);

beforeEach(() => {
  resetDb({ now: NOW, currentUserId: ADMIN });
  // The preamble (faults, CSRF) first, as in mocks/handlers.ts, then this area.
  server.use(handlers[0], ...pointsHandlers);
});

describe('points: list', () => {
  it("answers the current year's entries newest first with the year's sum", async () => {
    const { status, body } = await list(4);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['sumPoints', 'userPoints']);
    expect(body.userPoints.map((p) => p.created_at.slice(0, 10))).toEqual(['2026-10-17', '2026-07-12', '2026-04-07', '2026-01-02']);
    for (const p of body.userPoints) {
      expect(Object.keys(p).sort()).toEqual(['comment', 'created_at', 'id', 'points']);
      expect(p.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(Number.isInteger(p.points) && p.points !== 0).toBe(true);
    }
    expect(body.userPoints.map((p) => p.points)).toEqual([4, 3, -2, 1]);
    expect(body.sumPoints).toBe(6);
  });

  it('Lukas Hoffmann (6) has several thousand entries this year: "alle" (-1) answers every one, 20 by default', async () => {
    const all = (await list(6, '?limit=-1&year=2026')).body;
    expect(all.userPoints.length).toBeGreaterThan(3000);
    expect(all.userPoints[0].created_at <= '2026-11-23 09:30:00').toBe(true);
    expect(all.sumPoints).toBe(all.userPoints.reduce((s, p) => s + p.points, 0));
    const first = (await list(6)).body;
    expect(first.userPoints).toHaveLength(20);
    expect(first.sumPoints).toBe(all.sumPoints);
    expect((await list(6, '?limit=60&year=2026')).body.userPoints).toEqual(all.userPoints.slice(0, 60));
  });

  it('filters by year; a user without entries gets an empty list and 0', async () => {
    const y2025 = (await list(4, '?year=2025')).body;
    expect(y2025.userPoints).toHaveLength(4);
    expect(y2025.userPoints.every((p) => p.created_at.startsWith('2025-'))).toBe(true);
    expect(y2025.sumPoints).toBe(y2025.userPoints.reduce((s, p) => s + p.points, 0));
    expect((await list(4, '?year=2024')).body).toEqual({ sumPoints: 0, userPoints: [] });
    expect((await list(ADMIN)).body).toEqual({ sumPoints: 0, userPoints: [] });
  });

  it('cuts the list to limit (default 20, -1 = all) while sumPoints counts the whole year', async () => {
    for (let i = 0; i < 40; i++) {
      const { status } = await write('POST', '/json/admin/points/user/insert', {
        date: '2026-11-01',
        user_id: 4,
        points: 1,
        comment: `Nr. ${i}`,
      });
      expect(status).toBe(200);
    }
    expect((await list(4)).body.userPoints).toHaveLength(20);
    expect((await list(4, '?limit=40&year=2026')).body.userPoints).toHaveLength(40);
    const all = (await list(4, '?limit=-1&year=2026')).body;
    expect(all.userPoints).toHaveLength(44);
    expect(all.sumPoints).toBe(46);
    expect((await list(4, '?limit=20')).body.sumPoints).toBe(46);
  });

  it('answers 422 for a limit or year outside the options, 404 for an unknown user', async () => {
    const bad = await get<Invalid>('/json/admin/points/user/4?limit=15&year=abc');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ limit: ['Das Limit muss 20, 40, 60 oder -1 sein.'], year: ['Das Jahr ist ungültig.'] });
    const unknown = await get<{ message: string }>('/json/admin/points/user/999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Benutzer nicht gefunden.');
  });
});

describe('points: insert, update, delete', () => {
  it('insert stores the entry on that day at the current time; the list shows it first', async () => {
    const saved = await write<PointsSaved>('POST', '/json/admin/points/user/insert', {
      date: '2026-11-20',
      user_id: 4,
      points: -3,
      comment: ' Abzug ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Eintrag erfolgreich gespeichert');
    expect(saved.body.userPoint).toMatchObject({ points: -3, comment: 'Abzug', created_at: '2026-11-20 09:30:00' });
    const after = (await list(4)).body;
    expect(after.userPoints[0]).toEqual(saved.body.userPoint);
    expect(after.sumPoints).toBe(3);
  });

  it('accepts form-style strings', async () => {
    const saved = await write<PointsSaved>('POST', '/json/admin/points/user/insert', {
      date: '2026-11-23',
      user_id: '7',
      points: '5',
      comment: 'Formular',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.userPoint.points).toBe(5);
  });

  it('insert validates every field with German messages', async () => {
    const empty = await write<Invalid>('POST', '/json/admin/points/user/insert', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      user_id: ['Der gewählte Benutzer ist ungültig.'],
      date: ['Das Datum muss ein gültiges Datum (yyyy-MM-dd) sein.'],
      points: ['Das Feld Punkte ist erforderlich.'],
      comment: ['Das Feld Kommentar ist erforderlich.'],
    });
    expect(empty.body.message).toBe('Der gewählte Benutzer ist ungültig.');
    const wrong = await write<Invalid>('POST', '/json/admin/points/user/insert', {
      date: '2026-11-24',
      user_id: 999,
      points: 0,
      comment: '  ',
    });
    expect(wrong.body.errors).toEqual({
      user_id: ['Der gewählte Benutzer ist ungültig.'],
      date: ['Das Datum darf nicht in der Zukunft liegen.'],
      points: ['Die Punkte müssen eine ganze Zahl ungleich 0 sein.'],
      comment: ['Das Feld Kommentar ist erforderlich.'],
    });
    const fraction = await write<Invalid>('POST', '/json/admin/points/user/insert', {
      date: '2026-02-30',
      user_id: 4,
      points: 1.5,
      comment: 'x',
    });
    expect(fraction.body.errors).toEqual({
      date: ['Das Datum muss ein gültiges Datum (yyyy-MM-dd) sein.'],
      points: ['Die Punkte müssen eine ganze Zahl ungleich 0 sein.'],
    });
    expect((await list(4)).body.userPoints).toHaveLength(4);
  });

  it('update changes points and comment, keeps created_at; validates; 404 for an unknown id', async () => {
    const [first] = (await list(4)).body.userPoints;
    const updated = await write<PointsSaved>('POST', '/json/admin/points/user/update', { id: first.id, points: 10, comment: 'korrigiert' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({
      message: 'Eintrag erfolgreich bearbeitet',
      userPoint: { id: first.id, points: 10, comment: 'korrigiert', created_at: first.created_at },
    });
    const after = (await list(4)).body;
    expect(after.userPoints[0]).toEqual(updated.body.userPoint);
    expect(after.sumPoints).toBe(6 - first.points + 10);

    const invalid = await write<Invalid>('POST', '/json/admin/points/user/update', { id: first.id, points: 0, comment: '' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      points: ['Die Punkte müssen eine ganze Zahl ungleich 0 sein.'],
      comment: ['Das Feld Kommentar ist erforderlich.'],
    });
    expect((await list(4)).body.userPoints[0].points).toBe(10);

    const unknown = await write<{ message: string }>('POST', '/json/admin/points/user/update', { id: 424242, points: 1, comment: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Eintrag nicht gefunden.');
  });

  it('delete removes the entry; a second delete is 404', async () => {
    const [first] = (await list(4)).body.userPoints;
    const deleted = await write<{ message: string }>('DELETE', `/json/admin/points/user/delete/${first.id}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Eintrag erfolgreich gelöscht' } });
    const after = (await list(4)).body;
    expect(after.userPoints.map((p) => p.id)).not.toContain(first.id);
    expect(after.sumPoints).toBe(6 - first.points);
    expect((await write('DELETE', `/json/admin/points/user/delete/${first.id}`)).status).toBe(404);
  });
});

describe('points: permissions and CSRF', () => {
  it('answers 403 to a user who is not admin, on every call', async () => {
    db.currentUserId = 4;
    const denied = await list(4);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: 'Nur Administratoren dürfen Punkte sehen und bearbeiten.' });
    expect(
      (await write('POST', '/json/admin/points/user/insert', { date: '2026-11-20', user_id: 4, points: 1, comment: 'x' })).status,
    ).toBe(403);
    expect((await write('POST', '/json/admin/points/user/update', { id: 1001, points: 1, comment: 'x' })).status).toBe(403);
    expect((await write('DELETE', '/json/admin/points/user/delete/1001')).status).toBe(403);
    db.currentUserId = ADMIN;
    expect((await list(4)).body.userPoints).toHaveLength(4);
  });

  it('answers 419 to a write without the CSRF token and changes nothing', async () => {
    const [first] = (await list(4)).body.userPoints;
    const refused = await write<{ message: string }>('DELETE', `/json/admin/points/user/delete/${first.id}`, undefined, null);
    expect(refused).toEqual({ status: 419, body: { message: 'CSRF token mismatch.' } });
    expect((await list(4)).body.userPoints).toHaveLength(4);
  });
});
