import { TEST_NOW } from '@test/clock';
import { parseResponse } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { resetDb } from '@mocks/node';
import { onVacation } from '../planing-calendar/auto-plan';
import { getLeaders, leadersSchema } from './get-leaders';

const read = (data: unknown) => parseResponse(leadersSchema, data, 'leaders');

describe('leaders/{checklistId}/{date}', () => {
  it('the spec-minimal answer: id, dn, vacations by day of year', () => {
    const [max] = read([{ id: 4, dn: 'Max Müller', vacations: { 330: false, 331: true } }]);
    expect(max).toEqual({ id: 4, dn: 'Max Müller', vacations: { 330: false, 331: true } });
    expect(onVacation(max, { dayOfYear: 331 })).toBe(true);
    expect(onVacation(max, { dayOfYear: 330 })).toBe(false);
  });

  it('Laravel variants: flags as 0/1, "0"/"1" or null, an empty map as [], ids as strings', () => {
    const [a, b] = read([
      { id: '4', dn: 'Max Müller', vacations: { '330': 0, '331': '1', '332': null } },
      { id: 5, dn: 'Anna Berger', vacations: [] },
    ]);
    expect(a).toEqual({ id: 4, dn: 'Max Müller', vacations: { 330: false, 331: true, 332: false } });
    expect(b.vacations).toEqual({});
    expect(onVacation(b, { dayOfYear: 331 })).toBe(false);
  });

  it('reads what the emulated backend sends', async () => {
    resetDb({ now: TEST_NOW });
    const leaders = await getLeaders(1, '2026-11-23');
    expect(leaders.find((l) => l.id === 4)?.vacations[331]).toBe(true);
  });
});
