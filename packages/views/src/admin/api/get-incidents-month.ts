// GET /json/icingamaster/incidents/user/month/{id}?month&year&limit — a user's incident efforts of a
// month (newest day first, at most `limit`, all for -1), the month's total and the overall total (minutes).
import { apiClient, parseResponse, type IncidentMonthResponse } from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { incidentsKeys } from './incidents-keys';

export const incidentTimeSchema = z.object({
  id: z.number(),
  task: z.string(),
  effort: z.number(),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
  points: z.number(),
});

export const incidentMonthSchema: z.ZodType<IncidentMonthResponse> = z.object({
  incidentTimes: z.array(incidentTimeSchema),
  totalTimeMonth: z.number(),
  totalTime: z.number(),
});

export interface IncidentMonthParams {
  userId: number;
  year: number;
  /** 1–12 */
  month: number;
  limit: number;
}

export async function getIncidentsMonth(
  { userId, year, month, limit }: IncidentMonthParams,
  signal?: AbortSignal,
): Promise<IncidentMonthResponse> {
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
