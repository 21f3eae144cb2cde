import { describe, expect, it } from 'vitest';
import { vacationRequestsSchema } from './vacation-requests';

describe('the vacation requests the page passes (spec 02 §3 Vacation request: id, value, days with id, type, visible)', () => {
  it('the spec-minimal request', () => {
    expect(vacationRequestsSchema.parse([{ id: 3, value: 1, days: [{ id: 7, type: 'Urlaub', visible: true }] }])).toEqual([
      { id: 3, value: 1, days: [{ id: 7, type: 'Urlaub', visible: true }] },
    ]);
  });

  it('Laravel values: ids and value as strings, visible 0/1 and "0"/"1", German dates, days as a PHP object', () => {
    const [request] = vacationRequestsSchema.parse({
      0: {
        id: '3',
        value: '0.5',
        user_id: '5',
        from: '27.11.2026',
        to: '2026-11-27T00:00:00.000000Z',
        days: {
          0: { id: '7', type: 'Urlaub', visible: 0, date: 'Fr, 27.11.2026', value: '0.50' },
          1: { id: 8, type: 'Krank', visible: '1' },
        },
      },
    });
    expect(request).toMatchObject({ id: 3, value: 0.5, user_id: 5, from: '2026-11-27', to: '2026-11-27' });
    expect(request.days).toEqual([
      { id: 7, type: 'Urlaub', visible: false, date: '2026-11-27', value: 0.5 },
      { id: 8, type: 'Krank', visible: true },
    ]);
  });

  it('an id 0 or a day without type is refused', () => {
    expect(vacationRequestsSchema.safeParse([{ id: 0, value: 1, days: [] }]).success).toBe(false);
    expect(vacationRequestsSchema.safeParse([{ id: 1, value: 1, days: [{ id: 2, visible: true }] }]).success).toBe(false);
  });
});
