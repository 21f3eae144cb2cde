import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type { ShortTimeEntry, ShortTimeErrors, ShortTimeSaved } from '../../packages/core/src/api/wire-types-short-time';
import { db, resetDb } from '../db';
import { shortTimeHandlers } from './short-time.handlers';
import { get, write } from '../testing/http';

/** Monday 23 November 2026, 09:30 Berlin. */
const ADMIN = 1;

const entries = async (userId: number) => get<ShortTimeEntry[]>(`/admin/users/${userId}/short-time/entries`);
const create = (userId: number, body: unknown) =>
  write<ShortTimeSaved & ShortTimeErrors>('POST', `/admin/users/${userId}/short-time/create`, body);
const update = (userId: number, body: unknown) =>
  write<ShortTimeSaved & ShortTimeErrors>('POST', `/admin/users/${userId}/short-time/update`, body);

beforeEach(() => {
  resetDb({ now: NOW, currentUserId: ADMIN });
  // The preamble (faults, CSRF) first, as in mocks/handlers.ts, then this area.
  server.use(handlers[0], ...shortTimeHandlers);
});

describe('short-time work: entries', () => {
  it("lists a user's entries newest first as {id, from, to}", async () => {
    const { status, body } = await entries(11);
    expect(status).toBe(200);
    expect(body.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: '2026-10-01', to: null },
      { from: '2020-11-02', to: '2021-04-28' },
      { from: '2020-04-03', to: '2020-06-30' },
    ]);
    for (const entry of body) expect(Object.keys(entry).sort()).toEqual(['from', 'id', 'to']);
    expect((await entries(4)).body.map((e) => e.from)).toEqual(['2020-04-02']);
    expect((await entries(7)).body).toEqual([]);
  });

  it('shows the entries of a deleted user; unknown user is 404', async () => {
    expect((await entries(12)).body).toHaveLength(1);
    const unknown = await entries(999);
    expect(unknown).toEqual({ status: 404, body: { message: 'Benutzer nicht gefunden.' } });
  });
});

describe('short-time work: create, update, delete', () => {
  it('create stores a period (to optional) and the list shows it', async () => {
    const closed = await create(7, { from: '2026-01-05', to: '2026-01-05' });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({
      message: 'Eintrag erfolgreich gespeichert',
      entry: { id: closed.body.entry.id, from: '2026-01-05', to: '2026-01-05' },
    });
    const open = await create(7, { from: '2026-11-01', to: '' });
    expect(open.body.entry).toMatchObject({ from: '2026-11-01', to: null });
    const withoutTo = await create(7, { from: '2026-12-01' });
    expect(withoutTo.body.entry.to).toBeNull();
    expect((await entries(7)).body).toEqual([withoutTo.body.entry, open.body.entry, closed.body.entry]);
  });

  it('answers the validation messages as a list', async () => {
    expect(await create(7, { from: '', to: '2026-01-01' })).toEqual({ status: 422, body: { errors: ['Von-Datum darf nicht leer sein.'] } });
    expect(await create(7, {})).toEqual({ status: 422, body: { errors: ['Von-Datum darf nicht leer sein.'] } });
    expect(await create(7, { from: '2026-02-01', to: '2026-01-31' })).toEqual({
      status: 422,
      body: { errors: ['Von-Datum muss vor Bis-Datum liegen.'] },
    });
    expect(await create(7, { from: '01.02.2026', to: '2026-13-01' })).toEqual({
      status: 422,
      body: { errors: ['Von-Datum ist kein gültiges Datum.', 'Bis-Datum ist kein gültiges Datum.'] },
    });
    expect((await entries(7)).body).toEqual([]);
  });

  it('update changes the period of an entry; validates; 404 for an id that is not this user’s', async () => {
    const [current] = (await entries(11)).body;
    const updated = await update(11, { id: current.id, from: '2026-10-01', to: '2026-12-31' });
    expect(updated).toEqual({
      status: 200,
      body: { message: 'Eintrag erfolgreich gespeichert', entry: { id: current.id, from: '2026-10-01', to: '2026-12-31' } },
    });
    expect((await entries(11)).body[0]).toEqual(updated.body.entry);

    const invalid = await update(11, { id: current.id, from: '2027-01-01', to: '2026-12-31' });
    expect(invalid).toEqual({ status: 422, body: { errors: ['Von-Datum muss vor Bis-Datum liegen.'] } });
    const empty = await update(11, { id: current.id, from: ' ', to: null });
    expect(empty.body.errors).toEqual(['Von-Datum darf nicht leer sein.']);
    expect((await entries(11)).body[0].to).toBe('2026-12-31');

    const ofOther = await update(4, { id: current.id, from: '2026-10-01', to: null });
    expect(ofOther).toEqual({ status: 404, body: { message: 'Eintrag nicht gefunden.' } });
    expect((await update(11, { id: 424242, from: '2026-10-01' })).status).toBe(404);
  });

  it('delete removes the entry; a second delete or another user’s id is 404', async () => {
    const [current] = (await entries(11)).body;
    expect((await write('DELETE', `/admin/users/4/short-time/${current.id}`)).status).toBe(404);
    const deleted = await write<{ message: string }>('DELETE', `/admin/users/11/short-time/${current.id}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Eintrag erfolgreich gelöscht' } });
    expect((await entries(11)).body.map((e) => e.id)).not.toContain(current.id);
    expect((await write('DELETE', `/admin/users/11/short-time/${current.id}`)).status).toBe(404);
  });
});

describe('short-time work: permissions and CSRF', () => {
  it('a deleted user is read-only: every write is 403', async () => {
    const [entry] = (await entries(12)).body;
    const message = { message: 'Der Benutzer ist gelöscht und kann nicht bearbeitet werden.' };
    expect(await create(12, { from: '2026-01-01' })).toEqual({ status: 403, body: message });
    expect(await update(12, { id: entry.id, from: '2020-01-01' })).toEqual({ status: 403, body: message });
    expect(await write('DELETE', `/admin/users/12/short-time/${entry.id}`)).toEqual({ status: 403, body: message });
    expect((await entries(12)).body).toEqual([entry]);
  });

  it('answers 403 to a user who is not admin', async () => {
    db.currentUserId = 2;
    const denied = await entries(4);
    expect(denied).toEqual({ status: 403, body: { message: 'Nur Administratoren dürfen Kurzarbeit sehen und bearbeiten.' } });
    expect((await create(4, { from: '2026-01-01' })).status).toBe(403);
    expect((await update(4, { id: 1, from: '2026-01-01' })).status).toBe(403);
    expect((await write('DELETE', '/admin/users/4/short-time/1')).status).toBe(403);
  });

  it('answers 419 to a write without the CSRF token and changes nothing', async () => {
    const refused = await write('POST', '/admin/users/7/short-time/create', { from: '2026-01-01' }, null);
    expect(refused).toEqual({ status: 419, body: { message: 'CSRF token mismatch.' } });
    expect((await entries(7)).body).toEqual([]);
  });
});
