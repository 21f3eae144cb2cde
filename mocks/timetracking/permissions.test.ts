// Who may write whose clockings (spec 01 §6 with spec 02 §6): one test per rule, through the HTTP
// calls the views make. Seed: group 1 Helpdesk (lead 2, substitute 3; members 2–6), group 3
// Icinga-Master (lead 10, substitute 5; members 5, 7, 10), group 4 Service (lead 6, substitute 11;
// members 6, 11, 12); 1 is admin; 12 is deleted.
import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '../db';
import { get, write } from '../testing/http';
import { clockingTable } from './clockings.seed';
import { PERMISSION_MESSAGES } from './permissions';

/** Monday 23 November 2026, 09:30 Berlin. */
const ms = (wall: string) => new Date(wall.replace(' ', 'T')).getTime();

beforeEach(() => {
  resetDb({ now: NOW });
});

function as(userId: number) {
  db.currentUserId = userId;
}

/** A closed clocking of the user in the week before NOW (not migrated, editable). */
function lastWeeksClocking(userId: number) {
  const found = clockingTable(db, userId).find((c) => c.userId === userId && c.clockOut !== null && c.clockIn.startsWith('2026-11-1'));
  if (!found) throw new Error(`no clocking of ${userId} in the week before`);
  return found;
}

function update(userId: number) {
  const c = lastWeeksClocking(userId);
  return write<{ message?: string }>('POST', '/clocking/user/update', {
    id: c.id,
    clockIn: ms(c.clockIn),
    clockOut: c.clockOut === null ? null : ms(c.clockOut),
    comment: 'korrigiert',
    type: c.type,
    homeOffice: c.homeOffice,
  });
}

function remove(userId: number) {
  return write<{ message?: string }>('DELETE', `/clocking/user/delete/${lastWeeksClocking(userId).id}`);
}

/** Adds 20:00–20:30 on Sunday 22 November to the user's day. */
function create(userId: number, addedFromUser = false) {
  return write<{ message?: string }>('POST', '/clocking/user/create', {
    userId,
    clockIn: ms('2026-11-22 20:00:00'),
    clockOut: ms('2026-11-22 20:30:00'),
    comment: 'nachgetragen',
    type: 'regulär',
    homeOffice: false,
    addedFromUser,
  });
}

describe('clockings: who may write whose (403 with a German message otherwise)', () => {
  it('the user writes their own clockings: change, add, delete', async () => {
    as(4);
    expect((await update(4)).status).toBe(200);
    expect((await create(4, true)).status).toBe(200);
    expect((await remove(4)).status).toBe(200);
  });

  it("an admin writes anyone's clockings", async () => {
    as(1);
    expect((await update(4)).status).toBe(200);
    expect((await create(7)).status).toBe(200);
    expect((await remove(6)).status).toBe(200);
  });

  it("the lead and the substitute of a group write its members' clockings", async () => {
    as(2); // lead of group 1
    expect((await update(4)).status).toBe(200);
    expect((await create(5)).status).toBe(200);
    as(3); // substitute of group 1
    expect((await remove(4)).status).toBe(200);
    as(11); // substitute of group 4
    expect((await update(6)).status).toBe(200);
  });

  it("a lead does not write the clockings of people outside the lead's groups", async () => {
    as(2); // lead of group 1; 7 is in group 3 only
    const refused = await update(7);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PERMISSION_MESSAGES.notYourGroup);
    expect((await create(7)).status).toBe(403);
  });

  it("a plain group member writes only their own: no change or deletion of a colleague's clocking", async () => {
    as(4); // member of group 1, like 5
    const changed = await update(5);
    expect(changed.status).toBe(403);
    expect(changed.body.message).toBe(PERMISSION_MESSAGES.notYours);
    expect((await remove(5)).status).toBe(403);
    // …but sees the team week
    expect((await get(`/json/team/clocking/week-overview?dn=${encodeURIComponent(db.users[4]!.dn)}&year=2026&week=47`)).status).toBe(200);
  });

  it('a non-admin adds only to their own days, except a lead or substitute for their group', async () => {
    as(4);
    const refused = await create(5);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PERMISSION_MESSAGES.notYours);
    expect(clockingTable(db, 5).some((c) => c.comment === 'nachgetragen')).toBe(false);
    as(6); // lead of group 4
    expect((await create(11)).status).toBe(200);
  });

  it('a deleted user is read-only: nobody writes their clockings, and they write nothing', async () => {
    const deleted = db.users.find((u) => u.deleted && u.id === 12)!;
    as(1);
    const byAdmin = await create(deleted.id);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(PERMISSION_MESSAGES.deletedTarget);
    as(deleted.id);
    const clockIn = await get<{ message: string }>('/json/clocking/in?homeOffice=false');
    expect(clockIn.status).toBe(403);
    expect(clockIn.body.message).toBe(PERMISSION_MESSAGES.deletedActor);
    expect((await create(deleted.id, true)).status).toBe(403);
  });

  it('a recalculation of another user’s week is refused like a change', async () => {
    as(4);
    expect((await write('POST', '/clocking/user/overtime/recalculate/5/2026-W47')).status).toBe(403);
    expect((await write('POST', '/clocking/user/overtime/recalculate/4/2026-W47')).status).toBe(200);
  });
});
