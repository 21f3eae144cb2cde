// The day-status answer shared by the planning and the report calendars: attributes with the days
// (unix seconds of local midnight) they colour.
import { toIsoDay, type DayStatusResponse } from '@stempeluhr/core';
import * as z from 'zod';

export const dayStatusSchema = z.object({
  attributes: z.array(
    z.object({
      key: z.string(),
      highlight: z.string().optional().default(''),
      dates: z.array(z.number()),
    }),
  ),
}) as unknown as z.ZodType<DayStatusResponse>;

/** key → the yyyy-MM-dd days of that attribute. */
export function daysByKey(status: DayStatusResponse): Map<string, Set<string>> {
  return new Map(status.attributes.map((a) => [a.key, new Set(a.dates.map((s) => toIsoDay(s * 1000)))]));
}

/** The month a calendar range shows (its middle day). */
export function monthOfRange(start: Date, end: Date): { month: number; year: number } {
  const middle = new Date((start.getTime() + end.getTime()) / 2);
  return { month: middle.getMonth() + 1, year: middle.getFullYear() };
}
