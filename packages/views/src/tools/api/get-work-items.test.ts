import { TEST_NOW } from '@test/clock';
import { parseResponse } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { resetDb } from '@mocks/node';
import { getWorkItems, workItemsSchema } from './get-work-items';

const read = (data: unknown) => parseResponse(workItemsSchema, data, 'get-workitems');

/** A work item as spec §3 names it: the tracker dates it by the UTC midnight of its day (epoch ms). */
const ITEM = {
  id: '118-1001',
  text: 'Arbeitszeit 2026-10-05',
  date: Date.UTC(2026, 9, 5),
  duration: { minutes: 1536 },
  creator: { login: 'max.mueller' },
};

describe('get-workitems/{issueId}', () => {
  it('the spec-minimal item: day, minutes and author for the view', () => {
    expect(read([ITEM])).toEqual([
      { id: '118-1001', text: 'Arbeitszeit 2026-10-05', day: '2026-10-05', minutes: 1536, author: 'max.mueller' },
    ]);
  });

  it('dates as seconds, ISO days, Laravel UTC timestamps or German dates; numbers as strings; no text', () => {
    const days = read([
      { ...ITEM, date: Date.UTC(2026, 9, 5) / 1000 },
      { ...ITEM, date: String(Date.UTC(2026, 9, 5)) },
      { ...ITEM, date: '2026-10-05' },
      { ...ITEM, date: '2026-10-05T06:00:00.000000Z' },
      { ...ITEM, date: '05.10.2026' },
    ]).map((i) => i.day);
    expect(days).toEqual(Array(5).fill('2026-10-05'));
    expect(read({ 0: { ...ITEM, id: 1001, text: null, duration: { minutes: '960' } } })[0]).toMatchObject({
      id: '1001',
      text: '',
      minutes: 960,
    });
  });

  it('an item without its duration is refused', () => {
    expect(() => read([{ ...ITEM, duration: undefined }])).toThrow('get-workitems');
  });

  it('reads what the emulated backend sends', async () => {
    resetDb({ now: TEST_NOW, currentUserId: 4 });
    const items = await getWorkItems('TOOLS-1000');
    expect(items.map((i) => [i.day, i.author])).toEqual([
      ['2026-10-05', 'max.mueller'],
      ['2026-10-12', 'thomas.becker'],
    ]);
  });
});
