// POST /admin/working-hours/{userId} — the working-hour rule, form-encoded (WorkingHourForm: weekday
// times HH:MM, breaks in minutes, week_hours and vacation_value in hours, id empty for a new rule,
// valid_from or valid_until as ISO week). Success {redirect}; failure 422 {errors: [...]}.
import { apiClient, assertCanWrite, type WorkingHourForm } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockingKeys } from '../../domain/clocking';
import { adminKeys } from './keys';

export interface SaveWorkingHoursInput {
  userId: number;
  form: WorkingHourForm;
}

export async function saveWorkingHours({ userId, form }: SaveWorkingHoursInput): Promise<void> {
  assertCanWrite();
  const body = new URLSearchParams(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  await apiClient().post(`/admin/working-hours/${userId}`, body, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

export function useSaveWorkingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkingHours,
    // Invalidates: the user's working hours, rule defaults, admin weeks and overtime (the required time changed).
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.workingHours(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.workingHourDefaults(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.weekOf(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overtimeOf(userId) });
      void queryClient.invalidateQueries({ queryKey: clockingKeys.userDays(userId) });
    },
  });
}
