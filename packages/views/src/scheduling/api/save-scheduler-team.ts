// POST /json/scheduler/{team}/save {user, date} — who is on duty on one day (user null clears the
// day); date is the day's timestamp as the week answered it. A quick-fill pick saves several days,
// one call each, in order. The answer is not shown in the
// specification: any 2xx is success. What was sent is written into the shown week at once, then the
// team's weeks are read again (the save ends when they are): the plan shown is always the server's. Failures: response.data.message
// as the banner (spec §8).
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation, type ApiMutationOptions, type Write } from '@stempeluhr/core';
import { useQueryClient } from '@tanstack/react-query';
import { schedulerTeamKeys, type AttendanceWeek } from './get-scheduler-team-week';

export interface SaveSchedulerTeamInput {
  /** Monday of the shown week (the cache key). */
  monday: string;
  /** The user on duty, or null for nobody. */
  user: number | null;
  /** Unix seconds of the day, as the week answered it. */
  date: number;
  /** Further days (unix seconds) the same user is saved for after `date`, in order (the quick-fill); one call each. */
  also?: number[];
}

export async function saveSchedulerTeam(team: string, { user, date }: SaveSchedulerTeamInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post(`/json/scheduler/${encodeURIComponent(team)}/save`, { user, date });
  acceptWriteAnswer(response.data, '/json/scheduler/{team}/save');
}

type Options<I> = Omit<ApiMutationOptions<I, void>, 'mutationFn'>;

export function useSaveSchedulerTeam<I extends SaveSchedulerTeamInput>(team: string, options: Options<I> = {}): Write<I, void> {
  const queryClient = useQueryClient();
  return useApiMutation<I, void>({
    // The save counts as done once the plan is read again: until then the cell stays busy.
    mutationFn: async (input) => {
      const { monday, date, user, also = [] } = input;
      // One call per day, in order; the first refusal ends it (the days before are saved, and shown
      // after the read below).
      for (const day of [date, ...also]) {
        await saveSchedulerTeam(team, { monday, user, date: day });
        queryClient.setQueryData<AttendanceWeek>(schedulerTeamKeys.week(team, monday), (week) => {
          if (!week) return week;
          const key = String(day);
          if (key in week.attendanceShiftsWeekdays)
            return { ...week, attendanceShiftsWeekdays: { ...week.attendanceShiftsWeekdays, [key]: user } };
          if (key in week.attendanceShiftsWeekends)
            return { ...week, attendanceShiftsWeekends: { ...week.attendanceShiftsWeekends, [key]: user } };
          return week;
        });
      }
      await queryClient.invalidateQueries({ queryKey: schedulerTeamKeys.team(team) });
    },
    serverMessage: true,
    ...options,
    // After a refusal too: the plan shown is the server's.
    onError: (error, input) => {
      void queryClient.invalidateQueries({ queryKey: schedulerTeamKeys.team(team) });
      options.onError?.(error, input);
    },
  });
}
