import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { helpdeskWeekSchema } from './get-helpdesk-week';

const read = (data: unknown) => parseResponse(helpdeskWeekSchema, data, 'helpdesk/week');

describe('GET /json/scheduler/helpdesk/week/{date}: shifts and holidays', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal answer: schedules (day, type), vacations (vacation_date), the user id; no name, no editable', () => {
    const week = read({
      shifts: [{ user_id: 4, schedules: [{ day: '2026-11-23', type: 'hd_frei' }], vacations: [{ vacation_date: '2026-11-27' }] }],
      holidays: [],
    });
    expect(week).toEqual({
      shifts: [
        {
          user_id: 4,
          name: 'Mitarbeiter 4',
          schedules: [{ day: '2026-11-23', type: 'hd_frei' }],
          vacations: [{ vacation_date: '2026-11-27' }],
        },
      ],
      holidays: [],
      editable: undefined,
    });
  });

  it('Laravel values: shifts keyed by user id, German and UTC dates, an unknown type kept, an empty type = not planned, editable 0/1', () => {
    const week = read({
      shifts: {
        4: {
          user: { dn: 'mmueller', displayName: 'Max Müller' },
          schedules: { 0: { day: '23.11.2026', type: 'hd_bereitschaft' }, 1: { day: 'Di, 24.11.2026', type: '' } },
          vacations: [{ vacation_date: '2026-11-26T23:00:00.000000Z' }],
        },
      },
      holidays: [{ date: '25.12.2026', name: '1. Weihnachtstag' }, '2026-12-26'],
      editable: '1',
    });
    expect(week.shifts).toEqual([
      {
        user_id: 4,
        name: 'Max Müller',
        schedules: [{ day: '2026-11-23', type: 'hd_bereitschaft' }],
        vacations: [{ vacation_date: '2026-11-27' }],
      },
    ]);
    expect(week.holidays).toEqual([
      { date: '2026-12-25', name: '1. Weihnachtstag' },
      { date: '2026-12-26', name: null },
    ]);
    expect(week.editable).toBe(true);
  });

  it('a shift without anything naming its user is shown read-only (user_id null); a shift without schedules is drifted', () => {
    expect(read({ shifts: [{ schedules: [], vacations: [] }], holidays: null }).shifts[0]?.user_id).toBeNull();
    expect(() => read({ shifts: [{ user_id: 4, vacations: [] }], holidays: [] })).toThrow(UnexpectedResponseError);
  });
});
