import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { toolsKeys } from './keys';
import { insertInvalidates, insertWorkItems } from './insert-work-items';

const PAYLOAD = { userId: 4, start: '2026-11-16', end: '2026-11-20', factor: 0.8, issueId: 'TOOLS-1234' };

describe('insert-workitems (its answer is not shown)', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('Zeiten wurden erfolgreich übertragen')],
    ['JSON', () => HttpResponse.json({ success: 1 })],
  ])('%s is a transfer; the payload is sent as it is', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/youtrack-workitems/ajax/insert-workitems'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(insertWorkItems(PAYLOAD)).resolves.toBeUndefined();
    expect(bodies).toEqual([PAYLOAD]);
  });

  it('the login page is an expired session', async () => {
    server.use(http.post(route('/youtrack-workitems/ajax/insert-workitems'), () => HttpResponse.html('<html><body>Login</body></html>')));
    await expect(insertWorkItems(PAYLOAD)).rejects.toBeInstanceOf(LoginPageError);
  });

  it('the issue’s work items are read again', () => {
    expect(insertInvalidates(PAYLOAD)).toEqual([toolsKeys.workItems('TOOLS-1234')]);
  });
});
