// The team view's rules on the emulated server (spec 02 §6 with spec 01 §6): who sees the team view
// of a group and whose clockings they may add, change and delete from it. Helpdesk (group 1): lead
// Thomas Becker (2), substitute Julia Wagner (3), members Max Müller (4), Anna Berger (5), …;
// Mehmet Yılmaz (7) is only in Icinga-Master; Sabine Schröder (1) is an admin outside Helpdesk.
import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type { ClockingsResponse } from '../../packages/core/src/api/wire-types-timetracking';
import { db, resetDb } from '../db';
import { schedulingHandlers } from '../scheduling/handlers';
import { get, write } from '../testing/http';
import { teamHandlers } from './handlers';

const ms = (wall: string) => new Date(wall.replace(' ', 'T')).getTime();

interface Message {
  message: string;
}

/** A clocking on Saturday 21.11. (nobody's contract day) for `userId`, added from the team view. */
const create = (userId: number) =>
  write<Message>('POST', '/clocking/user/create', {
    userId,
    clockIn: ms('2026-11-21 10:00:00'),
    clockOut: ms('2026-11-21 11:00:00'),
    comment: 'nachgetragen',
    type: 'regulär',
    homeOffice: false,
    addedFromUser: false,
  });

async function firstClockingOf(userId: number, day = '2026-11-17') {
  const { body } = await get<ClockingsResponse>(`/clocking/user/clockings/${userId}/${day}`);
  const clocking = body.clockings.items[0];
  if (!clocking) throw new Error(`no clocking of ${userId} on ${day}`);
  return clocking;
}

const update = (clocking: { id: number; clock_in: string }) =>
  write<Message>('POST', '/clocking/user/update', {
    id: clocking.id,
    clockIn: ms(clocking.clock_in),
    clockOut: ms(clocking.clock_in) + 3_600_000,
    comment: 'korrigiert',
    type: 'regulär',
    homeOffice: false,
  });

const as = (userId: number) => {
  db.currentUserId = userId;
};

beforeEach(() => {
  resetDb({ now: NOW });
  server.use(...handlers, ...teamHandlers, ...schedulingHandlers);
});

describe('the team view’s rules', () => {
  it('the lead and the substitute add, change and delete their members’ clockings', async () => {
    for (const lead of [2, 3]) {
      resetDb({ now: NOW, currentUserId: lead });
      expect((await create(4)).status).toBe(200);
      expect((await update(await firstClockingOf(5))).status).toBe(200);
      const clocking = await firstClockingOf(4);
      expect((await write('DELETE', `/clocking/user/delete/${clocking.id}?comment=doppelt`)).status).toBe(200);
    }
  });

  it('the lead writes nobody outside the group: 403 with a German reason', async () => {
    as(2);
    const refused = await create(7);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sie dürfen nur Buchungen von Mitgliedern Ihrer Gruppe ändern.');
  });

  it('a group member sees the team view and writes only their own clockings', async () => {
    as(4);
    expect((await get('/clocking/team/Helpdesk')).status).toBe(200);
    expect((await create(4)).status).toBe(200);
    const refused = await create(5);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sie dürfen nur Ihre eigenen Buchungen ändern.');
    const other = await firstClockingOf(5);
    expect((await update(other)).status).toBe(403);
    expect((await write('DELETE', `/clocking/user/delete/${other.id}?comment=x`)).status).toBe(403);
    // Nothing changed.
    expect((await firstClockingOf(5)).id).toBe(other.id);
  });

  it('an admin writes anyone’s clockings, also outside their groups', async () => {
    as(1);
    expect((await create(4)).status).toBe(200);
    expect((await create(7)).status).toBe(200);
  });

  it('a deleted user is read-only: the lead cannot write their clockings, and they see no team view', async () => {
    db.users.find((u) => u.id === 5)!.deleted = true;
    as(2);
    const refused = await create(5);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/gelöscht/);
    db.users.find((u) => u.id === 4)!.deleted = true;
    as(4);
    expect((await get<Message>('/clocking/team/Helpdesk')).status).toBe(403);
  });
});
