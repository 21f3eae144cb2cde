// GET /clocking/monthly?year&month&isApi=true — the days of one calendar month.
import { apiClient, parseResponse, type DaysResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { daySchema } from './get-week-overview';
import { clockingKeys } from '../../domain/clocking';

export const daysResponseSchema: z.ZodType<DaysResponse> = z.object({ days: z.array(daySchema) });

/** `month` is 1–12. */
export async function getMonthly(year: number, month: number, signal?: AbortSignal): Promise<DaysResponse> {
  // isApi=true makes the server answer JSON instead of the page.
  const response = await apiClient().get('/clocking/monthly', { params: { year, month, isApi: true }, signal });
  return parseResponse(daysResponseSchema, response.data, 'clocking/monthly');
}

export const monthlyQuery = (year: number, month: number) =>
  queryOptions({
    queryKey: clockingKeys.monthly(year, month),
    queryFn: ({ signal }) => getMonthly(year, month, signal),
  });

export function useMonthly(year: number, month: number) {
  return useQuery(monthlyQuery(year, month));
}
