import { looseList, parseResponse } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { shortTimeEntrySchema } from './get-short-time-entries';

const read = (data: unknown) => parseResponse(looseList(shortTimeEntrySchema), data, 'short-time/entries');

describe('GET /admin/users/{userId}/short-time/entries: id, from, to', () => {
  it('the spec-minimal entry; to absent or empty is open-ended', () => {
    expect(
      read([
        { id: 1, from: '2026-11-02', to: '2026-11-27' },
        { id: 2, from: '2026-12-01' },
        { id: 3, from: '2026-12-01', to: '' },
      ]),
    ).toEqual([
      { id: 1, from: '2026-11-02', to: '2026-11-27' },
      { id: 2, from: '2026-12-01', to: null },
      { id: 3, from: '2026-12-01', to: null },
    ]);
  });

  it('Laravel values: id as a string, dates as UTC timestamps of a date cast or German dates', () => {
    expect(read([{ id: '4', from: '2026-11-01T23:00:00.000000Z', to: '27.11.2026' }])).toEqual([
      { id: 4, from: '2026-11-02', to: '2026-11-27' },
    ]);
  });
});
