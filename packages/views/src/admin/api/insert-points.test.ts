import { LoginPageError } from '@stempeluhr/core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { insertPoints } from './insert-points';
import { LOGIN_PAGE, NOT_SHOWN_ANSWERS } from './test-answers';

describe('POST /json/admin/points/user/insert (answer not shown)', () => {
  it.each(NOT_SHOWN_ANSWERS)('%s is success', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/json/admin/points/user/insert'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(insertPoints({ date: '2026-11-20', user_id: 4, points: 3, comment: 'Rufbereitschaft' })).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
    expect(bodies).toEqual([{ date: '2026-11-20', user_id: 4, points: 3, comment: 'Rufbereitschaft' }]);
  });

  it('the login page is an expired session, not a success', async () => {
    server.use(http.post(route('/json/admin/points/user/insert'), LOGIN_PAGE));
    await expect(insertPoints({ date: '2026-11-20', user_id: 4, points: 3, comment: 'Rufbereitschaft' })).rejects.toBeInstanceOf(
      LoginPageError,
    );
  });
});
