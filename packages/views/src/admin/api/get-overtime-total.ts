// GET /admin/overtime/{userId}/total — the account's total, a bare number of signed seconds.
import { apiClient, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { adminKeys } from './keys';

export async function getOvertimeTotal(userId: number, signal?: AbortSignal): Promise<number> {
  const response = await apiClient().get(`/admin/overtime/${userId}/total`, { signal });
  return parseResponse(z.coerce.number().finite(), response.data, 'admin/overtime/total');
}

export const overtimeTotalQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.overtimeTotal(userId),
    queryFn: ({ signal }) => getOvertimeTotal(userId, signal),
  });

export function useOvertimeTotal(userId: number) {
  return useQuery(overtimeTotalQuery(userId));
}
