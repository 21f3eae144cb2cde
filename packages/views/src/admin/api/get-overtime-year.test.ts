import { parseResponse, looseList } from '@stempeluhr/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { overtimeEntrySchema } from './get-overtime-year';

const read = (data: unknown) => parseResponse(looseList(overtimeEntrySchema), data, 'admin/overtime/year');

describe('GET /admin/overtime/{userId}/year/{year}: Overtime entries', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal entry: id, yearkw, overtime, comment, type, changes', () => {
    expect(read([{ id: 1, yearkw: '2026-48', overtime: 3600, comment: null, type: 'calculated', changes: [] }])).toEqual([
      { id: 1, yearkw: '2026-48', overtime: 3600, comment: null, type: 'calculated', changes: [], user_id: undefined },
    ]);
  });

  it('Laravel values: ids and seconds as strings, yearkw as 2026-W8, a change with a UTC updated_at and string values', () => {
    const [entry] = read([
      {
        id: '7',
        user_id: '4',
        yearkw: '2026-W8',
        overtime: '-1800.00',
        comment: 'Ausgleich',
        type: 'manual',
        changes: [
          {
            updated_at: '2026-11-23T07:30:00.000000Z',
            user: { dn: 'sschroeder' },
            properties: { old: { overtime: '0', comment: null }, attributes: { overtime: -1800, comment: 'Ausgleich' } },
          },
        ],
      },
    ]);
    expect(entry).toMatchObject({ id: 7, user_id: 4, yearkw: '2026-08', overtime: -1800 });
    expect(entry.changes[0]).toMatchObject({
      updated_at: '2026-11-23 08:30:00',
      user: { dn: 'sschroeder' },
      properties: { old: { overtime: 0, comment: null }, attributes: { overtime: -1800 } },
    });
  });

  it('changes null or absent: none', () => {
    expect(read([{ id: 1, yearkw: '2026-48', overtime: 0, comment: null, type: 'manual', changes: null }])[0].changes).toEqual([]);
    expect(read([{ id: 1, yearkw: '2026-48', overtime: 0, comment: null, type: 'manual' }])[0].changes).toEqual([]);
  });
});
