// GET /clocking/monthly?year&month&isApi=true — the days of one calendar month.
import { apiClient, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { clockingKeys, daysSchema, type DayRead } from '../../domain/clocking';

/** The monthly and periodic answer (spec 01 §3): `days`. */
export interface DaysRead {
  days: DayRead[];
}

export const daysResponseSchema = z.pipe(
  z.looseObject({ days: daysSchema }),
  z.transform(({ days }): DaysRead => ({ days })),
);

/** `month` is 1–12. */
export async function getMonthly(year: number, month: number, signal?: AbortSignal): Promise<DaysRead> {
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
