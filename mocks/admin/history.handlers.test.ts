import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import '@mocks/node';
import { db, resetDb } from '../db';
import { get, write, type Invalid } from '../testing/http';
import { clockingTable } from '../timetracking/clockings.seed';
import type { ClockingHistory } from './history.rules';

/** Monday 23 November 2026, 09:30 Berlin. */
const ADMIN = 1;
const ANNA = 5;

const history = (userId: number, from: string, to: string) =>
  get<ClockingHistory & Invalid>(`/admin/clocking/history/${userId}?fromDate=${from}&toDate=${to}`);

beforeEach(() => {
  resetDb({ now: NOW, currentUserId: ADMIN });
});

describe('clocking history of a user', () => {
  it("answers the period's clockings newest first, each with its day and whether the user added it by hand", async () => {
    const { status, body } = await history(ANNA, '2026-11-09', '2026-11-20');
    expect(status).toBe(200);
    expect(body.from).toBe('2026-11-09');
    expect(body.to).toBe('2026-11-20');
    expect(body.clockings.length).toBeGreaterThan(5);
    for (const c of body.clockings) {
      expect(c.date >= '2026-11-09' && c.date <= '2026-11-20').toBe(true);
      expect(c.clock_in.slice(0, 10)).toBe(c.date);
      expect(c.added_from_user).toBe(false);
    }
    const starts = body.clockings.map((c) => c.clock_in);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(body.deletions).toEqual([]);
  });

  it('a clocking the user added by hand is marked; one added by an admin is not', async () => {
    const at = (wall: string) => new Date(`${wall}+01:00`).getTime();
    db.currentUserId = ANNA;
    expect(
      (
        await write('POST', '/clocking/user/create', {
          userId: ANNA,
          clockIn: at('2026-11-21T10:00:00'),
          clockOut: at('2026-11-21T12:00:00'),
          comment: 'Samstag nachgetragen',
          type: 'regulär',
          homeOffice: true,
          addedFromUser: true,
        })
      ).status,
    ).toBe(200);
    db.currentUserId = ADMIN;
    expect(
      (
        await write('POST', '/clocking/user/create', {
          userId: ANNA,
          clockIn: at('2026-11-22T10:00:00'),
          clockOut: at('2026-11-22T11:00:00'),
          comment: 'Vom Admin',
          type: 'regulär',
          homeOffice: false,
          addedFromUser: false,
        })
      ).status,
    ).toBe(200);
    const { body } = await history(ANNA, '2026-11-21', '2026-11-22');
    expect(body.clockings.map((c) => [c.date, c.comment, c.added_from_user, c.time])).toEqual([
      ['2026-11-22', 'Vom Admin', false, 3600],
      ['2026-11-21', 'Samstag nachgetragen', true, 7200],
    ]);
  });

  it('lists the clockings deleted in the period with when and the reason', async () => {
    const victim = clockingTable(db, ANNA).find((c) => c.userId === ANNA && c.clockIn.startsWith('2026-11-18'));
    expect(victim).toBeDefined();
    expect((await write('DELETE', `/clocking/user/delete/${victim?.id}?comment=${encodeURIComponent('Doppelt gebucht')}`)).status).toBe(
      200,
    );
    const { body } = await history(ANNA, '2026-11-16', '2026-11-20');
    expect(body.clockings.some((c) => c.id === victim?.id)).toBe(false);
    expect(body.deletions).toEqual([
      {
        id: victim?.id,
        date: '2026-11-18',
        clock_in: victim?.clockIn,
        clock_out: victim?.clockOut,
        type: victim?.type,
        comment: victim?.comment,
        reason: 'Doppelt gebucht',
        deleted_at: '2026-11-23 09:30:00',
        deleted_by: 'sabine.schroeder',
        deleted_on_behalf: true,
      },
    ]);
    expect((await history(ANNA, '2026-11-19', '2026-11-20')).body.deletions).toEqual([]);
  });

  it('names who entered a clocking by hand and when; stamped and seeded clockings name nobody', async () => {
    const at = (wall: string) => new Date(`${wall}+01:00`).getTime();
    db.currentUserId = ANNA;
    await write('POST', '/clocking/user/create', {
      userId: ANNA,
      clockIn: at('2026-11-21T10:00:00'),
      clockOut: at('2026-11-21T12:00:00'),
      comment: 'Selbst',
      type: 'regulär',
      homeOffice: true,
      addedFromUser: true,
    });
    db.currentUserId = ADMIN;
    await write('POST', '/clocking/user/create', {
      userId: ANNA,
      clockIn: at('2026-11-22T10:00:00'),
      clockOut: at('2026-11-22T11:00:00'),
      comment: 'Vom Admin',
      type: 'regulär',
      homeOffice: false,
      addedFromUser: false,
    });
    const { body } = await history(ANNA, '2026-11-19', '2026-11-22');
    const byComment = (comment: string) => body.clockings.find((c) => c.comment === comment);
    expect(byComment('Vom Admin')?.created_by).toEqual({ dn: 'sabine.schroeder', at: '2026-11-23 09:30:00', on_behalf: true });
    expect(byComment('Selbst')?.created_by).toEqual({ dn: 'anna.berger', at: '2026-11-23 09:30:00', on_behalf: false });
    const seeded = body.clockings.filter((c) => c.date === '2026-11-19');
    expect(seeded.length).toBeGreaterThan(0);
    for (const c of seeded) expect([c.created_by, c.changes]).toEqual([null, []]);
  });

  it("records each change with who, when, old and new values; an admin's and a team lead's change are on the user's behalf", async () => {
    const seeded = clockingTable(db, ANNA).find((c) => c.userId === ANNA && c.clockIn.startsWith('2026-11-18') && c.clockOut !== null);
    if (!seeded?.clockOut) throw new Error('seed: Anna worked on 18.11.');
    const { clockIn, clockOut, type, comment, homeOffice } = seeded;
    const epoch = (wall: string) => new Date(`${wall.replace(' ', 'T')}+01:00`).getTime();
    const base = { id: seeded.id, clockIn: epoch(clockIn), clockOut: epoch(clockOut), type, homeOffice };
    expect(
      (await write('POST', '/clocking/user/update', { ...base, clockOut: epoch(clockOut) - 15 * 60_000, comment: 'Früher gegangen' }))
        .status,
    ).toBe(200);
    // Saving unchanged values records nothing.
    expect(
      (await write('POST', '/clocking/user/update', { ...base, clockOut: epoch(clockOut) - 15 * 60_000, comment: 'Früher gegangen' }))
        .status,
    ).toBe(200);
    db.currentUserId = 2; // Thomas Becker, Anna's team lead (Helpdesk)
    expect(
      (
        await write('POST', '/clocking/user/update', {
          ...base,
          clockOut: epoch(clockOut) - 15 * 60_000,
          comment: 'Früher gegangen (Arzttermin)',
        })
      ).status,
    ).toBe(200);
    db.currentUserId = ADMIN;
    const { body } = await history(ANNA, '2026-11-18', '2026-11-18');
    const earlier = new Date(epoch(clockOut) - 15 * 60_000);
    const earlierWall = `${clockOut.slice(0, 11)}${earlier.toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin', hour12: false })}`;
    const values = (out: string, text: string | null) => ({
      clock_in: clockIn,
      clock_out: out,
      type,
      comment: text,
      home_office: homeOffice,
    });
    expect(body.clockings.find((c) => c.id === seeded.id)?.changes).toEqual([
      {
        dn: 'sabine.schroeder',
        at: '2026-11-23 09:30:00',
        on_behalf: true,
        old: values(clockOut, comment),
        new: values(earlierWall, 'Früher gegangen'),
      },
      {
        dn: 'thomas.becker',
        at: '2026-11-23 09:30:00',
        on_behalf: true,
        old: values(earlierWall, 'Früher gegangen'),
        new: values(earlierWall, 'Früher gegangen (Arzttermin)'),
      },
    ]);
  });

  it('names who deleted a clocking; the user deleting their own is not on their behalf', async () => {
    const at = (wall: string) => new Date(`${wall}+01:00`).getTime();
    db.currentUserId = ANNA;
    const created = await write('POST', '/clocking/user/create', {
      userId: ANNA,
      clockIn: at('2026-11-21T10:00:00'),
      clockOut: at('2026-11-21T11:00:00'),
      comment: 'Versehen',
      type: 'regulär',
      homeOffice: false,
      addedFromUser: true,
    });
    expect(created.status).toBe(200);
    db.currentUserId = ADMIN;
    const own = (await history(ANNA, '2026-11-21', '2026-11-21')).body.clockings[0];
    db.currentUserId = ANNA;
    expect((await write('DELETE', `/clocking/user/delete/${own.id}`)).status).toBe(200);
    db.currentUserId = ADMIN;
    expect((await history(ANNA, '2026-11-21', '2026-11-21')).body.deletions).toMatchObject([
      { id: own.id, deleted_by: 'anna.berger', deleted_on_behalf: false, reason: null },
    ]);
  });

  it('refuses a bad, reversed or too long period with 422, an unknown user with 404, a non-admin with 403', async () => {
    expect(await history(ANNA, '2026-13-01', '2026-11-20')).toMatchObject({
      status: 422,
      body: { errors: { fromDate: ['Das Feld Von ist kein gültiges Datum (yyyy-MM-dd).'] } },
    });
    expect(await history(ANNA, '2026-11-01', 'x')).toMatchObject({
      status: 422,
      body: { errors: { toDate: ['Das Feld Bis ist kein gültiges Datum (yyyy-MM-dd).'] } },
    });
    expect(await history(ANNA, '2026-11-20', '2026-11-01')).toMatchObject({
      status: 422,
      body: { errors: { toDate: ['Das Datum Bis darf nicht vor dem Datum Von liegen.'] } },
    });
    expect(await history(ANNA, '2026-01-01', '2026-04-04')).toMatchObject({
      status: 422,
      body: { errors: { toDate: ['Der Zeitraum darf höchstens 93 Tage umfassen.'] } },
    });
    expect((await history(ANNA, '2026-01-01', '2026-04-03')).status).toBe(200);
    expect((await history(999, '2026-11-01', '2026-11-20')).status).toBe(404);
    db.currentUserId = 4;
    expect(await history(ANNA, '2026-11-01', '2026-11-20')).toMatchObject({
      status: 403,
      body: { message: 'Dieser Bereich ist Administratoren vorbehalten.' },
    });
  });

  it("a deleted user's history can be read", async () => {
    const { status, body } = await history(19, '2026-10-01', '2026-10-31');
    expect(status).toBe(200);
    expect(Array.isArray(body.clockings)).toBe(true);
  });
});
