// GET /admin/clockings/{userId}/{date} — a user's clockings and breaks of one day (ClockingsResponse).
import { apiClient, parseResponse, type ClockingsResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clockingsResponseSchema } from '../../domain/clocking';
import { adminKeys } from './keys';

export async function getAdminDay(userId: number, date: string, signal?: AbortSignal): Promise<ClockingsResponse> {
  const response = await apiClient().get(`/admin/clockings/${userId}/${date}`, { signal });
  return parseResponse(clockingsResponseSchema, response.data, 'admin/clockings');
}

export const adminDayQuery = (userId: number, date: string) =>
  queryOptions({
    queryKey: adminKeys.day(userId, date),
    queryFn: ({ signal }) => getAdminDay(userId, date, signal),
  });

export function useAdminDay(userId: number, date: string) {
  return useQuery(adminDayQuery(userId, date));
}
