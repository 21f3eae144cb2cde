import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { getHelpdeskSorting, helpdeskSortingSchema } from './get-helpdesk-sorting';

const read = (data: unknown) => parseResponse(helpdeskSortingSchema, data, 'sorting');

describe('the helpdesk sorting list (the spec names no field of an entry)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the minimal list: ids only — the order is the position, the name says which entry', () => {
    expect(read([{ id: 3 }, { id: '9' }])).toEqual([
      { id: 3, position: 1, name: 'Eintrag 3' },
      { id: 9, position: 2, name: 'Eintrag 9' },
    ]);
  });

  it('Laravel values: a PHP object of rows, ids and positions as strings, the name from displayName or dn', () => {
    expect(
      read({
        0: { id: '3', user_id: '4', position: '1', user: { dn: 'mmueller', displayName: 'Max Müller' } },
        1: { id: 9, position: 2, user: { dn: 'aberger' } },
      }),
    ).toEqual([
      { id: 3, position: 1, name: 'Max Müller' },
      { id: 9, position: 2, name: 'aberger' },
    ]);
  });

  it('an entry without id is a drifted answer', () => {
    expect(() => read([{ user: { dn: 'x' } }])).toThrow(UnexpectedResponseError);
  });

  it('GET /scheduler/helpdesk/sorting is our addition: a server without it (404) gives null, not an error', async () => {
    server.use(http.get(route('/scheduler/helpdesk/sorting'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    await expect(getHelpdeskSorting()).resolves.toBeNull();
    server.use(http.get(route('/scheduler/helpdesk/sorting'), () => HttpResponse.json({ message: 'kaputt' }, { status: 500 })));
    await expect(getHelpdeskSorting()).rejects.toBeTruthy();
  });
});
