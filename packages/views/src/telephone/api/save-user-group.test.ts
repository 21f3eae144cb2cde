import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { saveUserGroup } from './save-user-group';

describe('POST /json/telephoneplan/user/groups/save {queue, state}: returns {telephoneQueues}', () => {
  it('sends queue and state; the answered list (Laravel 0/1) is what the view shows', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/json/telephoneplan/user/groups/save'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ telephoneQueues: [{ id: '2', name: 'Vertrieb', state: 1 }] });
      }),
    );
    await expect(saveUserGroup({ queue: 2, state: true })).resolves.toMatchObject({
      telephoneQueues: [{ id: 2, name: 'Vertrieb', state: true }],
    });
    expect(bodies).toEqual([{ queue: 2, state: true }]);
  });

  it('the login page is an expired session', async () => {
    server.use(
      http.post(route('/json/telephoneplan/user/groups/save'), () => HttpResponse.html('<!DOCTYPE html><html><body>Login</body></html>')),
    );
    await expect(saveUserGroup({ queue: 2, state: false })).rejects.toBeInstanceOf(LoginPageError);
  });
});
