import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { sendChecklistMail } from './send-checklist-mail';

describe('the checklist mail (its answer is not read)', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('Email erfolgreich versendet!')],
    ['JSON', () => HttpResponse.json({ message: 'Email erfolgreich versendet!' })],
  ])('%s is a sent mail; the body is {id}', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/checklist/report/mail'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(sendChecklistMail({ route: '/checklist/report/mail', id: 3 })).resolves.toBeUndefined();
    expect(bodies).toEqual([{ id: 3 }]);
  });

  it('the login page is an expired session', async () => {
    server.use(http.post(route('/checklist/report/mail'), () => HttpResponse.html('<html><body><form>Login</form></body></html>')));
    await expect(sendChecklistMail({ route: '/checklist/report/mail', id: 3 })).rejects.toBeInstanceOf(LoginPageError);
  });
});
