import { describe, expect, it } from 'vitest';
import { mergeDayStatus, monthsOfGrid, monthsOfRange, sameMonths } from './day-status';

describe('the months a calendar grid shows', () => {
  it('November 2026 (Sunday 1st, Monday 30th) shows days of October and December too', () => {
    expect(monthsOfGrid('2026-11-23')).toEqual([
      { month: 10, year: 2026 },
      { month: 11, year: 2026 },
      { month: 12, year: 2026 },
    ]);
  });

  it('a month from Monday the 1st to Sunday the last (February 2027) is alone; December runs into January of the next year', () => {
    expect(monthsOfGrid('2027-02-10')).toEqual([{ month: 2, year: 2027 }]);
    expect(monthsOfGrid('2026-12-21')).toEqual([
      { month: 11, year: 2026 },
      { month: 12, year: 2026 },
      { month: 1, year: 2027 },
    ]);
  });

  it('a range end is exclusive', () => {
    expect(monthsOfRange(new Date(2026, 10, 2), new Date(2026, 11, 1))).toEqual([{ month: 11, year: 2026 }]);
    expect(sameMonths(monthsOfGrid('2026-11-01'), monthsOfRange(new Date(2026, 9, 26), new Date(2026, 11, 7)))).toBe(true);
  });
});

describe('merging the answers of several months', () => {
  it('joins the dates per key and keeps the keys in their first order', () => {
    const merged = mergeDayStatus([
      {
        attributes: [
          { key: 'planned', highlight: 'green', dates: [1] },
          { key: 'holiday', highlight: 'yellow', dates: [] },
        ],
      },
      {
        attributes: [
          { key: 'holiday', highlight: 'yellow', dates: [3] },
          { key: 'planned', highlight: 'green', dates: [2] },
        ],
      },
    ]);
    expect(merged.attributes).toEqual([
      { key: 'planned', highlight: 'green', dates: [1, 2] },
      { key: 'holiday', highlight: 'yellow', dates: [3] },
    ]);
  });
});
