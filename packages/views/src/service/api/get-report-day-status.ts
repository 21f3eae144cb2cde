// GET /serviceagent/ajax/report/get-day-status/{checklistId}/{month}/{year} — the spec does not show
// its answer. We read it as the planning call's: attributes with the days they colour, keyed by the
// legend (not-assigned, accepted, rejected, done, not-done) or, without a key, by the legend's colour.
// An answer of any other shape is no error: the calendar stays uncoloured and the view says so in
// one muted line (`null`).
import { UnexpectedResponseError, apiClient, noteFallback, parseResponse } from '@stempeluhr/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dayStatusSchema, withKeys, type DayStatusResponse } from './day-status';
import { serviceKeys } from './keys';

/** Spec §2, the report legend by colour. */
export const REPORT_COLOURS: Readonly<Record<string, string>> = {
  blue: 'not-assigned',
  yellow: 'accepted',
  red: 'rejected',
  green: 'done',
  pink: 'not-done',
};

/** The answer's day colours, or null when it has a shape we can't read (the spec does not show it). */
export function readReportDayStatus(data: unknown): DayStatusResponse | null {
  try {
    // An HTML page is still an expired session (parseResponse throws LoginPageError).
    return withKeys(parseResponse(dayStatusSchema, data, 'report/get-day-status'), REPORT_COLOURS, 'report/get-day-status');
  } catch (error) {
    if (!(error instanceof UnexpectedResponseError)) throw error;
    noteFallback('report/get-day-status', 'Antwort nicht lesbar, der Kalender bleibt ungefärbt');
    return null;
  }
}

export async function getReportDayStatus(
  checklistId: number,
  month: number,
  year: number,
  signal?: AbortSignal,
): Promise<DayStatusResponse | null> {
  const response = await apiClient().get(`serviceagent/ajax/report/get-day-status/${checklistId}/${month}/${year}`, { signal });
  return readReportDayStatus(response.data);
}

export const reportDayStatusQuery = (checklistId: number, month: number, year: number) =>
  queryOptions({
    queryKey: [...serviceKeys.report, 'day-status', checklistId, year, month] as const,
    queryFn: ({ signal }) => getReportDayStatus(checklistId, month, year, signal),
    placeholderData: keepPreviousData,
  });
