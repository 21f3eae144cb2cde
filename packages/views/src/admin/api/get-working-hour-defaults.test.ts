import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { workingHourRuleSchema } from './get-working-hour-defaults';

const read = (data: unknown) => parseResponse(workingHourRuleSchema, data, 'admin/working-hour');
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const rule = (value: number | string) =>
  Object.fromEntries(
    DAYS.flatMap((d) => [
      [d, value],
      [`break_${d}`, 0],
    ]),
  );

describe('GET /admin/working-hour/{userId}: a Working hour rule', () => {
  it('the spec-minimal rule with week values', () => {
    const data = read({
      id: null,
      ...rule(28800),
      week_hours: 0,
      weekdays: 5,
      vacation_value: 28800,
      vacation_days: 31,
      valid_from: '2026-W49',
      valid_until: null,
    });
    expect(data).toMatchObject({ id: null, monday: 28800, weekdays: 5, vacation_days: 31, valid_from: '2026-W49', valid_until: null });
  });

  it('Laravel values: numbers as decimal strings, an empty id, a week as 2026-49 or a day', () => {
    const data = read({
      id: '',
      ...rule('28800.00'),
      week_hours: '0',
      weekdays: '5',
      vacation_value: '28800',
      vacation_days: '31',
      valid_from: '2026-49',
      valid_until: '2026-12-06',
    });
    expect(data).toMatchObject({ id: null, monday: 28800, weekdays: 5, valid_from: '2026-W49', valid_until: '2026-W49' });
  });

  it('a missing weekday is a drifted answer', () => {
    expect(() => read({ id: 1, weekdays: 5 })).toThrow(UnexpectedResponseError);
  });
});
