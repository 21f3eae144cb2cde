// POST /json/scheduler/helpdesk/schedule {user_id, date, type} — one call per day; a pick in the
// helpdesk scheduler sends it once for each of the 7 days of the worker's week (spec 02 §7), in
// order, and stops at the first refusal. Invalidates the week afterwards, also after a refusal
// (some days may be saved): the plan shown is always the server's.
import { apiClient, assertCanWrite, type HelpdeskSchedulePayload } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpdeskWeekKeys } from './get-helpdesk-week';

export async function saveHelpdeskSchedule(payload: HelpdeskSchedulePayload): Promise<void> {
  assertCanWrite();
  await apiClient().post('/json/scheduler/helpdesk/schedule', payload);
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

export function useSaveHelpdeskWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHelpdeskWeek,
    onSettled: (_data, _error, { monday }) => queryClient.invalidateQueries({ queryKey: helpdeskWeekKeys.week(monday) }),
  });
}
