import type { GroupOption, UserOption } from '@stempeluhr/core';
import { describe, expect, it } from 'vitest';
import { optionListSchema } from './option-list';

const users = optionListSchema<UserOption>('dn', true);
const groups = optionListSchema<GroupOption>('name');

describe('optionListSchema: the selections’ options without zod', () => {
  it('reads a list, ids as numbers or numeric strings', () => {
    expect(
      users.safeParse([
        { id: 5, dn: 'Max Müller' },
        { id: '7', dn: 'Anna Berger' },
      ]),
    ).toEqual({
      success: true,
      data: [
        { id: 5, dn: 'Max Müller' },
        { id: 7, dn: 'Anna Berger' },
      ],
    });
  });

  it('reads a PHP array serialised as an object keyed by index, and null as no options', () => {
    expect(groups.safeParse({ 0: { id: 1, name: 'Helpdesk' }, 3: { id: ' 2 ', name: 'Entwicklung' } })).toEqual({
      success: true,
      data: [
        { id: 1, name: 'Helpdesk' },
        { id: 2, name: 'Entwicklung' },
      ],
    });
    expect(groups.safeParse(null)).toEqual({ success: true, data: [] });
  });

  it('keeps the other keys of an option', () => {
    expect(groups.safeParse([{ id: 1, name: 'Helpdesk', members: 4 }])).toEqual({
      success: true,
      data: [{ id: 1, name: 'Helpdesk', members: 4 }],
    });
  });

  it('refuses a bad option at its path', () => {
    const pathOf = (result: ReturnType<typeof users.safeParse>) => (result.success ? null : result.error.issues[0]?.path);
    expect(pathOf(users.safeParse([{ id: 5, dn: 'Max' }, { name: 'x' }]))).toEqual([1, 'id']);
    expect(pathOf(users.safeParse([{ id: 0, dn: 'Niemand' }]))).toEqual([0, 'id']);
    expect(pathOf(users.safeParse([{ id: 1.5, dn: 'Halb' }]))).toEqual([0, 'id']);
    expect(pathOf(users.safeParse([{ id: 5 }]))).toEqual([0, 'dn']);
    expect(pathOf(users.safeParse('Max'))).toEqual([]);
    expect(pathOf(users.safeParse([5]))).toEqual([0]);
  });

  it('takes id 0 for a group (only users need an id above 0)', () => {
    expect(groups.safeParse([{ id: 0, name: 'Alle' }]).success).toBe(true);
  });
});
