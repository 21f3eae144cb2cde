// GET /serviceagent/ajax/next-ten-days/{checklistId}/{date} — the day plans of the ten days from date
// (spec §3 Day plan entry: date, day, month, year, dayOfYear, timestamp, service_agent, substitute —
// a user id or empty). `date` is read as a day in any form (dd.MM.yyyy, ISO, a timestamp) and given
// to the view as yyyy-MM-dd; numbers may be numeric strings.
import { apiClient, berlinDate, looseInt, looseList, looseText, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { serviceKeys } from './keys';

/** A day of the planner as the view uses it. */
export interface PlanDay {
  /** yyyy-MM-dd (Berlin). */
  date: string;
  /** The server's weekday name ('' when none). */
  day: string;
  month: number;
  year: number;
  dayOfYear: number;
  /** Local midnight, unix seconds (sent back as the plan's timestamp). */
  timestamp: number;
  /** User id or ''. */
  service_agent: number | '';
  substitute: number | '';
}

/** A user id, or '' for nobody ('' , null, 0, "0"). */
const userRef = z.pipe(
  z.optional(z.nullable(z.union([looseInt, z.literal('')]))),
  z.transform((value): number | '' => (typeof value === 'number' && value > 0 ? value : '')),
);

export const dayPlanEntrySchema = z.looseObject({
  date: berlinDate,
  day: z.pipe(
    looseText,
    z.transform((value): string => value ?? ''),
  ),
  month: looseInt,
  year: looseInt,
  dayOfYear: looseInt,
  timestamp: looseInt,
  service_agent: userRef,
  substitute: userRef,
});

export const nextTenDaysSchema = looseList(dayPlanEntrySchema);

export async function getNextTenDays(checklistId: number, date: string, signal?: AbortSignal): Promise<PlanDay[]> {
  const response = await apiClient().get(`serviceagent/ajax/next-ten-days/${checklistId}/${encodeURIComponent(date)}`, { signal });
  return parseResponse(nextTenDaysSchema, response.data, 'next-ten-days');
}

export const nextTenDaysQuery = (checklistId: number, date: string) =>
  queryOptions({
    queryKey: serviceKeys.nextTenDays(checklistId, date),
    queryFn: ({ signal }) => getNextTenDays(checklistId, date, signal),
  });

export function useNextTenDays(checklistId: number, date: string) {
  return useQuery(nextTenDaysQuery(checklistId, date));
}
