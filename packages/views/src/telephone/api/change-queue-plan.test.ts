import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { changeQueuePlan } from './change-queue-plan';

describe('POST /telephoneplan/queue/store and DELETE /telephoneplan/queue/delete/{queueId} (answers not shown)', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('ok')],
    ['other JSON', () => HttpResponse.json({ success: true })],
  ])('%s is success (null: the view applies what it sent); store sends user, task, date', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/telephoneplan/queue/store'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
      http.delete(route('/telephoneplan/queue/delete/:id'), () => answer()),
    );
    await expect(changeQueuePlan({ action: 'store', date: '2026-11-23', user: 5, task: 2, name: 'Vertrieb' })).resolves.toBeNull();
    expect(bodies).toEqual([{ user: 5, task: 2, date: '2026-11-23' }]);
    await expect(changeQueuePlan({ action: 'delete', date: '2026-11-23', user: 5, queueId: 77 })).resolves.toBeNull();
  });

  it('an answered member row (Laravel values) is taken; the login page is an expired session', async () => {
    const row = { id: '1', user_id: '5', user: { dn: 'a', fullName: 'Anna Berger' }, absent: 0, working: 1, queues: [] };
    server.use(http.delete(route('/telephoneplan/queue/delete/:id'), () => HttpResponse.json(row)));
    await expect(changeQueuePlan({ action: 'delete', date: '2026-11-23', user: 5, queueId: 77 })).resolves.toMatchObject({
      user_id: 5,
      working: true,
    });
    server.use(
      http.delete(route('/telephoneplan/queue/delete/:id'), () => HttpResponse.html('<!DOCTYPE html><html><body>Login</body></html>')),
    );
    await expect(changeQueuePlan({ action: 'delete', date: '2026-11-23', user: 5, queueId: 77 })).rejects.toBeInstanceOf(LoginPageError);
  });
});
