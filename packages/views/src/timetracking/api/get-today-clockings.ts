// GET json/clockings — today's clockings and breaks of the signed-in user, with the day's and the week's totals.
import { apiClient, parseResponse, type Break, type Clocking, type ClockingsResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { timetrackingKeys } from './keys';

/** Laravel sends booleans as 0/1 as often as not; both mean the same. */
const looseBoolean = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1);

const seconds = z.number();

export const clockingSchema: z.ZodType<Clocking> = z.object({
  id: z.number(),
  clock_in: z.string(),
  clock_out: z.string().nullable(),
  clock_in_formatted: z.string(),
  clock_out_formatted: z.string().nullable(),
  time: seconds,
  type: z.enum(['regulär', 'geschäftlich unterwegs']),
  comment: z.string().nullable().optional().transform((value) => value ?? null),
  home_office: looseBoolean,
});

export const breakSchema: z.ZodType<Break> = z.object({
  from: z.string(),
  to: z.string().nullable(),
  time: seconds,
});

export const clockingsResponseSchema: z.ZodType<ClockingsResponse> = z.object({
  clockings: z.object({
    done: seconds,
    pending: seconds,
    required: seconds,
    items: z.array(clockingSchema),
    week_overtime: seconds,
  }),
  breaks: z.object({
    done: seconds,
    pending: seconds,
    required: seconds,
    items: z.array(breakSchema),
  }),
});

export async function getTodayClockings(signal?: AbortSignal): Promise<ClockingsResponse> {
  const response = await apiClient().get('json/clockings', { signal });
  return parseResponse(clockingsResponseSchema, response.data, 'clockings');
}

export const todayClockingsQuery = () =>
  queryOptions({
    queryKey: timetrackingKeys.todayClockings(),
    queryFn: ({ signal }) => getTodayClockings(signal),
  });

export function useTodayClockings() {
  return useQuery(todayClockingsQuery());
}
