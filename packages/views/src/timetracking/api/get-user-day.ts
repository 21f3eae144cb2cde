// GET /clocking/user/clockings/{userId}/{date} — one user's clockings and breaks of one day.
import { apiClient, CLOCKING_TYPES, parseResponse, type Clocking, type ClockingsResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { timetrackingKeys } from './keys';

const wallTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/);

const userDayClockingSchema: z.ZodType<Clocking> = z.object({
  id: z.number(),
  clock_in: wallTime,
  clock_out: wallTime.nullable(),
  clock_in_formatted: z.string(),
  clock_out_formatted: z.string().nullable(),
  time: z.number(),
  type: z.enum(CLOCKING_TYPES as [Clocking['type'], ...Clocking['type'][]]),
  comment: z.string().nullable(),
  home_office: z.boolean(),
});

export const clockingsResponseSchema: z.ZodType<ClockingsResponse> = z.object({
  clockings: z.object({
    done: z.number(),
    pending: z.number(),
    required: z.number(),
    items: z.array(userDayClockingSchema),
    week_overtime: z.number(),
  }),
  breaks: z.object({
    done: z.number(),
    pending: z.number(),
    required: z.number(),
    items: z.array(z.object({ from: wallTime, to: wallTime.nullable(), time: z.number() })),
  }),
});

export async function getUserDay(userId: number, date: string, signal?: AbortSignal): Promise<ClockingsResponse> {
  const response = await apiClient().get(`/clocking/user/clockings/${userId}/${encodeURIComponent(date)}`, { signal });
  return parseResponse(clockingsResponseSchema, response.data, 'clocking/user/clockings');
}

/** `userId` is a positive integer and `date` is `yyyy-MM-dd`; the caller validates both (never `NaN` in the path). */
export const userDayQuery = (userId: number, date: string) =>
  queryOptions({
    queryKey: timetrackingKeys.userDay(userId, date),
    queryFn: ({ signal }) => getUserDay(userId, date, signal),
  });

export function useUserDay(userId: number, date: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...userDayQuery(userId, date), enabled: options.enabled ?? true });
}
