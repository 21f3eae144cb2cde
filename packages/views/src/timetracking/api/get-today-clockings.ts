// GET json/clockings — today's clockings and breaks of the signed-in user, with the day's and the week's totals.
import { apiClient, parseResponse, type ClockingsResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clockingKeys } from '../../domain/clocking';
import { clockingsResponseSchema } from '../../domain/clocking';

export { clockingSchema, breakSchema, clockingsResponseSchema } from '../../domain/clocking';

export async function getTodayClockings(signal?: AbortSignal): Promise<ClockingsResponse> {
  const response = await apiClient().get('json/clockings', { signal });
  return parseResponse(clockingsResponseSchema, response.data, 'clockings');
}

export const todayClockingsQuery = () =>
  queryOptions({
    queryKey: clockingKeys.todayClockings(),
    queryFn: ({ signal }) => getTodayClockings(signal),
  });

export function useTodayClockings() {
  return useQuery(todayClockingsQuery());
}
