import { TEST_NOW as NOW } from '@test/clock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, server } from '@mocks/node';
import type { TelephoneQueueMember, TelephoneQueuesResponse, TelephoneSlot } from '../../packages/core/src/api/wire-types-telephone';
import { db, resetDb } from '../db';
import { queuePlanOf } from './queues.rules';
import { telephoneHandlers } from './handlers';
import { get, write, type Invalid } from '../testing/http';

/** Monday 23 November 2026, 09:30 Berlin; signed in: Max Müller (4). Helpdesk level 3: Lukas Hoffmann (6). */
const LEVEL_3 = 6;

const rowOf = (date: string, userId: number) => queuePlanOf(db, date).find((m) => m.user_id === userId)!;

beforeEach(() => {
  resetDb({ now: NOW });
  // handlers[0] is the preamble (faults, CSRF) that runs before every API handler.
  server.use(handlers[0], ...telephoneHandlers);
});

describe('telephone groups of the signed-in user', () => {
  it('lists every queue with state = the user is in it', async () => {
    const { status, body } = await get<TelephoneQueuesResponse>('/json/telephoneplan/user/groups');
    expect(status).toBe(200);
    expect(body).toEqual({
      telephoneQueues: [
        { id: 1, name: 'Hotline Allgemein', state: true },
        { id: 2, name: 'Hotline Technik', state: false },
        { id: 3, name: 'Störungsannahme', state: true },
        { id: 4, name: 'Vertrieb', state: true },
        { id: 5, name: 'Rückruf-Service', state: false },
      ],
    });
  });

  it('save switches one queue, answers the new list, and later reads keep it (per user)', async () => {
    const on = await write<TelephoneQueuesResponse>('POST', '/json/telephoneplan/user/groups/save', { queue: 2, state: true });
    expect(on.status).toBe(200);
    expect(on.body.telephoneQueues.find((q) => q.id === 2)?.state).toBe(true);
    const off = await write<TelephoneQueuesResponse>('POST', '/json/telephoneplan/user/groups/save', { queue: '1', state: 'false' });
    expect(off.body.telephoneQueues.map((q) => q.state)).toEqual([false, true, true, true, false]);
    expect((await get<TelephoneQueuesResponse>('/json/telephoneplan/user/groups')).body.telephoneQueues.map((q) => q.state)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    db.currentUserId = 7;
    expect((await get<TelephoneQueuesResponse>('/json/telephoneplan/user/groups')).body.telephoneQueues.map((q) => q.state)).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('unknown queue 404, a state that is no boolean 422, no CSRF token 419', async () => {
    expect(await write('POST', '/json/telephoneplan/user/groups/save', { queue: 9, state: true })).toEqual({
      status: 404,
      body: { message: 'Queue nicht gefunden.' },
    });
    const bad = await write<Invalid>('POST', '/json/telephoneplan/user/groups/save', { queue: 2, state: 'vielleicht' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.state).toBeDefined();
    expect(await write('POST', '/json/telephoneplan/user/groups/save', { queue: 2, state: true }, null)).toEqual({
      status: 419,
      body: { message: 'CSRF token mismatch.' },
    });
    expect((await get<TelephoneQueuesResponse>('/json/telephoneplan/user/groups')).body.telephoneQueues[1].state).toBe(false);
  });
});

describe('queue plan', () => {
  it('queuePlanOf: Helpdesk and Service members with absent/working flags and their queues', () => {
    const monday = queuePlanOf(db, '2026-11-23');
    expect(monday.map((m) => m.user_id)).toEqual([2, 3, 4, 5, 6, 11]);
    expect(monday[2]).toEqual({
      id: 2026112304,
      user_id: 4,
      user: { dn: 'max.mueller', fullName: 'Max Müller' },
      absent: false,
      working: true,
      queues: [
        { id: expect.any(Number), name: 'Hotline Allgemein', queue_id: 1 },
        { id: expect.any(Number), name: 'Vertrieb', queue_id: 4 },
      ],
    });
    expect(monday.every((m) => m.working && !m.absent && m.queues.length > 0)).toBe(true);
    // Friday: Max Müller half a day of Urlaub, Anna Berger (4-day week) off; nobody absent or off has queues.
    expect(rowOf('2026-11-27', 4)).toMatchObject({ absent: true, queues: [] });
    expect(rowOf('2026-11-27', 5)).toMatchObject({ working: false, queues: [] });
    expect(queuePlanOf(db, '2026-11-28').every((m) => !m.working && m.queues.length === 0)).toBe(true);
  });

  it('helpdesk level 3 adds a queue for a present member; the plan shows it; twice is 422', async () => {
    db.currentUserId = LEVEL_3;
    // Max Müller's own queues are 1, 3 and 4: queue 2 is new for him.
    expect(rowOf('2026-11-24', 4).queues.map((q) => q.queue_id)).not.toContain(2);
    const stored = await write<TelephoneQueueMember>('POST', '/telephoneplan/queue/store', { user: 4, task: 2, date: '2026-11-24' });
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ user_id: 4, absent: false, working: true });
    expect(stored.body.queues.map((q) => q.queue_id)).toContain(2);
    expect(rowOf('2026-11-24', 4).queues).toEqual(stored.body.queues);
    const twice = await write<Invalid>('POST', '/telephoneplan/queue/store', { user: 4, task: 2, date: '2026-11-24' });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('Die Queue ist Max Müller an diesem Tag bereits zugewiesen.');
  });

  it('helpdesk level 3 removes a queue (the assignment id); the plan drops it; unknown id 404', async () => {
    db.currentUserId = LEVEL_3;
    const before = rowOf('2026-11-23', 2);
    const removed = await write<TelephoneQueueMember>('DELETE', `/telephoneplan/queue/delete/${before.queues[0].id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.queues).toEqual(before.queues.slice(1));
    expect(rowOf('2026-11-23', 2).queues).toEqual(before.queues.slice(1));
    expect(await write('DELETE', `/telephoneplan/queue/delete/${before.queues[0].id}`)).toEqual({
      status: 404,
      body: { message: 'Queue-Zuweisung nicht gefunden.' },
    });
    expect((await write('DELETE', '/telephoneplan/queue/delete/abc')).status).toBe(404);

    // An added assignment can be removed again by its id.
    const added = await write<TelephoneQueueMember>('POST', '/telephoneplan/queue/store', { user: 11, task: 1, date: '2026-11-23' });
    const id = added.body.queues.find((q) => q.queue_id === 1)!.id;
    expect(
      (await write<TelephoneQueueMember>('DELETE', `/telephoneplan/queue/delete/${id}`)).body.queues.map((q) => q.queue_id),
    ).not.toContain(1);
  });

  it('absent or off members get no queues (422 with the reason)', async () => {
    db.currentUserId = LEVEL_3;
    const absent = await write<Invalid>('POST', '/telephoneplan/queue/store', { user: 4, task: 1, date: '2026-11-27' });
    expect(absent.status).toBe(422);
    expect(absent.body.message).toBe('Max Müller ist an diesem Tag abwesend.');
    const off = await write<Invalid>('POST', '/telephoneplan/queue/store', { user: 5, task: 1, date: '2026-11-27' });
    expect(off.status).toBe(422);
    expect(off.body.message).toBe('Anna Berger hat an diesem Tag frei.');
    expect((await write<Invalid>('POST', '/telephoneplan/queue/store', { user: 6, task: 1, date: '2026-11-28' })).body.message).toBe(
      'Lukas Hoffmann hat an diesem Tag frei.',
    );
    expect(rowOf('2026-11-27', 4).queues).toEqual([]);
  });

  it('others may not add or remove (403); validation 422 and unknown user/queue 404 for level 3', async () => {
    const row = rowOf('2026-11-23', 3);
    const store = await write<{ message: string }>('POST', '/telephoneplan/queue/store', { user: 4, task: 2, date: '2026-11-24' });
    expect(store).toEqual({ status: 403, body: { message: 'Nur Helpdesk Level 3 darf Queues zuweisen oder entfernen.' } });
    expect((await write('DELETE', `/telephoneplan/queue/delete/${row.queues[0].id}`)).status).toBe(403);
    expect(rowOf('2026-11-23', 3).queues).toEqual(row.queues);

    db.currentUserId = LEVEL_3;
    expect((await write<Invalid>('POST', '/telephoneplan/queue/store', { user: 4, task: 2, date: '24.11.2026' })).status).toBe(422);
    expect((await write('POST', '/telephoneplan/queue/store', { user: 99, task: 2, date: '2026-11-24' })).status).toBe(404);
    expect((await write('POST', '/telephoneplan/queue/store', { user: 4, task: 99, date: '2026-11-24' })).status).toBe(404);
    const outsider = await write<Invalid>('POST', '/telephoneplan/queue/store', { user: 7, task: 2, date: '2026-11-24' });
    expect(outsider.status).toBe(422);
    expect(outsider.body.message).toBe('Der Benutzer steht nicht im Queue-Plan.');
  });
});

describe('telephone plan slots', () => {
  const slot = { user_id: 5, from: '2026-11-24 08:00', to: '2026-11-24 12:00' };

  it('assign adds a task to the slot, unassign removes it; the answer is the slot', async () => {
    const first = await write<TelephoneSlot>('POST', '/telephoneplan/assign-task', { ...slot, task_id: 3 });
    expect(first).toEqual({
      status: 200,
      body: {
        user_id: 5,
        fullName: 'Anna Berger',
        from: '2026-11-24 08:00:00',
        to: '2026-11-24 12:00:00',
        tasks: [{ id: 3, name: 'Störungsannahme' }],
      },
    });
    const second = await write<TelephoneSlot>('POST', '/telephoneplan/assign-task', { ...slot, task_id: 1, from: '2026-11-24T08:00:00' });
    expect(second.body.tasks).toEqual([
      { id: 1, name: 'Hotline Allgemein' },
      { id: 3, name: 'Störungsannahme' },
    ]);
    const removed = await write<TelephoneSlot>('POST', '/telephoneplan/unassign-task', { ...slot, task_id: 3 });
    expect(removed.body.tasks).toEqual([{ id: 1, name: 'Hotline Allgemein' }]);
  });

  it('assigning twice or unassigning what is not there 422; to before from 422; unknown task or user 404', async () => {
    await write('POST', '/telephoneplan/assign-task', { ...slot, task_id: 2 });
    const twice = await write<Invalid>('POST', '/telephoneplan/assign-task', { ...slot, task_id: 2 });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('Die Aufgabe ist in diesem Zeitfenster bereits zugewiesen.');
    expect((await write<Invalid>('POST', '/telephoneplan/unassign-task', { ...slot, task_id: 4 })).body.message).toBe(
      'Die Aufgabe ist in diesem Zeitfenster nicht zugewiesen.',
    );
    const order = await write<Invalid>('POST', '/telephoneplan/assign-task', { ...slot, task_id: 4, to: '2026-11-24 07:00' });
    expect(order.status).toBe(422);
    expect(order.body.errors.to).toEqual(['Die Zeit Bis darf nicht kleiner sein als Von']);
    expect((await write('POST', '/telephoneplan/assign-task', { ...slot, task_id: 4, from: 'morgen' })).status).toBe(422);
    expect((await write('POST', '/telephoneplan/assign-task', { ...slot, task_id: 42 })).status).toBe(404);
    expect((await write('POST', '/telephoneplan/assign-task', { ...slot, task_id: 4, user_id: 12 })).status).toBe(404);
    expect((await write('POST', '/telephoneplan/unassign-task', { ...slot, task_id: 2 }, null)).status).toBe(419);
  });
});

describe('queue plan read (our addition)', () => {
  it('answers the day with queues, members and editable = helpdesk level 3', async () => {
    const plain = await get<{ date: string; queues: unknown[]; members: TelephoneQueueMember[]; editable: boolean }>(
      '/json/telephoneplan/queue/2026-11-27',
    );
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ date: '2026-11-27', editable: false });
    expect(plain.body.queues).toHaveLength(5);
    expect(plain.body.members).toEqual(queuePlanOf(db, '2026-11-27'));
    db.currentUserId = LEVEL_3;
    expect((await get<{ editable: boolean }>('/json/telephoneplan/queue/2026-11-27')).body.editable).toBe(true);
    expect((await get('/json/telephoneplan/queue/27.11.2026')).status).toBe(422);
  });
});
