// GET /youtrack-workitems/ajax/total-worked-time?userId&start&end — the minutes a user worked in a
// period (both days inclusive): {minutes}.
import { apiClient, parseResponse, type WorkedTimeResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { toolsKeys } from './keys';

export const workedTimeSchema = z.object({ minutes: z.number().int().nonnegative() });

export interface WorkedTimePeriod {
  userId: number;
  /** yyyy-MM-dd */
  start: string;
  /** yyyy-MM-dd */
  end: string;
}

export async function getWorkedTime({ userId, start, end }: WorkedTimePeriod, signal?: AbortSignal): Promise<WorkedTimeResponse> {
  const response = await apiClient().get('youtrack-workitems/ajax/total-worked-time', { params: { userId, start, end }, signal });
  return parseResponse(workedTimeSchema, response.data, 'total-worked-time');
}

export const workedTimeQuery = (period: WorkedTimePeriod | null) =>
  queryOptions({
    queryKey: period ? toolsKeys.workedTime(period.userId, period.start, period.end) : ['tools', 'worked-time', 'none'],
    queryFn: ({ signal }) => getWorkedTime(period!, signal),
    // Spec §5: only when user, start and end are all chosen.
    enabled: period !== null,
  });

export function useWorkedTime(period: WorkedTimePeriod | null) {
  return useQuery(workedTimeQuery(period));
}
