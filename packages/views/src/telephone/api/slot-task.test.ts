import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { changeSlotTask } from './slot-task';

const input = { task_id: 2, user_id: 5, from: '2026-11-23 08:00:00', to: '2026-11-23 12:00:00' };

describe('POST /telephoneplan/assign-task and /unassign-task (answer not shown)', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('ok')],
    ['other JSON', () => HttpResponse.json({ success: 1 })],
  ])('%s is success; the view applies what it sent (null)', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/telephoneplan/assign-task'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(changeSlotTask({ assign: true, ...input })).resolves.toBeNull();
    expect(bodies).toEqual([input]);
  });

  it('an answer with the slot’s tasks (ids as strings) gives them; the login page is an expired session', async () => {
    server.use(
      http.post(route('/telephoneplan/unassign-task'), () => HttpResponse.json({ tasks: { 0: { id: '1', name: 'Hotline Allgemein' } } })),
    );
    await expect(changeSlotTask({ assign: false, ...input })).resolves.toEqual([{ id: 1, name: 'Hotline Allgemein' }]);
    server.use(http.post(route('/telephoneplan/unassign-task'), () => HttpResponse.html('<!DOCTYPE html><html><body>Login</body></html>')));
    await expect(changeSlotTask({ assign: false, ...input })).rejects.toBeInstanceOf(LoginPageError);
  });
});
