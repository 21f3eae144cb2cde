import { LoginPageError } from '@stempeluhr/core';
import { describe, expect, it, vi } from 'vitest';
import { daysByKey } from './day-status';
import { readReportDayStatus } from './get-report-day-status';

/** Local midnight (Berlin), unix seconds. */
const unix = (day: string) => new Date(`${day}T00:00:00`).getTime() / 1000;
const MON = unix('2026-11-23');
const TUE = unix('2026-11-24');

describe('report/get-day-status (its answer is not shown in the spec)', () => {
  it('our shape: the legend keys with their days', () => {
    const status = readReportDayStatus({
      attributes: [
        { key: 'done', highlight: 'green', dates: [MON] },
        { key: 'rejected', highlight: 'red', dates: [TUE] },
      ],
    });
    const days = daysByKey(status!);
    expect([...(days.get('done') ?? [])]).toEqual(['2026-11-23']);
    expect([...(days.get('rejected') ?? [])]).toEqual(['2026-11-24']);
  });

  it('without keys the legend colours say what a day is (blue, yellow, red, green, pink); dates as strings', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const status = readReportDayStatus([
      { highlight: 'blue', dates: [String(MON)] },
      { highlight: { color: 'pink' }, dates: [TUE] },
    ]);
    expect(status!.attributes.map((a) => a.key)).toEqual(['not-assigned', 'not-done']);
  });

  it('an answer of another shape is no error: null (the calendar stays uncoloured), noted once', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(readReportDayStatus({ '2026-11-23': 'green' })).toBeNull();
    expect(readReportDayStatus('ok')).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('report/get-day-status'));
  });

  it('a login page is still an expired session', () => {
    expect(() => readReportDayStatus('<html><body><form action="/login"></form></body></html>')).toThrow(LoginPageError);
  });
});
