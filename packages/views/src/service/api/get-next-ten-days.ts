// GET /serviceagent/ajax/next-ten-days/{checklistId}/{date} — the day plans of the ten days from date.
import { apiClient, parseResponse, type DayPlanEntry } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { serviceKeys } from './keys';

const userRef = z.union([
  z.number().int().positive(),
  z.literal(''),
  z.null().transform(() => '' as const),
  z.string().regex(/^\d+$/).transform(Number),
]);

export const dayPlanEntrySchema = z.object({
  date: z.string(),
  day: z.string(),
  month: z.number(),
  year: z.number(),
  dayOfYear: z.number(),
  timestamp: z.number(),
  service_agent: userRef,
  substitute: userRef,
});

export const nextTenDaysSchema = z.array(dayPlanEntrySchema) as unknown as z.ZodType<DayPlanEntry[]>;

export async function getNextTenDays(checklistId: number, date: string, signal?: AbortSignal): Promise<DayPlanEntry[]> {
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
