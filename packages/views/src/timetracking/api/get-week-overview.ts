// GET json/clocking/week-overview/{date} — the own week containing {date}: one Day per weekday.
import { apiClient, parseResponse, type Clocking, type Day } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { timetrackingKeys } from './keys';

const wallTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
// Spec notes: "0 or absent means none" for the half/full-day values.
const fraction = z
  .union([z.literal(0), z.literal(0.5), z.literal(1)])
  .nullish()
  .transform((value) => value ?? 0);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const clockingSchema: z.ZodType<Clocking> = z.object({
  id: z.number(),
  clock_in: wallTime,
  clock_out: wallTime.nullable(),
  clock_in_formatted: z.string(),
  clock_out_formatted: z.string().nullable(),
  time: z.number(),
  type: z.enum(['regulär', 'geschäftlich unterwegs']),
  comment: z.string().nullable(),
  home_office: z.boolean(),
});

/** One day of every overview answer (week, team week, month, period). */
export const daySchema: z.ZodType<Day> = z.object({
  day: z.string(),
  date: isoDay,
  total: z.number(),
  required: z.number(),
  overtime: z.number(),
  is_done: z.boolean(),
  futureDay: z.boolean(),
  is_vacation: fraction,
  absent_type: optionalText,
  is_public_holiday: fraction,
  holiday_name: optionalText,
  bonus: z.number(),
  totalEqualOvertime: z.boolean(),
  clockings: z.array(clockingSchema),
});

export const daysSchema = z.array(daySchema);

export async function getWeekOverview(date: string, signal?: AbortSignal): Promise<Day[]> {
  // The specification writes this path without a leading slash; the client resolves it against the site root.
  const response = await apiClient().get(`json/clocking/week-overview/${encodeURIComponent(date)}`, { signal });
  return parseResponse(daysSchema, response.data, 'clocking/week-overview');
}

/** `date` is `yyyy-MM-dd`; the caller validates it (never `undefined` or `NaN` in the path). */
export const weekOverviewQuery = (date: string) =>
  queryOptions({
    queryKey: timetrackingKeys.week(date),
    queryFn: ({ signal }) => getWeekOverview(date, signal),
  });

export function useWeekOverview(date: string) {
  return useQuery(weekOverviewQuery(date));
}
