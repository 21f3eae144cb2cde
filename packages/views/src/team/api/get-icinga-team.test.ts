import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { icingaTeamSchema } from './get-icinga-team';

const read = (data: unknown) => parseResponse(icingaTeamSchema, data, 'icingamaster/team');

describe('GET /icingamaster/team/{group} (answer not shown in the spec)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal answer: members with id and dn only; days, duties and names are left to the view', () => {
    const team = read({ users: [{ id: 5, dn: 'aberger' }] });
    expect(team.users).toEqual([{ id: 5, dn: 'aberger', displayName: undefined, weekdays: undefined, weekends: undefined }]);
    expect(team.weekDayTimestamps).toBeUndefined();
    expect(team.week).toBeUndefined();
  });

  it('Laravel values: timestamps and ids as strings, duties as 0/1, lists as PHP objects', () => {
    const team = read({
      group: { name: 'Icinga-Master' },
      week: { year: '2026', week: '47' },
      weekDays: { 0: 'Montag' },
      weekendDays: [],
      weekDayTimestamps: ['1763247600'],
      weekendTimestamps: [],
      users: { 0: { id: '5', dn: 'aberger', displayName: 'Anna Berger', weekdays: { 1763247600: 1 }, weekends: {} } },
    });
    expect(team.weekDayTimestamps).toEqual([1763247600]);
    expect(team.weekDays).toEqual(['Montag']);
    expect(team.users[0]).toMatchObject({ id: 5, displayName: 'Anna Berger', weekdays: { '1763247600': true } });
    expect(team.week).toEqual({ year: 2026, week: 47 });
  });

  it('users missing (null) is a drifted answer', () => {
    expect(() => read({ users: null })).toThrow(UnexpectedResponseError);
  });
});
