import { TEST_NOW } from '@test/clock';
import { LoginPageError } from '@stempeluhr/core';
import { describe, expect, it, vi } from 'vitest';
import { resetDb } from '@mocks/node';
import { daysByKey } from './day-status';
import { getPlaningDayStatus, readPlaningDayStatus } from './get-planing-day-status';

/** Local midnight (Berlin), unix seconds. */
const unix = (day: string) => new Date(`${day}T00:00:00`).getTime() / 1000;
const MON = unix('2026-11-23');
const WED = unix('2026-11-25');

describe('planing/get-day-status', () => {
  it('the spec-minimal answer (dates and the legend colours, no keys): green days are planned, yellow ones holidays', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const days = daysByKey(
      readPlaningDayStatus({
        attributes: [
          { highlight: 'green', dates: [MON] },
          { highlight: 'yellow', dates: [WED] },
        ],
      }),
    );
    expect([...(days.get('planned') ?? [])]).toEqual(['2026-11-23']);
    expect([...(days.get('holiday') ?? [])]).toEqual(['2026-11-25']);
  });

  it('Laravel variants: dates as strings, keys given, the attributes as an object keyed by index', () => {
    const days = daysByKey(readPlaningDayStatus({ attributes: { 0: { key: 'planned', highlight: 'green', dates: [String(MON)] } } }));
    expect([...(days.get('planned') ?? [])]).toEqual(['2026-11-23']);
  });

  it('a login page instead of the answer is an expired session', () => {
    expect(() => readPlaningDayStatus('<!DOCTYPE html><html><body>Login</body></html>')).toThrow(LoginPageError);
  });

  it('reads what the emulated backend sends', async () => {
    resetDb({ now: TEST_NOW });
    const status = await getPlaningDayStatus(1, 11, 2026);
    expect(status.attributes.map((a) => a.key)).toEqual(['planned', 'holiday']);
    expect([...(daysByKey(status).get('holiday') ?? [])]).toEqual(['2026-11-01']);
  });
});
