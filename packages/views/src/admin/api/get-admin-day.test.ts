import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { getAdminDay } from './get-admin-day';

const totals = { done: 28800, pending: 0, required: 28800 };

describe('GET /admin/clockings/{userId}/{date}: clockings and breaks (the Clockings response of spec 01)', () => {
  it('the spec-minimal answer reaches the view as the day: items and totals', async () => {
    server.use(
      http.get(route('/admin/clockings/:userId/:date'), () =>
        HttpResponse.json({
          clockings: {
            ...totals,
            week_overtime: 0,
            items: [
              {
                id: 1,
                clock_in: '2026-11-23 08:00:00',
                clock_out: null,
                clock_in_formatted: '08:00',
                time: 0,
                type: 'regulär',
                comment: null,
                home_office: 0,
              },
            ],
          },
          breaks: { ...totals, items: [] },
        }),
      ),
    );
    const day = await getAdminDay(4, '2026-11-23');
    expect(day.clockings.items).toEqual([expect.objectContaining({ id: 1, clock_out: null, home_office: false })]);
    expect(day.clockings.done).toBe(28800);
  });

  it('Laravel values: numbers as strings, UTC timestamps, the items as a PHP object', async () => {
    server.use(
      http.get(route('/admin/clockings/:userId/:date'), () =>
        HttpResponse.json({
          clockings: {
            done: '3600',
            pending: '0',
            required: '28800.00',
            week_overtime: '-1800',
            items: {
              0: {
                id: '3',
                clock_in: '2026-11-23T07:00:00.000000Z',
                clock_out: '2026-11-23T08:00:00.000000Z',
                clock_in_formatted: '08:00',
                clock_out_formatted: '09:00',
                time: '3600',
                type: 'geschäftlich unterwegs',
                comment: 'Kunde',
                home_office: '1',
              },
            },
          },
          breaks: { done: 0, pending: 0, required: '1800', items: null },
        }),
      ),
    );
    const day = await getAdminDay(4, '2026-11-23');
    expect(day.clockings).toMatchObject({ done: 3600, required: 28800, week_overtime: -1800 });
    expect(day.clockings.items[0]).toMatchObject({
      id: 3,
      clock_in: '2026-11-23 08:00:00',
      clock_out: '2026-11-23 09:00:00',
      home_office: true,
    });
    expect(day.breaks.items).toEqual([]);
  });
});
