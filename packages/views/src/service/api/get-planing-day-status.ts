// GET /serviceagent/ajax/planing/get-day-status/{checklistId}/{month}/{year} — planned days (green)
// and public holidays (yellow) of a month.
import { apiClient, parseResponse, type DayStatusResponse } from '@stempeluhr/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dayStatusSchema } from './day-status';
import { serviceKeys } from './keys';

export async function getPlaningDayStatus(
  checklistId: number,
  month: number,
  year: number,
  signal?: AbortSignal,
): Promise<DayStatusResponse> {
  const response = await apiClient().get(`serviceagent/ajax/planing/get-day-status/${checklistId}/${month}/${year}`, { signal });
  return parseResponse(dayStatusSchema, response.data, 'planing/get-day-status');
}

export const planingDayStatusQuery = (checklistId: number, month: number, year: number) =>
  queryOptions({
    queryKey: serviceKeys.planningDayStatus(checklistId, month, year),
    queryFn: ({ signal }) => getPlaningDayStatus(checklistId, month, year, signal),
    placeholderData: keepPreviousData,
  });
