// GET /json/scheduler/{team}/week/{date} — the attendance plan of a team for the ISO week that
// contains date, with the seven keys spec 02 §7 names: the day names and timestamps (unix seconds,
// 00:00 Berlin) of the weekdays and the weekend, the team's members, and per day who is on duty.
// A member's name is assumed (dn, else „Mitglied {id}“); the shifts may come keyed by timestamp or
// as a list in the order of the timestamps; a duty may be a user id, a user object, '' or null.
import { apiClient, assumed, looseId, looseInt, looseList, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const duty = z.union([looseId, z.looseObject({ id: looseId }), z.literal(''), z.null()]);
const shifts = z.union([z.record(z.string(), duty), z.array(duty), z.null()]);

const memberSchema = z.looseObject({
  id: looseId,
  dn: assumed(z.string(), undefined, 'AttendanceUser.dn', 'Name aus displayName oder „Mitglied {id}“'),
  displayName: assumed(z.string(), undefined, 'AttendanceUser.displayName', 'dn wird als Name gezeigt'),
});

export interface AttendanceMember {
  id: number;
  displayName: string;
}

export interface AttendanceWeek {
  weekDays: string[];
  weekendDays: string[];
  weekDayTimestamps: number[];
  weekendTimestamps: number[];
  attendanceUserList: AttendanceMember[];
  /** Keyed by the day's timestamp: the member on duty, or null. */
  attendanceShiftsWeekdays: Record<string, number | null>;
  attendanceShiftsWeekends: Record<string, number | null>;
}

type Duty = z.output<typeof duty>;
const dutyId = (value: Duty | undefined): number | null =>
  value === undefined || value === null || value === '' ? null : typeof value === 'number' ? value : value.id;

function byStamp(value: z.output<typeof shifts>, stamps: number[]): Record<string, number | null> {
  const list = value ?? {};
  return Object.fromEntries(
    stamps.map((stamp, i) => [String(stamp), dutyId(Array.isArray(list) ? list[i] : (list[String(stamp)] ?? undefined))]),
  );
}

export const schedulerTeamWeekSchema = z.pipe(
  z.looseObject({
    weekDays: looseList(z.string()),
    weekendDays: looseList(z.string()),
    weekDayTimestamps: looseList(looseInt),
    weekendTimestamps: looseList(looseInt),
    attendanceUserList: looseList(memberSchema),
    attendanceShiftsWeekdays: shifts,
    attendanceShiftsWeekends: shifts,
  }),
  z.transform((week): AttendanceWeek => ({
    weekDays: week.weekDays,
    weekendDays: week.weekendDays,
    weekDayTimestamps: week.weekDayTimestamps,
    weekendTimestamps: week.weekendTimestamps,
    attendanceUserList: week.attendanceUserList.map((u) => ({ id: u.id, displayName: u.displayName ?? u.dn ?? `Mitglied ${u.id}` })),
    attendanceShiftsWeekdays: byStamp(week.attendanceShiftsWeekdays, week.weekDayTimestamps),
    attendanceShiftsWeekends: byStamp(week.attendanceShiftsWeekends, week.weekendTimestamps),
  })),
);

export const schedulerTeamKeys = {
  team: (team: string) => ['scheduling', 'scheduler-team-week', team] as const,
  week: (team: string, monday: string) => ['scheduling', 'scheduler-team-week', team, monday] as const,
};

export async function getSchedulerTeamWeek(team: string, monday: string, signal?: AbortSignal): Promise<AttendanceWeek> {
  const response = await apiClient().get(`/json/scheduler/${encodeURIComponent(team)}/week/${encodeURIComponent(monday)}`, { signal });
  return parseResponse(schedulerTeamWeekSchema, response.data, '/json/scheduler/{team}/week');
}

export const schedulerTeamWeekQuery = (team: string, monday: string) =>
  queryOptions({
    queryKey: schedulerTeamKeys.week(team, monday),
    queryFn: ({ signal }) => getSchedulerTeamWeek(team, monday, signal),
  });

export function useSchedulerTeamWeek(team: string, monday: string) {
  return useQuery(schedulerTeamWeekQuery(team, monday));
}
