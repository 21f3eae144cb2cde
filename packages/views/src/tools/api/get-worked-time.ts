// GET /youtrack-workitems/ajax/total-worked-time?userId&start&end — the minutes a user worked in a
// period (both days inclusive): {minutes} (spec §7). Minutes may come as a numeric string or with a
// fraction; the view gets whole minutes.
import { apiClient, looseNumber, parseResponse, type WorkedTimeResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { toolsKeys } from './keys';

export const workedTimeSchema = z.looseObject({
  minutes: z.pipe(
    looseNumber,
    z.transform((value): number => Math.max(0, Math.round(value))),
  ),
});

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
