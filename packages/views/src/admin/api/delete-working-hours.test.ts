import { LoginPageError } from '@stempeluhr/core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { deleteWorkingHours } from './delete-working-hours';
import { LOGIN_PAGE, NOT_SHOWN_ANSWERS } from './test-answers';

describe('POST /admin/working-hours/{userId}/delete {id} (answer not shown)', () => {
  it.each(NOT_SHOWN_ANSWERS)('%s is success', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/admin/working-hours/:userId/delete'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(deleteWorkingHours({ id: 5, userId: 4 })).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
    expect(bodies).toEqual([{ id: 5 }]);
  });

  it('the login page is an expired session, not a success', async () => {
    server.use(http.post(route('/admin/working-hours/:userId/delete'), LOGIN_PAGE));
    await expect(deleteWorkingHours({ id: 5, userId: 4 })).rejects.toBeInstanceOf(LoginPageError);
  });
});
