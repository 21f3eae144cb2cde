// GET /serviceagent/ajax/planing/get-day-status/{checklistId}/{month}/{year} — planned days (green)
// and public holidays (yellow) of a month (spec §2 legend). Attributes without a key are read by
// their colour.
import { apiClient, parseResponse } from '@stempeluhr/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dayStatusSchema, withKeys, type DayStatusResponse } from './day-status';
import { serviceKeys } from './keys';

/** Spec §2: green = planned, yellow = public holiday. */
export const PLANNING_COLOURS: Readonly<Record<string, string>> = { green: 'planned', yellow: 'holiday' };

export function readPlaningDayStatus(data: unknown): DayStatusResponse {
  return withKeys(parseResponse(dayStatusSchema, data, 'planing/get-day-status'), PLANNING_COLOURS, 'planing/get-day-status');
}

export async function getPlaningDayStatus(
  checklistId: number,
  month: number,
  year: number,
  signal?: AbortSignal,
): Promise<DayStatusResponse> {
  const response = await apiClient().get(`serviceagent/ajax/planing/get-day-status/${checklistId}/${month}/${year}`, { signal });
  return readPlaningDayStatus(response.data);
}

export const planingDayStatusQuery = (checklistId: number, month: number, year: number) =>
  queryOptions({
    queryKey: serviceKeys.planningDayStatus(checklistId, month, year),
    queryFn: ({ signal }) => getPlaningDayStatus(checklistId, month, year, signal),
    placeholderData: keepPreviousData,
  });
