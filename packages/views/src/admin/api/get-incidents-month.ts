// GET /json/icingamaster/incidents/user/month/{id}?month&year&limit — a user's incident efforts of a
// month (newest day first, at most `limit`, all for -1), the month's total and the overall total
// (minutes). Spec 02: incidentTimes, totalTimeMonth, totalTime; an entry is id, task, effort
// (minutes), day, points.
import { apiClient, berlinDate, looseId, looseList, looseNumber, parseResponse } from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { incidentsKeys } from './incidents-keys';

export const incidentTimeSchema = z.looseObject({
  id: looseId,
  task: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  ),
  effort: looseNumber,
  day: berlinDate,
  points: looseNumber,
});

export const incidentMonthSchema = z.looseObject({
  incidentTimes: looseList(incidentTimeSchema),
  totalTimeMonth: looseNumber,
  totalTime: looseNumber,
});

export type IncidentRow = z.output<typeof incidentTimeSchema>;
export type IncidentMonth = z.output<typeof incidentMonthSchema>;

export interface IncidentMonthParams {
  userId: number;
  year: number;
  /** 1–12 */
  month: number;
  limit: number;
}

export async function getIncidentsMonth({ userId, year, month, limit }: IncidentMonthParams, signal?: AbortSignal): Promise<IncidentMonth> {
  const response = await apiClient().get(`/json/icingamaster/incidents/user/month/${userId}`, { params: { month, year, limit }, signal });
  return parseResponse(incidentMonthSchema, response.data, 'icingamaster/incidents/user/month');
}

export const incidentsMonthQuery = (params: IncidentMonthParams) =>
  queryOptions({
    queryKey: incidentsKeys.month(params.userId, params.year, params.month, params.limit),
    queryFn: ({ signal }) => getIncidentsMonth(params, signal),
    placeholderData: keepPreviousData,
  });

export function useIncidentsMonth(params: IncidentMonthParams) {
  return useQuery(incidentsMonthQuery(params));
}
