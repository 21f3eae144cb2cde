// POST /admin/working-hours/{userId} — the working-hour rule, form-encoded (WorkingHourForm: weekday
// times HH:MM, breaks in minutes, week_hours and vacation_value in hours, id empty for a new rule,
// valid_from or valid_until as ISO week). Spec 02: "error response {errors: list}" — a non-empty
// `errors` list is a failure shown as the list, whatever the status (also a 200); an empty or
// missing list is success, and the view navigates to the worktime changes page.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation, type WorkingHourForm } from '@stempeluhr/core';
import { AxiosError, type AxiosResponse } from 'axios';
import { clockingKeys } from '../../domain/clocking';
import { adminKeys } from './keys';
import type { AdminWriteOptions } from './write-options';

export interface SaveWorkingHoursInput {
  userId: number;
  form: WorkingHourForm;
}

/** The `errors` of an answer as texts (a list, or Laravel's object of lists); empty when there are none. */
export function errorsOf(data: unknown): string[] {
  if (!data || typeof data !== 'object' || !('errors' in data)) return [];
  const errors = (data as { errors: unknown }).errors;
  const values = Array.isArray(errors) ? errors : errors && typeof errors === 'object' ? Object.values(errors).flat() : [];
  return values.filter((e): e is string | number => typeof e === 'string' || typeof e === 'number').map(String);
}

export async function saveWorkingHours({ userId, form }: SaveWorkingHoursInput): Promise<void> {
  assertCanWrite();
  const body = new URLSearchParams(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const response: AxiosResponse = await apiClient().post(`/admin/working-hours/${userId}`, body, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  acceptWriteAnswer(response.data, 'admin/working-hours');
  const errors = errorsOf(response.data);
  if (errors.length > 0) {
    // A 200 carrying errors is refused like the 422 it means: the list is shown.
    throw new AxiosError('errors', 'ERR_BAD_RESPONSE', response.config, response.request, { ...response, status: 422, data: { errors } });
  }
}

export function useSaveWorkingHours(options: AdminWriteOptions<SaveWorkingHoursInput> = {}) {
  return useApiMutation({
    mutationFn: saveWorkingHours,
    // Invalidates: the user's working hours, rule defaults, admin weeks and overtime (the required time changed).
    invalidates: ({ userId }) => [
      adminKeys.workingHours(userId),
      adminKeys.workingHourDefaults(userId),
      adminKeys.weekOf(userId),
      adminKeys.overtimeOf(userId),
      clockingKeys.userDays(userId),
    ],
    ...options,
  });
}
