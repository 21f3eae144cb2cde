import { LoginPageError } from '@stempeluhr/core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { updatePoints } from './update-points';
import { LOGIN_PAGE, NOT_SHOWN_ANSWERS } from './test-answers';

describe('POST /json/admin/points/user/update (answer not shown)', () => {
  it.each(NOT_SHOWN_ANSWERS)('%s is success', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/json/admin/points/user/update'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(updatePoints({ userId: 4, payload: { id: 5, points: -2, comment: 'Korrektur' } })).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
    expect(bodies).toEqual([{ id: 5, points: -2, comment: 'Korrektur' }]);
  });

  it('the login page is an expired session, not a success', async () => {
    server.use(http.post(route('/json/admin/points/user/update'), LOGIN_PAGE));
    await expect(updatePoints({ userId: 4, payload: { id: 5, points: -2, comment: 'Korrektur' } })).rejects.toBeInstanceOf(LoginPageError);
  });
});
