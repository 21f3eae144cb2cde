// GET /admin/working-hour/{userId} — defaults for a new working-hour rule. Spec 02 §3 Working hour
// rule: id, monday..sunday (seconds), break_monday..break_sunday (seconds), week_hours (seconds),
// weekdays, vacation_value (seconds), vacation_days, valid_from, valid_until (week values). A week
// value may come as `2026-W49`, `2026-49` or as a day (read as that day's ISO week).
import { apiClient, looseNumber, isoWeekKey, looseInt, parseResponse, toBerlinDay, type WorkingHourRule } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminKeys } from './keys';

/** Seconds, also as a decimal column's string (`"28800.00"`), read as whole seconds. */
const seconds = z.pipe(looseNumber, z.transform(Math.round));

function toWeek(value: string): string | null {
  const week = /^\s*(\d{4})-W?(\d{1,2})\s*$/.exec(value);
  if (week) return `${week[1]}-W${week[2].padStart(2, '0')}`;
  const day = toBerlinDay(value);
  return day ? isoWeekKey(day) : null;
}

/** A week value: null/empty = none; otherwise it must be readable as an ISO week. */
const week = z.pipe(
  z.optional(z.nullable(z.string().check(z.refine((v) => v.trim() === '' || toWeek(v) !== null, 'Keine lesbare Woche')))),
  z.transform((value): string | null => (value ? toWeek(value) : null)),
);

export const workingHourRuleSchema = z.looseObject({
  id: z.pipe(
    z.optional(z.nullable(z.union([looseInt, z.literal('')]))),
    z.transform((id): number | null => (typeof id === 'number' ? id : null)),
  ),
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
  weekdays: seconds,
  vacation_value: seconds,
  vacation_days: seconds,
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
