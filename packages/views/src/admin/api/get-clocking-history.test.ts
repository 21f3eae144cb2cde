import { parseResponse, toApiError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { clockingHistorySchema, getClockingHistory } from './get-clocking-history';

const read = (data: unknown) => parseResponse(clockingHistorySchema, data, 'history');
const clocking = {
  id: 1,
  clock_in: '2026-11-20 08:00:00',
  clock_out: '2026-11-20 16:00:00',
  time: 28800,
  type: 'regulär',
  comment: null,
  home_office: false,
};

describe('the clocking history (page prop `history`, or our addition GET /admin/clocking/history)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the minimal history: a bare list of clockings, newest first, its period from their days', () => {
    const history = read([clocking, { ...clocking, id: 2, clock_in: '2026-11-23 07:00:00', clock_out: null }]);
    expect(history.from).toBe('2026-11-20');
    expect(history.to).toBe('2026-11-23');
    expect(history.clockings.map((c) => [c.id, c.date, c.added_from_user, c.created_by, c.changes])).toEqual([
      [2, '2026-11-23', false, null, []],
      [1, '2026-11-20', false, null, []],
    ]);
    expect(history.deletions).toEqual([]);
  });

  it('Laravel values: UTC timestamps, 0/1, ids and seconds as strings, German dates for the period', () => {
    const history = read({
      from: '01.11.2026',
      to: '23.11.2026',
      clockings: [
        {
          ...clocking,
          id: '9',
          time: '3600',
          clock_in: '2026-11-20T07:00:00.000000Z',
          clock_out: '2026-11-20T08:00:00.000000Z',
          home_office: 1,
          added_from_user: '1',
        },
      ],
      deletions: [
        {
          id: 4,
          clock_in: '2026-11-19T07:00:00.000000Z',
          clock_out: null,
          type: 'regulär',
          comment: null,
          reason: 'doppelt',
          deleted_at: '2026-11-19T10:00:00.000000Z',
          deleted_by: 'sschroeder',
          deleted_on_behalf: 1,
        },
      ],
    });
    expect(history).toMatchObject({ from: '2026-11-01', to: '2026-11-23' });
    expect(history.clockings[0]).toMatchObject({
      id: 9,
      time: 3600,
      clock_in: '2026-11-20 08:00:00',
      clock_in_formatted: '08:00',
      home_office: true,
      added_from_user: true,
    });
    expect(history.deletions[0]).toMatchObject({ date: '2026-11-19', deleted_at: '2026-11-19 11:00:00', deleted_on_behalf: true });
  });

  it('a server without the read answers 404: a not-found failure (the view shows its hint)', async () => {
    server.use(http.get(route('/admin/clocking/history/:userId'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
    const failure = await getClockingHistory(4, '2026-11-01', '2026-11-23').catch((e: unknown) => e);
    expect(toApiError(failure).kind).toBe('not-found');
  });
});
