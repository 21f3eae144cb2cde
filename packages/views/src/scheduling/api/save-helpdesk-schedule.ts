// POST /json/scheduler/helpdesk/schedule {user_id, date, type} — one call per day; a pick in the
// helpdesk scheduler sends it once for each of the 7 days of the worker's week (spec 02 §7), in
// order, and stops at the first refusal. The answer is not shown in the specification: any 2xx is
// success. The week is read again afterwards, also after a refusal (some days may be saved): the
// plan shown is always the server's. Failures: response.data.message as the banner (spec §8).
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation, type ApiMutationOptions, type Write } from '@stempeluhr/core';
import { useQueryClient } from '@tanstack/react-query';
import { helpdeskWeekKeys } from './get-helpdesk-week';

export interface HelpdeskSchedulePayload {
  user_id: number;
  /** `yyyy-MM-dd` */
  date: string;
  /** A shift type; '' clears the day. */
  type: string;
}

export async function saveHelpdeskSchedule(payload: HelpdeskSchedulePayload): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post('/json/scheduler/helpdesk/schedule', payload);
  acceptWriteAnswer(response.data, '/json/scheduler/helpdesk/schedule');
}

export interface SaveHelpdeskWeekInput {
  /** Monday of the week (the cache key). */
  monday: string;
  /** Seven payloads, Monday first. */
  days: HelpdeskSchedulePayload[];
}

export async function saveHelpdeskWeek({ days }: SaveHelpdeskWeekInput): Promise<void> {
  for (const payload of days) await saveHelpdeskSchedule(payload);
}

type Options<I> = Omit<ApiMutationOptions<I, void>, 'mutationFn'>;

export function useSaveHelpdeskWeek<I extends SaveHelpdeskWeekInput>(options: Options<I> = {}): Write<I, void> {
  const queryClient = useQueryClient();
  return useApiMutation<I, void>({
    // The save counts as done once the week is read again: until then the pickers stay busy.
    mutationFn: async (input) => {
      await saveHelpdeskWeek(input);
      await queryClient.invalidateQueries({ queryKey: helpdeskWeekKeys.week(input.monday) });
    },
    serverMessage: true,
    ...options,
    // After a refusal too: the days before it may be saved.
    onError: (error, input) => {
      void queryClient.invalidateQueries({ queryKey: helpdeskWeekKeys.week(input.monday) });
      options.onError?.(error, input);
    },
  });
}
