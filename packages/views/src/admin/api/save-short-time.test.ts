import { LoginPageError, toApiError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { saveShortTime } from './save-short-time';
import { LOGIN_PAGE, NOT_SHOWN_ANSWERS } from './test-answers';

describe('POST /admin/users/{userId}/short-time/create {from, to} (answer not shown)', () => {
  it.each(NOT_SHOWN_ANSWERS)('%s is success', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/admin/users/:userId/short-time/create'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(saveShortTime({ userId: 4, id: null, from: '2026-11-23', to: null })).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
    expect(bodies).toEqual([{ from: '2026-11-23', to: null }]);
  });

  it('the login page is an expired session, not a success', async () => {
    server.use(http.post(route('/admin/users/:userId/short-time/create'), LOGIN_PAGE));
    await expect(saveShortTime({ userId: 4, id: null, from: '2026-11-23', to: null })).rejects.toBeInstanceOf(LoginPageError);
  });

  it('an update goes to …/short-time/update with id, from, to', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(
        route('/admin/users/:userId/short-time/update'),
        async ({ request }) => (bodies.push(await request.json()), new HttpResponse(null)),
      ),
    );
    await saveShortTime({ userId: 4, id: 3, from: '2026-11-23', to: '2026-12-04' });
    expect(bodies).toEqual([{ id: 3, from: '2026-11-23', to: '2026-12-04' }]);
  });

  it("a failure's body is what the modal lists", async () => {
    server.use(
      http.post(route('/admin/users/:userId/short-time/create'), () =>
        HttpResponse.json({ errors: ['Von-Datum darf nicht leer sein.'] }, { status: 422 }),
      ),
    );
    const failure = await saveShortTime({ userId: 4, id: null, from: '', to: null }).catch((e: unknown) => e);
    expect(toApiError(failure).messages).toEqual(['Von-Datum darf nicht leer sein.']);
  });
});
