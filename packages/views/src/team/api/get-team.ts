// GET /clocking/team/{group}?date=yyyy-MM-dd — the group (with its leader and substitute), the ISO week
// of `date` and its members with that week's overtime badge. The server decides who may read (403).
import { apiClient, parseResponse, type TeamOverviewResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { teamKeys } from './keys';

export const teamOverviewSchema: z.ZodType<TeamOverviewResponse> = z.object({
  group: z.object({ id: z.number(), name: z.string(), leaderId: z.number(), substituteId: z.number().nullable() }),
  week: z.object({ year: z.number(), week: z.number() }),
  users: z.array(
    z.object({
      id: z.number(),
      dn: z.string(),
      displayName: z.string(),
      overtime: z.number(),
      class: z.enum(['text-bg-success', 'text-bg-danger', 'text-bg-secondary']),
      clockings_blacklisted: z.boolean(),
    }),
  ),
});

export async function getTeam(group: string, date: string, signal?: AbortSignal): Promise<TeamOverviewResponse> {
  const response = await apiClient().get(`/clocking/team/${encodeURIComponent(group)}`, { params: { date }, signal });
  return parseResponse(teamOverviewSchema, response.data, 'clocking/team');
}

export const teamQuery = (group: string, date: string) =>
  queryOptions({
    queryKey: teamKeys.overview(group, date),
    queryFn: ({ signal }) => getTeam(group, date, signal),
  });

export function useTeam(group: string, date: string) {
  return useQuery(teamQuery(group, date));
}
