// GET /clocking/user/clockings/{userId}/{date} — one user's clockings and breaks of one day.
import { apiClient, parseResponse, type ClockingsResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clockingKeys } from '../../domain/clocking';
import { clockingsResponseSchema } from '../../domain/clocking';

export async function getUserDay(userId: number, date: string, signal?: AbortSignal): Promise<ClockingsResponse> {
  const response = await apiClient().get(`/clocking/user/clockings/${userId}/${encodeURIComponent(date)}`, { signal });
  return parseResponse(clockingsResponseSchema, response.data, 'clocking/user/clockings');
}

/** `userId` is a positive integer and `date` is `yyyy-MM-dd`; the caller validates both (never `NaN` in the path). */
export const userDayQuery = (userId: number, date: string) =>
  queryOptions({
    queryKey: clockingKeys.userDay(userId, date),
    queryFn: ({ signal }) => getUserDay(userId, date, signal),
  });

export function useUserDay(userId: number, date: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...userDayQuery(userId, date), enabled: options.enabled ?? true });
}
