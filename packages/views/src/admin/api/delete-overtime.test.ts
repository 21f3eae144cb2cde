import { LoginPageError } from '@stempeluhr/core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { deleteOvertime } from './delete-overtime';
import { LOGIN_PAGE, NOT_SHOWN_ANSWERS } from './test-answers';

describe('DELETE /admin/overtime/delete/{id} (answer not shown)', () => {
  it.each(NOT_SHOWN_ANSWERS)('%s is success', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.delete(route('/admin/overtime/delete/:id'), () => {
        bodies.push(null);
        return answer();
      }),
    );
    await expect(deleteOvertime({ id: 5, userId: 4 })).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
  });

  it('the login page is an expired session, not a success', async () => {
    server.use(http.delete(route('/admin/overtime/delete/:id'), LOGIN_PAGE));
    await expect(deleteOvertime({ id: 5, userId: 4 })).rejects.toBeInstanceOf(LoginPageError);
  });
});
