import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { serviceKeys } from './keys';
import { planInvalidates, setLeader, setLeaders } from './set-leader';

const BODY = { timestamp: 1795302000, user_id: 4, substitute_id: '' as const, checklist_id: 1 };

describe('leader/set (its answer is not shown)', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('gespeichert')],
    ['JSON', () => HttpResponse.json({ success: true })],
  ])('%s is a saved day; empty values are sent as they are', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/serviceagent/ajax/leader/set'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(setLeader(BODY)).resolves.toBeUndefined();
    expect(bodies).toEqual([BODY]);
  });

  it('the login page is an expired session; several days stop at the first failure', async () => {
    let calls = 0;
    server.use(
      http.post(route('/serviceagent/ajax/leader/set'), () => {
        calls += 1;
        return HttpResponse.html('<!DOCTYPE html><html><body>Anmelden</body></html>');
      }),
    );
    await expect(setLeaders([BODY, { ...BODY, timestamp: BODY.timestamp + 86400 }])).rejects.toBeInstanceOf(LoginPageError);
    expect(calls).toBe(1);
  });

  it('a saved plan is read again: its checklist’s planner and the report', () => {
    expect(planInvalidates([BODY, { ...BODY, checklist_id: 2 }])).toEqual([
      serviceKeys.planning(1),
      serviceKeys.planning(2),
      serviceKeys.report,
    ]);
  });
});
