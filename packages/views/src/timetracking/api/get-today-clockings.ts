// GET json/clockings — today's clockings and breaks of the signed-in user, with the day's and the week's totals.
import { apiClient, parseResponse, type ClockingsResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { timetrackingKeys } from './keys';
import { clockingsResponseSchema } from './schemas';

export { clockingSchema, breakSchema, clockingsResponseSchema } from './schemas';

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
