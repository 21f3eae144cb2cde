import { LoginPageError, UnexpectedResponseError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { changeHelpdeskSorting } from './change-helpdesk-sorting';

describe('the four sorting calls: each answers the new list (spec 02 §7)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('sync, up, down (GET) and remove (DELETE) go to the spec’s paths and return the answered list', async () => {
    const seen: string[] = [];
    const list = ({ request }: { request: Request }) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json({ 0: { id: '3', position: '1', user: { dn: 'mmueller' } } });
    };
    server.use(
      http.get(route('/scheduler/helpdesk/sorting/sync'), list),
      http.get(route('/scheduler/helpdesk/sorting/up/:id'), list),
      http.get(route('/scheduler/helpdesk/sorting/down/:id'), list),
      http.delete(route('/scheduler/helpdesk/sorting/:id'), list),
    );
    await expect(changeHelpdeskSorting({ action: 'sync' })).resolves.toEqual([{ id: 3, position: 1, name: 'mmueller' }]);
    await changeHelpdeskSorting({ action: 'up', id: 3 });
    await changeHelpdeskSorting({ action: 'down', id: 3 });
    await changeHelpdeskSorting({ action: 'remove', id: 3 });
    expect(seen).toEqual([
      'GET /scheduler/helpdesk/sorting/sync',
      'GET /scheduler/helpdesk/sorting/up/3',
      'GET /scheduler/helpdesk/sorting/down/3',
      'DELETE /scheduler/helpdesk/sorting/3',
    ]);
  });

  it('the login page is an expired session; an answer that is no list is a drifted answer', async () => {
    server.use(
      http.get(route('/scheduler/helpdesk/sorting/sync'), () => HttpResponse.html('<!DOCTYPE html><html><body>Login</body></html>')),
    );
    await expect(changeHelpdeskSorting({ action: 'sync' })).rejects.toBeInstanceOf(LoginPageError);
    server.use(http.get(route('/scheduler/helpdesk/sorting/sync'), () => HttpResponse.json({ success: true })));
    await expect(changeHelpdeskSorting({ action: 'sync' })).rejects.toBeInstanceOf(UnexpectedResponseError);
  });
});
