// GET json/clocking/week-overview/{date} — the own week containing {date}: one Day per weekday (spec 01
// §7: a list of days; an index-keyed object is read as the list, a missing Soll is derived and flagged).
import { apiClient, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { clockingKeys } from '../../domain/clocking';
import { daysSchema, type DayRead } from '../../domain/clocking';

export { clockingSchema, daySchema, daysSchema } from '../../domain/clocking';

export async function getWeekOverview(date: string, signal?: AbortSignal): Promise<DayRead[]> {
  // The specification writes this path without a leading slash; the client resolves it against the site root.
  const response = await apiClient().get(`json/clocking/week-overview/${encodeURIComponent(date)}`, { signal });
  return parseResponse(daysSchema, response.data, 'clocking/week-overview');
}

/** `date` is `yyyy-MM-dd`; the caller validates it (never `undefined` or `NaN` in the path). */
export const weekOverviewQuery = (date: string) =>
  queryOptions({
    queryKey: clockingKeys.week(date),
    queryFn: ({ signal }) => getWeekOverview(date, signal),
  });

export function useWeekOverview(date: string) {
  return useQuery(weekOverviewQuery(date));
}
