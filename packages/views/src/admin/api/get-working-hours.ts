// GET /admin/working-hours/{userId} — the user's working-hour history, newest first
// (WorkingHoursEntry[]: weekday seconds, valid_from, valid_until null = current, plus the rule's rest).
import { apiClient, parseResponse, type WorkingHoursEntry } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { adminKeys } from './keys';

const seconds = z.coerce.number().int().nonnegative();
const optionalSeconds = seconds.optional();
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((d) => d.slice(0, 10));

export const workingHoursEntrySchema = z.object({
  id: z.coerce.number().int(),
  monday: seconds,
  tuesday: seconds,
  wednesday: seconds,
  thursday: seconds,
  friday: seconds,
  saturday: seconds,
  sunday: seconds,
  valid_from: day,
  valid_until: day.nullable(),
  break_monday: optionalSeconds,
  break_tuesday: optionalSeconds,
  break_wednesday: optionalSeconds,
  break_thursday: optionalSeconds,
  break_friday: optionalSeconds,
  break_saturday: optionalSeconds,
  break_sunday: optionalSeconds,
  week_hours: optionalSeconds,
  weekdays: z.coerce.number().int().optional(),
  vacation_value: optionalSeconds,
  vacation_days: z.coerce.number().int().optional(),
});

export async function getWorkingHours(userId: number, signal?: AbortSignal): Promise<WorkingHoursEntry[]> {
  const response = await apiClient().get(`/admin/working-hours/${userId}`, { signal });
  return parseResponse(z.array(workingHoursEntrySchema), response.data, 'admin/working-hours');
}

export const workingHoursQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.workingHours(userId),
    queryFn: ({ signal }) => getWorkingHours(userId, signal),
  });

export function useWorkingHours(userId: number) {
  return useQuery(workingHoursQuery(userId));
}
