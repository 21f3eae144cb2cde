import { UnexpectedResponseError, parseResponse } from '@stempeluhr/core';
import { describe, expect, it, vi } from 'vitest';
import { dayStatusSchema, mergeDayStatus, monthsOfGrid, monthsOfRange, sameMonths, withKeys } from './day-status';

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

describe('reading a day-status answer as a Laravel server sends it', () => {
  it('the spec-minimal answer: items with a dates list of unix seconds; key and colour are ours', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(parseResponse(dayStatusSchema, { attributes: [{ dates: [1763852400] }] }, 'test')).toEqual({
      attributes: [{ key: '', highlight: '', dates: [1763852400] }],
    });
  });

  it('dates as numeric strings or milliseconds, a colour as a calendar attribute object, lists as PHP objects, the list alone', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const answer = {
      0: { key: 'planned', highlight: { color: 'Green', fillMode: 'light' }, dates: { 0: '1763852400', 1: 1763938800_000 } },
    };
    expect(parseResponse(dayStatusSchema, answer, 'test')).toEqual({
      attributes: [{ key: 'planned', highlight: 'green', dates: [1763852400, 1763938800] }],
    });
    expect(parseResponse(dayStatusSchema, { attributes: answer }, 'test')).toEqual(parseResponse(dayStatusSchema, answer, 'test'));
    expect(() => parseResponse(dayStatusSchema, { attributes: [{ dates: ['gestern'] }] }, 'test')).toThrow(UnexpectedResponseError);
  });

  it('a key missing is taken from the colour; a colour nobody knows leaves the days uncoloured', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const status = withKeys(
      {
        attributes: [
          { key: '', highlight: 'green', dates: [1] },
          { key: 'holiday', highlight: 'green', dates: [2] },
          { key: '', highlight: 'purple', dates: [3] },
        ],
      },
      { green: 'planned' },
      'test-call',
    );
    expect(status.attributes.map((a) => a.key)).toEqual(['planned', 'holiday', '']);
    expect(info.mock.calls.some(([text]) => String(text).includes('purple'))).toBe(true);
  });
});
