import { parseResponse } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { incidentMonthSchema } from './get-incidents-month';

const read = (data: unknown) => parseResponse(incidentMonthSchema, data, 'icingamaster/incidents/user/month');

describe('GET /json/icingamaster/incidents/user/month/{id}: incidentTimes totalTimeMonth totalTime', () => {
  it('the spec-minimal answer', () => {
    expect(
      read({ incidentTimes: [{ id: 1, task: 'Tools-12', effort: 30, day: '2026-11-20', points: 2 }], totalTimeMonth: 30, totalTime: 95 }),
    ).toEqual({
      incidentTimes: [{ id: 1, task: 'Tools-12', effort: 30, day: '2026-11-20', points: 2 }],
      totalTimeMonth: 30,
      totalTime: 95,
    });
  });

  it('Laravel values: numbers as strings, the day as a German date or a UTC timestamp', () => {
    const data = read({
      incidentTimes: [
        { id: '2', task: 4711, effort: '45', day: '20.11.2026', points: '3' },
        { id: 3, task: 'x', effort: 15, day: '2026-11-18T23:00:00.000000Z', points: 1 },
      ],
      totalTimeMonth: '60',
      totalTime: '60.00',
    });
    expect(data.incidentTimes).toEqual([
      { id: 2, task: '4711', effort: 45, day: '2026-11-20', points: 3 },
      { id: 3, task: 'x', effort: 15, day: '2026-11-19', points: 1 },
    ]);
    expect([data.totalTimeMonth, data.totalTime]).toEqual([60, 60]);
  });
});
