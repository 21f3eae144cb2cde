// GET /json/team/clocking/week-overview?dn&year&week — a team member's ISO week: the days with their
// clockings, the week's statement and its overtime.
import { apiClient, parseResponse, type TeamWeekResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { daySchema } from '../../domain/clocking';
import { teamKeys } from './keys';

export const teamWeekSchema: z.ZodType<TeamWeekResponse> = z.object({
  clockings: z.array(daySchema),
  statement: z.string(),
  week_overtime: z.number(),
});

export interface TeamWeekParams {
  dn: string;
  /** ISO week-numbering year. */
  year: number;
  week: number;
}

export async function getTeamWeek({ dn, year, week }: TeamWeekParams, signal?: AbortSignal): Promise<TeamWeekResponse> {
  const response = await apiClient().get('/json/team/clocking/week-overview', { params: { dn, year, week }, signal });
  return parseResponse(teamWeekSchema, response.data, 'team/clocking/week-overview');
}

export const teamWeekQuery = (params: TeamWeekParams) =>
  queryOptions({
    queryKey: teamKeys.week(params.dn, params.year, params.week),
    queryFn: ({ signal }) => getTeamWeek(params, signal),
  });

export function useTeamWeek(params: TeamWeekParams) {
  return useQuery(teamWeekQuery(params));
}
