// POST /json/scheduler/{team}/save {user, date} — who is on duty on one day (user null clears the
// day); date is the day's timestamp as the week answered it. The server's answer is written into
// the shown week, then the team's weeks are read again: the plan shown is always the server's.
import { apiClient, assertCanWrite, parseResponse, type AttendanceSaved, type AttendanceWeekResponse } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { schedulerTeamKeys } from './get-scheduler-team-week';

const savedSchema: z.ZodType<AttendanceSaved> = z.looseObject({
  message: z.string(),
  team: z.string(),
  date: z.string(),
  timestamp: z.number().int(),
  user_id: z.number().int().nullable(),
});

export interface SaveSchedulerTeamInput {
  /** Monday of the shown week (the cache key). */
  monday: string;
  /** The user on duty, or null for nobody. */
  user: number | null;
  /** Unix seconds of the day, as the week answered it. */
  date: number;
}

export async function saveSchedulerTeam(team: string, { user, date }: SaveSchedulerTeamInput): Promise<AttendanceSaved> {
  assertCanWrite();
  const response = await apiClient().post(`/json/scheduler/${encodeURIComponent(team)}/save`, { user, date });
  return parseResponse(savedSchema, response.data, '/json/scheduler/{team}/save');
}

export function useSaveSchedulerTeam(team: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSchedulerTeamInput) => saveSchedulerTeam(team, input),
    onSuccess: (saved, { monday, date }) => {
      queryClient.setQueryData<AttendanceWeekResponse>(schedulerTeamKeys.week(team, monday), (week) => {
        if (!week) return week;
        const key = String(date);
        if (key in week.attendanceShiftsWeekdays)
          return { ...week, attendanceShiftsWeekdays: { ...week.attendanceShiftsWeekdays, [key]: saved.user_id } };
        if (key in week.attendanceShiftsWeekends)
          return { ...week, attendanceShiftsWeekends: { ...week.attendanceShiftsWeekends, [key]: saved.user_id } };
        return week;
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: schedulerTeamKeys.team(team) }),
  });
}
