import { LoginPageError, toApiError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { saveIncident } from './save-incident';
import { LOGIN_PAGE, NOT_SHOWN_ANSWERS } from './test-answers';

describe('POST /json/icingamaster/incident/user/insert (answer not shown)', () => {
  it.each(NOT_SHOWN_ANSWERS)('%s is success', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/json/icingamaster/incident/user/insert'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(
      saveIncident({ userId: 4, kind: 'insert' as const, payload: { user_id: 4, task: 'Tools-12', day: '2026-11-20', effort: 30 } }),
    ).resolves.toBeUndefined();
    expect(bodies).toHaveLength(1);
    expect(bodies).toEqual([{ user_id: 4, task: 'Tools-12', day: '2026-11-20', effort: 30 }]);
  });

  it('the login page is an expired session, not a success', async () => {
    server.use(http.post(route('/json/icingamaster/incident/user/insert'), LOGIN_PAGE));
    await expect(
      saveIncident({ userId: 4, kind: 'insert' as const, payload: { user_id: 4, task: 'Tools-12', day: '2026-11-20', effort: 30 } }),
    ).rejects.toBeInstanceOf(LoginPageError);
  });

  it('an update goes to …/update with id, task, day, effort', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(
        route('/json/icingamaster/incident/user/update'),
        async ({ request }) => (bodies.push(await request.json()), new HttpResponse(null)),
      ),
    );
    await saveIncident({ userId: 4, kind: 'update', payload: { id: 9, task: 'Tools-12', day: '2026-11-20', effort: 45 } });
    expect(bodies).toEqual([{ id: 9, task: 'Tools-12', day: '2026-11-20', effort: 45 }]);
  });

  it('errors come back as a list: the failure carries them', async () => {
    server.use(
      http.post(route('/json/icingamaster/incident/user/insert'), () =>
        HttpResponse.json({ errors: ['Bitte Task angeben'] }, { status: 422 }),
      ),
    );
    const failure = await saveIncident({
      userId: 4,
      kind: 'insert',
      payload: { user_id: 4, task: '', day: '2026-11-20', effort: 30 },
    }).catch((e: unknown) => e);
    expect(toApiError(failure).messages).toEqual(['Bitte Task angeben']);
  });
});
