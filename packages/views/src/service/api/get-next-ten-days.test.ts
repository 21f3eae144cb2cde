import { TEST_NOW } from '@test/clock';
import { parseResponse } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { resetDb } from '@mocks/node';
import { getNextTenDays, nextTenDaysSchema } from './get-next-ten-days';

const read = (data: unknown) => parseResponse(nextTenDaysSchema, data, 'next-ten-days');
const TS = new Date('2026-11-23T00:00:00').getTime() / 1000;

describe('next-ten-days/{checklistId}/{date}', () => {
  it('the spec-minimal entry: the day as the server formats it, who is planned', () => {
    expect(
      read([{ date: '23.11.2026', day: 'Montag', month: 11, year: 2026, dayOfYear: 327, timestamp: TS, service_agent: 5, substitute: '' }]),
    ).toEqual([
      { date: '2026-11-23', day: 'Montag', month: 11, year: 2026, dayOfYear: 327, timestamp: TS, service_agent: 5, substitute: '' },
    ]);
  });

  it('Laravel variants: numeric strings, nobody as null, 0 or "", ISO and weekday-prefixed German dates', () => {
    const [a, b, c] = read([
      {
        date: '2026-11-23',
        day: 'Montag',
        month: '11',
        year: '2026',
        dayOfYear: '327',
        timestamp: String(TS),
        service_agent: '5',
        substitute: null,
      },
      {
        date: 'Di, 24.11.2026',
        day: null,
        month: 11,
        year: 2026,
        dayOfYear: 328,
        timestamp: TS + 86400,
        service_agent: 0,
        substitute: '4',
      },
      {
        date: '2026-11-24T23:00:00.000000Z',
        day: 'Mittwoch',
        month: 11,
        year: 2026,
        dayOfYear: 329,
        timestamp: TS,
        service_agent: '',
        substitute: '',
      },
    ]);
    expect(a).toMatchObject({ date: '2026-11-23', month: 11, dayOfYear: 327, timestamp: TS, service_agent: 5, substitute: '' });
    expect(b).toMatchObject({ date: '2026-11-24', day: '', service_agent: '', substitute: 4 });
    // Laravel's UTC midnight of the 24th's evening is the 25th in Berlin.
    expect(c.date).toBe('2026-11-25');
  });

  it('reads what the emulated backend sends', async () => {
    resetDb({ now: TEST_NOW });
    const days = await getNextTenDays(1, '2026-11-23');
    expect(days.map((d) => d.date).slice(0, 2)).toEqual(['2026-11-23', '2026-11-24']);
  });
});
