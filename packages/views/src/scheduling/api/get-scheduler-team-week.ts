// GET /json/scheduler/{team}/week/{date} — the attendance plan of a team for the ISO week that
// contains date: the day names and timestamps (unix seconds, 00:00 Berlin) of the weekdays and the
// weekend, the team's members, and per day timestamp who is on duty (a user id or null).
import { apiClient, parseResponse, type AttendanceWeekResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';

const shifts = z.record(z.string(), z.number().int().nullable());

export const schedulerTeamWeekSchema: z.ZodType<AttendanceWeekResponse> = z
  .looseObject({
    weekDays: z.array(z.string()),
    weekendDays: z.array(z.string()),
    weekDayTimestamps: z.array(z.number().int()),
    weekendTimestamps: z.array(z.number().int()),
    attendanceUserList: z.array(z.looseObject({ id: z.number().int(), dn: z.string(), displayName: z.string() })),
    attendanceShiftsWeekdays: shifts,
    attendanceShiftsWeekends: shifts,
  })
  .refine((data) => data.weekDays.length === data.weekDayTimestamps.length && data.weekendDays.length === data.weekendTimestamps.length);

export const schedulerTeamKeys = {
  team: (team: string) => ['scheduling', 'scheduler-team-week', team] as const,
  week: (team: string, monday: string) => ['scheduling', 'scheduler-team-week', team, monday] as const,
};

export async function getSchedulerTeamWeek(team: string, monday: string, signal?: AbortSignal): Promise<AttendanceWeekResponse> {
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
