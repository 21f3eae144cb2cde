import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminWeekSchema } from './get-admin-week';

const read = (data: unknown) => parseResponse(adminWeekSchema, data, 'admin/clocking/week-overview');

const clocking = {
  id: 1,
  clock_in: '2026-11-23 08:00:00',
  clock_out: '2026-11-23 16:30:00',
  clock_in_formatted: '08:00',
  clock_out_formatted: '16:30',
  time: 28800,
  type: 'regulär',
  comment: null,
  home_office: false,
};
/** A Day overview with only the fields spec 02 names. */
const dayOverview = {
  date: 'Mo, 23.11.2026',
  date_unformatted: '2026-11-23',
  statement: 'Tag abgeschlossen',
  clockings: [clocking],
  overall: 28800,
  is_done: true,
  futureDay: false,
  is_vacation: 0,
  is_public_holiday: 0,
  absent_type: null,
  bonus: 0,
  totalEqualOvertime: false,
};

describe('GET /admin/clocking/week-overview/{userId}/{date}: days + Week summary', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal answer: Day overviews and week_done/required/overtime/hourly_based; Ist from overall, weekday from the date, the day balance unknown', () => {
    const week = read({ days: [dayOverview], week_done: 28800, week_required: 144000, week_overtime: -115200, hourly_based: false });
    expect(week).toMatchObject({ week_done: 28800, week_required: 144000, week_overtime: -115200, hourly_based: false });
    expect(week.days[0]).toMatchObject({
      day: 'Montag',
      date: '2026-11-23',
      total: 28800,
      statement: 'Tag abgeschlossen',
      is_done: true,
      derived: [],
      balanceMissing: true,
    });
    expect(week.days[0].clockings[0]).toMatchObject({ id: 1, clock_in: '2026-11-23 08:00:00' });
  });

  it("the employee's Day fields when sent (total, required, overtime): used as they are", () => {
    const { date_unformatted: _u, overall: _o, statement: _s, ...rest } = dayOverview;
    const week = read({
      days: [{ ...rest, date: '2026-11-23', day: 'Montag', total: 30600, required: 28800, overtime: 1800 }],
      week_done: 30600,
      week_required: 28800,
      week_overtime: 1800,
      hourly_based: 0,
    });
    expect(week.days[0]).toMatchObject({
      total: 30600,
      required: 28800,
      overtime: 1800,
      derived: [],
      balanceMissing: false,
      statement: null,
    });
  });

  it('derives: Ist from the clockings without overall, Soll from Ist − overtime; each named in derived', () => {
    const { overall: _o, ...noOverall } = dayOverview;
    const week = read({ days: [{ ...noOverall, overtime: -1800 }], week_done: 0, week_required: 0, week_overtime: 0, hourly_based: false });
    expect(week.days[0]).toMatchObject({ total: 28800, required: 30600, overtime: -1800, derived: ['total', 'required'] });
  });

  it('Laravel values: 0/1 and "0"/"1", numbers as strings, UTC clock times, a PHP object of days, German date without date_unformatted', () => {
    const { date_unformatted: _u, ...noPlain } = dayOverview;
    const week = read({
      days: {
        0: {
          ...noPlain,
          date: '23.11.2026',
          is_done: 0,
          futureDay: '1',
          totalEqualOvertime: 1,
          is_vacation: '0.5',
          overall: '28800.00',
          clockings: [{ ...clocking, id: '5', time: '28800', home_office: 1, clock_in: '2026-11-23T07:00:00.000000Z' }],
        },
      },
      week_done: '28800',
      week_required: '144000.00',
      week_overtime: '-115200',
      hourly_based: '1',
    });
    expect(week).toMatchObject({ week_done: 28800, week_required: 144000, week_overtime: -115200, hourly_based: true });
    expect(week.days[0]).toMatchObject({
      date: '2026-11-23',
      is_done: false,
      futureDay: true,
      totalEqualOvertime: true,
      is_vacation: 0.5,
      total: 28800,
    });
    expect(week.days[0].clockings[0]).toMatchObject({ id: 5, home_office: true, clock_in: '2026-11-23 08:00:00' });
  });

  it('a week without week_overtime, or a day without a readable date, is a drifted answer', () => {
    expect(() => read({ days: [], week_done: 0, week_required: 0, hourly_based: false })).toThrow(UnexpectedResponseError);
    const { date_unformatted: _u, ...noPlain } = dayOverview;
    expect(() =>
      read({ days: [{ ...noPlain, date: 'Montag' }], week_done: 0, week_required: 0, week_overtime: 0, hourly_based: false }),
    ).toThrow(UnexpectedResponseError);
  });
});
