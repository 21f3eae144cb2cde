// GET /admin/clocking/week-overview/{userId}/{date} — the ISO week of {date} for a user: seven days
// and week_done, week_required, week_overtime (seconds) and hourly_based (AdminWeekOverview).
import { apiClient, parseResponse, type AdminWeekOverview } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { daysSchema } from '../../domain/clocking';
import { adminKeys } from './keys';

export const adminWeekSchema = z.object({
  days: daysSchema,
  week_done: z.coerce.number(),
  week_required: z.coerce.number(),
  week_overtime: z.coerce.number(),
  hourly_based: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1),
});

export async function getAdminWeek(userId: number, date: string, signal?: AbortSignal): Promise<AdminWeekOverview> {
  const response = await apiClient().get(`/admin/clocking/week-overview/${userId}/${date}`, { signal });
  return parseResponse(adminWeekSchema, response.data, 'admin/clocking/week-overview');
}

export const adminWeekQuery = (userId: number, date: string) =>
  queryOptions({
    queryKey: adminKeys.week(userId, date),
    queryFn: ({ signal }) => getAdminWeek(userId, date, signal),
  });

export function useAdminWeek(userId: number, date: string) {
  return useQuery(adminWeekQuery(userId, date));
}
