// GET /clocking/period?fromDate&toDate&isApi=true — the days from one date to another (inclusive).
import { apiClient, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { daysResponseSchema, type DaysRead } from './get-monthly';
import { clockingKeys } from '../../domain/clocking';

/** `from` and `to` are `yyyy-MM-dd`. */
export async function getPeriod(from: string, to: string, signal?: AbortSignal): Promise<DaysRead> {
  const response = await apiClient().get('/clocking/period', { params: { fromDate: from, toDate: to, isApi: true }, signal });
  return parseResponse(daysResponseSchema, response.data, 'clocking/period');
}

export const periodQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: clockingKeys.period(from, to),
    queryFn: ({ signal }) => getPeriod(from, to, signal),
  });

export function usePeriod(from: string, to: string) {
  return useQuery(periodQuery(from, to));
}
