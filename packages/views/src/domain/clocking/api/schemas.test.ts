// The clocking domain's shapes (spec 01 §3) with the spec-minimal answer and the way a Laravel server
// sends them: 0/1 and "0"/"1" booleans, numeric strings, UTC timestamps, German dates, nulls.
import { parseResponse, resetFallbackLog } from '@stempeluhr/core';
import { clockingSchema, clockingsResponseSchema, daySchema, daysSchema } from './schemas';
import { specDay as specDayOf } from './spec-answers.fixtures';

beforeEach(() => resetFallbackLog());

/** A clocking with exactly the fields spec 01 §3 names. */
const specClocking = {
  id: 7,
  clock_in: '2026-11-23 07:52:00',
  clock_out: null,
  clock_in_formatted: '07:52',
  clock_out_formatted: null,
  time: 5820,
  type: 'regulär',
  comment: null,
  home_office: false,
};

/** A day with exactly the fields spec 01 §3 names (no Soll, no holiday name), with the running clocking above. */
const specDay = specDayOf('2026-11-23', { clockings: [specClocking] });

describe('Clocking', () => {
  it('reads the spec-minimal clocking as it is', () => {
    expect(parseResponse(clockingSchema, specClocking, 'test')).toEqual(specClocking);
  });

  it('reads Laravel: UTC timestamps as Berlin wall time, a string id and time, 0/1 for home_office', () => {
    const clocking = parseResponse(
      clockingSchema,
      {
        ...specClocking,
        id: '7',
        clock_in: '2026-11-23T06:52:00.000000Z',
        clock_out: '2026-11-23T15:07:00.000000Z',
        clock_out_formatted: '16:07',
        time: '29700',
        home_office: 1,
        created_at: '2026-11-23T06:52:00.000000Z',
      },
      'test',
    );
    expect(clocking).toMatchObject({
      id: 7,
      clock_in: '2026-11-23 07:52:00',
      clock_out: '2026-11-23 16:07:00',
      time: 29700,
      home_office: true,
    });
    expect(clocking).not.toHaveProperty('created_at');
    expect(parseResponse(clockingSchema, { ...specClocking, home_office: '0' }, 'test').home_office).toBe(false);
    expect(parseResponse(clockingSchema, { ...specClocking, home_office: null }, 'test').home_office).toBe(false);
  });

  it('refuses a clocking without its clock-in', () => {
    expect(() => parseResponse(clockingSchema, { ...specClocking, clock_in: undefined }, 'clockings')).toThrow();
  });
});

describe('Day', () => {
  it('spec-minimal: the Soll is total − overtime, flagged derived, and the fallback is logged once', () => {
    const info = vi.spyOn(console, 'info');
    const day = parseResponse(daySchema, specDay, 'test');
    parseResponse(daySchema, specDay, 'test');
    expect(info.mock.calls.filter(([text]) => String(text).includes('Day.required fehlt'))).toHaveLength(1);
    expect(day.required).toBe(27000);
    expect(day.requiredDerived).toBe(true);
    expect(day.holiday_name).toBeNull();
    expect(day.clockings).toHaveLength(1);
  });

  it('a Soll the server sends is taken as it is, not flagged', () => {
    const day = parseResponse(daySchema, { ...specDay, required: '28800', holiday_name: 'Buß- und Bettag' }, 'test');
    expect(day.required).toBe(28800);
    expect(day.requiredDerived).toBeUndefined();
    expect(day.holiday_name).toBe('Buß- und Bettag');
  });

  it.each([
    ['German with weekday', 'Mo, 23.11.2026'],
    ['German', '23.11.2026'],
    ['a UTC timestamp', '2026-11-22T23:00:00.000000Z'],
  ])('reads the date %s as 2026-11-23', (_name, date) => {
    expect(parseResponse(daySchema, { ...specDay, date }, 'test').date).toBe('2026-11-23');
  });

  it('prefers date_unformatted beside a formatted date (the admin day)', () => {
    expect(parseResponse(daySchema, { ...specDay, date: 'Mo, 23.11.', date_unformatted: '2026-11-23' }, 'test').date).toBe('2026-11-23');
  });

  it('reads Laravel values: 0/1 and "0"/"1" flags, numeric strings, half days as "0.50", null bonus and clockings', () => {
    const day = parseResponse(
      daySchema,
      {
        ...specDay,
        total: '27900',
        overtime: '-1800',
        is_done: 1,
        futureDay: '0',
        totalEqualOvertime: 0,
        is_vacation: '0.50',
        absent_type: 'Urlaub',
        is_public_holiday: null,
        bonus: null,
        clockings: null,
      },
      'test',
    );
    expect(day).toMatchObject({
      total: 27900,
      overtime: -1800,
      required: 29700,
      is_done: true,
      futureDay: false,
      totalEqualOvertime: false,
      is_vacation: 0.5,
      is_public_holiday: 0,
      bonus: 0,
      clockings: [],
    });
  });

  it('a list of days may come as an index-keyed object (a PHP array with gaps)', () => {
    expect(parseResponse(daysSchema, { 0: specDay, 2: { ...specDay, date: '2026-11-25' } }, 'test').map((d) => d.date)).toEqual([
      '2026-11-23',
      '2026-11-25',
    ]);
  });

  it('refuses a day whose total is not a number, naming the field', () => {
    expect(() => parseResponse(daysSchema, [{ ...specDay, total: 'viel' }], 'clocking/week-overview')).toThrow(/total/);
  });
});

describe('Clockings response', () => {
  const spec = {
    clockings: { done: 5820, pending: 22980, required: 28800, items: [specClocking], week_overtime: -900 },
    breaks: { done: 0, pending: 0, required: 0, items: [] },
  };

  it('reads the spec-minimal answer', () => {
    expect(parseResponse(clockingsResponseSchema, spec, 'test')).toEqual(spec);
  });

  it('reads numeric strings and breaks as our mock sends them; a break without its start is left out', () => {
    const read = parseResponse(
      clockingsResponseSchema,
      {
        clockings: { done: '5820', pending: '22980', required: '28800', items: { 0: specClocking }, week_overtime: '-900' },
        breaks: {
          done: '1800',
          pending: 0,
          required: '1800',
          items: [{ from: '2026-11-23T10:00:00.000000Z', to: null, time: '600' }, { time: 60 }],
        },
      },
      'test',
    );
    expect(read.clockings).toMatchObject({ done: 5820, week_overtime: -900, items: [specClocking] });
    expect(read.breaks.items).toEqual([{ from: '2026-11-23 11:00:00', to: null, time: 600 }]);
  });

  it('refuses an answer without its breaks', () => {
    expect(() => parseResponse(clockingsResponseSchema, { clockings: spec.clockings }, 'clockings')).toThrow(/breaks/);
  });
});
