import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { saveHelpdeskWeek } from './save-helpdesk-schedule';

const days = ['2026-11-23', '2026-11-24'].map((date) => ({ user_id: 4, date, type: 'hd_frei' }));

describe('POST /json/scheduler/helpdesk/schedule (answer not shown)', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('ok')],
    ['JSON', () => HttpResponse.json({ user_id: '4', day: '2026-11-23', type: 'hd_frei' })],
  ])('%s is a saved day; one call per day, in order', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/json/scheduler/helpdesk/schedule'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(saveHelpdeskWeek({ monday: '2026-11-23', days })).resolves.toBeUndefined();
    expect(bodies).toEqual(days);
  });

  it('stops at the first refusal; the login page is an expired session', async () => {
    let calls = 0;
    server.use(
      http.post(route('/json/scheduler/helpdesk/schedule'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'Sie dürfen den Helpdesk-Dienstplan nicht bearbeiten.' }, { status: 403 });
      }),
    );
    await expect(saveHelpdeskWeek({ monday: '2026-11-23', days })).rejects.toBeTruthy();
    expect(calls).toBe(1);
    server.use(
      http.post(route('/json/scheduler/helpdesk/schedule'), () => HttpResponse.html('<!DOCTYPE html><html><body>Login</body></html>')),
    );
    await expect(saveHelpdeskWeek({ monday: '2026-11-23', days })).rejects.toBeInstanceOf(LoginPageError);
  });
});
