// GET /icingamaster/team/{group}?date=yyyy-MM-dd — the Icinga-Master team's attendance in the ISO week
// of `date`: per member and day (weekdays, weekend) whether they are on duty.
import { apiClient, parseResponse, type IcingaTeamOverviewResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { teamKeys } from './keys';

const flags = z.record(z.string(), z.boolean());

export const icingaTeamSchema: z.ZodType<IcingaTeamOverviewResponse> = z.object({
  group: z.object({ id: z.number(), name: z.string() }),
  team: z.string(),
  week: z.object({ year: z.number(), week: z.number() }),
  weekDays: z.array(z.string()),
  weekendDays: z.array(z.string()),
  weekDayTimestamps: z.array(z.number()),
  weekendTimestamps: z.array(z.number()),
  users: z.array(z.object({ id: z.number(), dn: z.string(), displayName: z.string(), weekdays: flags, weekends: flags })),
});

export async function getIcingaTeam(group: string, date: string, signal?: AbortSignal): Promise<IcingaTeamOverviewResponse> {
  const response = await apiClient().get(`/icingamaster/team/${encodeURIComponent(group)}`, { params: { date }, signal });
  return parseResponse(icingaTeamSchema, response.data, 'icingamaster/team');
}

export const icingaTeamQuery = (group: string, date: string) =>
  queryOptions({
    queryKey: teamKeys.icinga(group, date),
    queryFn: ({ signal }) => getIcingaTeam(group, date, signal),
  });

export function useIcingaTeam(group: string, date: string) {
  return useQuery(icingaTeamQuery(group, date));
}
