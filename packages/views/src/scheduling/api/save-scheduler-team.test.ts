import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { saveSchedulerTeam } from './save-scheduler-team';

describe('POST /json/scheduler/{team}/save {user, date} (answer not shown)', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('gespeichert')],
    ['JSON', () => HttpResponse.json({ message: 'ok', user_id: '5' })],
  ])('%s is a saved day; only user and date are sent', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/json/scheduler/:team/save'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(saveSchedulerTeam('icinga-master', { monday: '2026-11-23', user: 5, date: 1763852400 })).resolves.toBeUndefined();
    expect(bodies).toEqual([{ user: 5, date: 1763852400 }]);
  });

  it('the login page is an expired session, not a save', async () => {
    server.use(http.post(route('/json/scheduler/:team/save'), () => HttpResponse.html('<!DOCTYPE html><html><body>Login</body></html>')));
    await expect(saveSchedulerTeam('icinga-master', { monday: '2026-11-23', user: null, date: 1 })).rejects.toBeInstanceOf(LoginPageError);
  });
});
