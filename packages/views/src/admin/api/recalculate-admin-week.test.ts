import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { recalculateAdminWeek } from './recalculate-admin-week';
import { LOGIN_PAGE, NOT_SHOWN_ANSWERS } from './test-answers';

describe('POST /admin/overtime/recalculate/{userId}/{year}-W{week} (answer not shown)', () => {
  it.each(NOT_SHOWN_ANSWERS)('%s is success', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/admin/overtime/recalculate/:userId/:week'), () => {
        bodies.push(null);
        return answer();
      }),
    );
    await expect(recalculateAdminWeek({ userId: 4, date: '2026-11-25' })).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
  });

  it('the login page is an expired session, not a success', async () => {
    server.use(http.post(route('/admin/overtime/recalculate/:userId/:week'), LOGIN_PAGE));
    await expect(recalculateAdminWeek({ userId: 4, date: '2026-11-25' })).rejects.toBeInstanceOf(LoginPageError);
  });

  it('names the ISO week of the day in the path', async () => {
    const paths: string[] = [];
    server.use(
      http.post(
        route('/admin/overtime/recalculate/:userId/:week'),
        ({ request }) => (paths.push(new URL(request.url).pathname), new HttpResponse(null)),
      ),
    );
    await recalculateAdminWeek({ userId: 4, date: '2026-11-29' });
    expect(paths).toEqual(['/admin/overtime/recalculate/4/2026-W48']);
  });
});
