import { looseList, parseResponse } from '@stempeluhr/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { workingHoursEntrySchema } from './get-working-hours';

const read = (data: unknown) => parseResponse(looseList(workingHoursEntrySchema), data, 'admin/working-hours');
const week = { monday: 28800, tuesday: 28800, wednesday: 28800, thursday: 28800, friday: 25200, saturday: 0, sunday: 0 };

describe('GET /admin/working-hours/{userId}: id, monday..sunday, valid_until', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal entry: no valid_from, no rest of the rule (undefined: the view derives or falls back)', () => {
    const [entry] = read([{ id: 1, ...week, valid_until: null }]);
    expect(entry).toEqual({ id: 1, ...week, valid_until: null });
    expect([entry.valid_from, entry.break_monday, entry.week_hours]).toEqual([undefined, undefined, undefined]);
  });

  it('Laravel values: seconds as decimal strings, dates as UTC timestamps or German dates', () => {
    const [entry] = read([
      {
        id: '2',
        ...week,
        monday: '28800.00',
        valid_from: '2026-01-04T23:00:00.000000Z',
        valid_until: '29.11.2026',
        break_monday: '1800',
        weekdays: '5',
      },
    ]);
    expect(entry).toMatchObject({
      id: 2,
      monday: 28800,
      valid_from: '2026-01-05',
      valid_until: '2026-11-29',
      break_monday: 1800,
      weekdays: 5,
    });
  });
});
