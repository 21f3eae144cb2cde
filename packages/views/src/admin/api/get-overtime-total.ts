// GET /admin/overtime/{userId}/total — the account's total: a number of signed seconds (spec 02 §7),
// also as a numeric string (a decimal column).
import { apiClient, looseNumber, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './keys';

export async function getOvertimeTotal(userId: number, signal?: AbortSignal): Promise<number> {
  const response = await apiClient().get(`/admin/overtime/${userId}/total`, { signal });
  return parseResponse(looseNumber, response.data, 'admin/overtime/total');
}

export const overtimeTotalQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.overtimeTotal(userId),
    queryFn: ({ signal }) => getOvertimeTotal(userId, signal),
  });

export function useOvertimeTotal(userId: number) {
  return useQuery(overtimeTotalQuery(userId));
}
