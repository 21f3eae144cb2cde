import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulerTeamWeekSchema } from './get-scheduler-team-week';

const read = (data: unknown) => parseResponse(schedulerTeamWeekSchema, data, 'scheduler/week');
const MO = 1763852400;
const SA = MO + 5 * 86400;

describe('GET /json/scheduler/{team}/week/{date}: the seven keys of spec 02 §7', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal answer: members with an id only are named „Mitglied {id}“', () => {
    const week = read({
      weekDays: ['Montag'],
      weekendDays: ['Samstag'],
      weekDayTimestamps: [MO],
      weekendTimestamps: [SA],
      attendanceUserList: [{ id: 5 }],
      attendanceShiftsWeekdays: { [MO]: 5 },
      attendanceShiftsWeekends: { [SA]: null },
    });
    expect(week.attendanceUserList).toEqual([{ id: 5, displayName: 'Mitglied 5' }]);
    expect(week.attendanceShiftsWeekdays).toEqual({ [MO]: 5 });
    expect(week.attendanceShiftsWeekends).toEqual({ [SA]: null });
  });

  it('Laravel values: numeric strings, PHP objects as lists, shifts as a list in timestamp order, a duty as a user object or ""', () => {
    const week = read({
      weekDays: { 0: 'Montag', 1: 'Dienstag' },
      weekendDays: [],
      weekDayTimestamps: [String(MO), String(MO + 86400)],
      weekendTimestamps: [],
      attendanceUserList: { 0: { id: '5', dn: 'aberger' }, 1: { id: 7, displayName: 'Sophie Klein' } },
      attendanceShiftsWeekdays: [{ id: '7', dn: 'sklein' }, ''],
      attendanceShiftsWeekends: null,
    });
    expect(week.weekDayTimestamps).toEqual([MO, MO + 86400]);
    expect(week.attendanceUserList).toEqual([
      { id: 5, displayName: 'aberger' },
      { id: 7, displayName: 'Sophie Klein' },
    ]);
    expect(week.attendanceShiftsWeekdays).toEqual({ [MO]: 7, [MO + 86400]: null });
    expect(week.attendanceShiftsWeekends).toEqual({});
  });

  it('a missing key of the seven is a drifted answer', () => {
    expect(() => read({ weekDays: [], weekendDays: [], weekDayTimestamps: [], weekendTimestamps: [] })).toThrow(UnexpectedResponseError);
  });
});
