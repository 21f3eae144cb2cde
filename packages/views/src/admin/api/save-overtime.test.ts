import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { saveOvertime } from './save-overtime';
import { LOGIN_PAGE, NOT_SHOWN_ANSWERS } from './test-answers';

describe('POST /admin/overtime/{userId}/create (answer not shown)', () => {
  it.each(NOT_SHOWN_ANSWERS)('%s is success', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/admin/overtime/:userId/create'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(
      saveOvertime({ userId: 4, overTimeId: null, seconds: -5400, comment: 'Ausgleich', calendarWeek: '2026-W48' }),
    ).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
    expect(bodies).toEqual([{ userId: 4, overTimeId: null, seconds: -5400, comment: 'Ausgleich', calendarWeek: '2026-W48' }]);
  });

  it('the login page is an expired session, not a success', async () => {
    server.use(http.post(route('/admin/overtime/:userId/create'), LOGIN_PAGE));
    await expect(
      saveOvertime({ userId: 4, overTimeId: null, seconds: -5400, comment: 'Ausgleich', calendarWeek: '2026-W48' }),
    ).rejects.toBeInstanceOf(LoginPageError);
  });

  it('an update goes to /admin/overtime/update with the entry id', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/admin/overtime/update'), async ({ request }) => (bodies.push(await request.json()), HttpResponse.text(''))),
    );
    await saveOvertime({ userId: 4, overTimeId: 17, seconds: 3600, comment: 'x', calendarWeek: '2026-W47' });
    expect(bodies).toEqual([{ userId: 4, overTimeId: 17, seconds: 3600, comment: 'x', calendarWeek: '2026-W47' }]);
  });
});
