// GET /admin/working-hour/{userId} — defaults for a new working-hour rule (WorkingHourRule, all
// durations in seconds, valid_from an ISO week `2026-W49`).
import { apiClient, parseResponse, type WorkingHourRule } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { adminKeys } from './keys';

const seconds = z.coerce.number().int().nonnegative();
const week = z
  .string()
  .regex(/^\d{4}-W?\d{1,2}$/)
  .nullable()
  .optional()
  .transform((w) => w ?? null);

export const workingHourRuleSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .nullable()
    .optional()
    .transform((id) => id ?? null),
  monday: seconds,
  tuesday: seconds,
  wednesday: seconds,
  thursday: seconds,
  friday: seconds,
  saturday: seconds,
  sunday: seconds,
  break_monday: seconds,
  break_tuesday: seconds,
  break_wednesday: seconds,
  break_thursday: seconds,
  break_friday: seconds,
  break_saturday: seconds,
  break_sunday: seconds,
  week_hours: seconds,
  weekdays: z.coerce.number().int(),
  vacation_value: seconds,
  vacation_days: z.coerce.number().int(),
  valid_from: week,
  valid_until: week,
});

export async function getWorkingHourDefaults(userId: number, signal?: AbortSignal): Promise<WorkingHourRule> {
  const response = await apiClient().get(`/admin/working-hour/${userId}`, { signal });
  return parseResponse(workingHourRuleSchema, response.data, 'admin/working-hour');
}

export const workingHourDefaultsQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.workingHourDefaults(userId),
    queryFn: ({ signal }) => getWorkingHourDefaults(userId, signal),
  });

export function useWorkingHourDefaults(userId: number) {
  return useQuery(workingHourDefaultsQuery(userId));
}
