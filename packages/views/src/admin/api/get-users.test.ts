import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { getUsers, usersResponseSchema } from './get-users';

const read = (data: unknown) => parseResponse(usersResponseSchema, data, 'admin/overtime/users');

describe('GET /json/admin/overtime/users: users + info.last_page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal answer: users (id, dn) and info.last_page; the rest falls back', () => {
    expect(read({ users: [{ id: 4, dn: 'mmueller' }], info: { last_page: 3 } })).toEqual({
      users: [
        { id: 4, dn: 'mmueller', displayName: undefined, company: null, email: null, overtime: undefined, active: true, deleted: false },
      ],
      info: { last_page: 3, current_page: undefined, total: undefined },
    });
  });

  it('Laravel values: ids and pages as strings, 0/1 flags, the overtime as a decimal string, a PHP object of rows', () => {
    const data = read({
      users: {
        0: {
          id: '12',
          dn: 'erichter',
          displayName: 'Emma Richter',
          company: null,
          email: 'e@x.de',
          overtime: '-1800.00',
          active: 0,
          deleted: '1',
        },
      },
      info: { current_page: '2', last_page: '5', total: 45, per_page: 10 },
    });
    expect(data.users[0]).toMatchObject({
      id: 12,
      displayName: 'Emma Richter',
      company: null,
      overtime: -1800,
      active: false,
      deleted: true,
    });
    expect(data.info).toMatchObject({ current_page: 2, last_page: 5, total: 45 });
  });

  it('without info.last_page the answer is a drifted one', () => {
    expect(() => read({ users: [], info: {} })).toThrow(UnexpectedResponseError);
  });

  it('sends the filter, 10 per page and the page; term and companies only when set', async () => {
    const urls: URL[] = [];
    server.use(
      http.get(
        route('/json/admin/overtime/users'),
        ({ request }) => (urls.push(new URL(request.url)), HttpResponse.json({ users: [], info: { last_page: 1 } })),
      ),
    );
    await getUsers({ term: ' mü ', companies: ['A', 'B'], filterUser: 'all', page: 2 });
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({ filterUser: 'all', perPage: '10', page: '2', term: 'mü', companies: 'A,B' });
  });
});
