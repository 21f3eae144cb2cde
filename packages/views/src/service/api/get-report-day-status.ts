// GET /serviceagent/ajax/report/get-day-status/{checklistId}/{month}/{year} — each past day of the
// month in one of five attributes (our shape, see mocks/service/handlers.ts): not-assigned, accepted,
// rejected, done, not-done.
import { apiClient, parseResponse, type DayStatusResponse } from '@stempeluhr/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dayStatusSchema } from './day-status';
import { serviceKeys } from './keys';

export async function getReportDayStatus(
  checklistId: number,
  month: number,
  year: number,
  signal?: AbortSignal,
): Promise<DayStatusResponse> {
  const response = await apiClient().get(`serviceagent/ajax/report/get-day-status/${checklistId}/${month}/${year}`, { signal });
  return parseResponse(dayStatusSchema, response.data, 'report/get-day-status');
}

export const reportDayStatusQuery = (checklistId: number, month: number, year: number) =>
  queryOptions({
    queryKey: [...serviceKeys.report, 'day-status', checklistId, year, month] as const,
    queryFn: ({ signal }) => getReportDayStatus(checklistId, month, year, signal),
    placeholderData: keepPreviousData,
  });
