import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import * as z from 'zod';
import { TEXTS } from '../texts/common';
import { apiClient } from './client';
import { parseResponse, toApiError, type ApiErrorOptions } from './errors';

async function errorFor(response: () => Response, options?: ApiErrorOptions) {
  server.use(http.get('*/json/fail', response));
  try {
    await apiClient().get('json/fail');
  } catch (error) {
    return toApiError(error, options);
  }
  throw new Error('expected a failure');
}

describe('error normalisation', () => {
  describe('serverMessage (the schedulers: response.data.message as the banner)', () => {
    it('by default 404 and 5xx show the generic German text, not the server message', async () => {
      const notFound = await errorFor(() => HttpResponse.json({ message: 'Team nicht gefunden.' }, { status: 404 }));
      expect(notFound).toMatchObject({ kind: 'not-found', message: TEXTS.notFound });
      const server500 = await errorFor(() => HttpResponse.json({ message: 'SQLSTATE[42S22]: Column not found' }, { status: 500 }));
      expect(server500).toMatchObject({ kind: 'server', message: TEXTS.serverError });
    });

    it('with it, 404 and 5xx show data.message and keep their kind and status', async () => {
      const notFound = await errorFor(() => HttpResponse.json({ message: 'Team nicht gefunden.' }, { status: 404 }), {
        serverMessage: true,
      });
      expect(notFound).toMatchObject({ kind: 'not-found', status: 404, message: 'Team nicht gefunden.' });
      const unavailable = await errorFor(() => HttpResponse.json({ message: 'Der Dienstplan wird gerade gewartet.' }, { status: 503 }), {
        serverMessage: true,
      });
      expect(unavailable).toMatchObject({ kind: 'server', status: 503, message: 'Der Dienstplan wird gerade gewartet.' });
    });

    it('with it, an HTML page, a blank or overlong message or no message fall back to the generic text', async () => {
      const generic = TEXTS.serverError;
      const html = await errorFor(
        () => new HttpResponse('<html><body><h1>Whoops</h1></body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
        { serverMessage: true },
      );
      expect(html.message).toBe(generic);
      const htmlInMessage = await errorFor(
        () => HttpResponse.json({ message: '<!doctype html><html><body>Fehler</body></html>' }, { status: 500 }),
        { serverMessage: true },
      );
      expect(htmlInMessage.message).toBe(generic);
      const blank = await errorFor(() => HttpResponse.json({ message: '   ' }, { status: 500 }), { serverMessage: true });
      expect(blank.message).toBe(generic);
      const long = await errorFor(() => HttpResponse.json({ message: 'x'.repeat(501) }, { status: 500 }), { serverMessage: true });
      expect(long.message).toBe(generic);
      const none = await errorFor(() => HttpResponse.json({ error: 'kaputt' }, { status: 500 }), { serverMessage: true });
      expect(none.message).toBe(generic);
    });

    it('with it, markup inside a short message is kept as the text it is', async () => {
      const error = await errorFor(() => HttpResponse.json({ message: 'Gesperrt <img src=x onerror=alert(1)>' }, { status: 500 }), {
        serverMessage: true,
      });
      expect(error.message).toBe('Gesperrt <img src=x onerror=alert(1)>');
    });
  });

  it('419 becomes "Sitzung abgelaufen"', async () => {
    const error = await errorFor(() => HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }));
    expect(error.kind).toBe('session');
    expect(error.message).toBe('Sitzung abgelaufen — bitte Seite neu laden.');
  });

  it('422 keeps field errors (dot keys too) and the message', async () => {
    const error = await errorFor(() =>
      HttpResponse.json(
        { message: 'Die Eingaben sind ungültig.', errors: { comment: ['Pflicht'], 'items.0.from': ['falsch'] } },
        { status: 422 },
      ),
    );
    expect(error.kind).toBe('validation');
    expect(error.fieldErrors).toEqual({ comment: ['Pflicht'], 'items.0.from': ['falsch'] });
    expect(error.message).toBe('Die Eingaben sind ungültig.');
  });

  it('a plain error list (the incident and working-hour style) becomes banner messages', async () => {
    const error = await errorFor(() => HttpResponse.json({ errors: ['Bitte Task angeben', 'Bitte Aufwand angeben'] }, { status: 422 }));
    expect(error.messages).toEqual(['Bitte Task angeben', 'Bitte Aufwand angeben']);
  });

  it('a 500 HTML debug page becomes a generic message and the HTML is not kept', async () => {
    const error = await errorFor(
      () =>
        new HttpResponse('<html><body><h1>Whoops</h1><img src=x onerror=alert(1)></body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(error.kind).toBe('server');
    expect(error.message).not.toContain('<');
  });

  it('401 is an expired session („Sitzung abgelaufen“, as 419 and the login page), 403 shows the server’s reason', async () => {
    const expired = await errorFor(() => new HttpResponse(null, { status: 401 }));
    expect(expired).toMatchObject({ kind: 'session', message: 'Sitzung abgelaufen — bitte Seite neu laden.' });
    expect((await errorFor(() => HttpResponse.json({ message: 'Nur für Admins' }, { status: 403 }))).message).toBe('Nur für Admins');
  });

  it('a network error is a network error', async () => {
    const error = await errorFor(() => HttpResponse.error());
    expect(error.kind).toBe('network');
  });

  it('an HTML login page with status 200 (the redirect the browser followed) is an expired session, not data', () => {
    const schema = z.object({ days: z.array(z.object({ date: z.string() })) });
    let thrown: unknown;
    try {
      parseResponse(schema, '<!doctype html><form>Login</form>', 'days');
    } catch (error) {
      thrown = error;
    }
    expect(toApiError(thrown)).toMatchObject({ kind: 'session', message: 'Sitzung abgelaufen — bitte Seite neu laden.' });
  });

  it('a JSON answer of the wrong shape is an unexpected answer that names the call and the field, never a value', () => {
    const schema = z.object({ days: z.array(z.object({ date: z.string() })) });
    let thrown: unknown;
    try {
      parseResponse(schema, { days: [{ date: 20261123 }] }, 'clocking/monthly');
    } catch (error) {
      thrown = error;
    }
    expect(toApiError(thrown)).toMatchObject({
      kind: 'unexpected',
      message: 'Unerwartete Antwort vom Server.',
      contract: { call: 'clocking/monthly', path: 'days.0.date' },
    });
  });
});

describe('a request that hangs', () => {
  it('ends after the deadline with the timeout message (the button can be freed)', async () => {
    const { delay } = await import('msw');
    server.use(http.get('*/json/hang', async () => (await delay('infinite'), HttpResponse.json({}))));
    const pending = apiClient()
      .get('json/hang', { timeout: 50 })
      .then(
        () => null,
        (error: unknown) => toApiError(error),
      );
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', message: 'Der Server antwortet nicht. Bitte später erneut versuchen.' });
  });
});
