import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { expectConsole } from '@test/console-guard';
import { apiClient, assertCanWrite, resetApiClient } from './client';
import { toApiError } from './errors';

function captureHeaders(url: string) {
  const seen: Headers[] = [];
  server.use(
    http.all(url, ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('the page-wide API client', () => {
  it('sends X-Requested-With, X-CSRF-TOKEN and the XSRF cookie as X-XSRF-TOKEN to its own origin', async () => {
    document.cookie = 'XSRF-TOKEN=cookie%20value';
    const seen = captureHeaders('*/json/probe');
    await apiClient().get('json/probe');
    expect(seen[0].get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[0].get('x-csrf-token')).toBe('stempeluhr-test-csrf-token');
    expect(seen[0].get('x-xsrf-token')).toBe('cookie value');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('resolves the spec’s relative paths against the site root, whatever the page path', async () => {
    window.history.pushState({}, '', '/admin/users/5/overtime');
    const seen: string[] = [];
    server.use(http.get('*/json/clockings', ({ request }) => (seen.push(new URL(request.url).pathname), HttpResponse.json({}))));
    await apiClient().get('json/clockings');
    expect(seen).toEqual(['/json/clockings']);
    window.history.pushState({}, '', '/');
  });

  it('never sends an absolute URL to another origin, and never with the tokens', async () => {
    const evil: string[] = [];
    const own: string[] = [];
    server.use(
      http.get('https://evil.example/*', ({ request }) => (evil.push(request.url), HttpResponse.json({}))),
      http.get('*/steal', ({ request }) => (own.push(new URL(request.url).origin), HttpResponse.json({}))),
    );
    await apiClient().get('https://evil.example/steal');
    expect(evil).toEqual([]);
    // allowAbsoluteUrls: false keeps the request on the page's own origin.
    expect(own).toEqual([window.location.origin]);
  });

  it('logs one console error when the csrf-token meta tag is missing, and refuses writes with a clear message', async () => {
    document.head.innerHTML = '';
    resetApiClient();
    const errors = expectConsole('error', /CSRF token not found/);
    captureHeaders('*/json/probe');
    await apiClient().get('json/probe');
    await apiClient().get('json/probe');
    expect(errors()).toHaveLength(1);
    let thrown: unknown;
    try {
      assertCanWrite();
    } catch (error) {
      thrown = error;
    }
    expect(toApiError(thrown).message).toMatch(/CSRF-Token/);
  });
});
