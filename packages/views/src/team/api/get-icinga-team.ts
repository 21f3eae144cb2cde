// GET /icingamaster/team/{group}?date=yyyy-MM-dd — the Icinga-Master team's attendance in the ISO week
// of `date`. Spec 02 names the call but not its answer; its members are Team users (id, dn). Our
// shape reuses the scheduler's day keys; everything beyond id and dn is assumed, with its fallback:
// - day names and timestamps (weekDays, weekendDays, weekDayTimestamps, weekendTimestamps): derived
//   from the week asked for (Monday–Friday, Saturday and Sunday, 00:00 Berlin);
// - per member `weekdays` / `weekends` (on duty by timestamp): without them the view says so;
// - displayName (the dn), group and team (the title), week (labelled as the server's current week).
import { apiClient, assumed, looseBoolean, looseId, looseInt, looseList, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { teamKeys } from './keys';

const flags = z.record(z.string(), z.union([looseBoolean, z.null()]));

const memberSchema = z.looseObject({
  id: looseId,
  dn: z.string(),
  displayName: assumed(z.string(), undefined, 'IcingaTeamUser.displayName', 'dn wird als Name gezeigt'),
  weekdays: assumed(flags, undefined, 'IcingaTeamUser.weekdays', 'Bereitschaften werden nicht gezeigt, eine Zeile sagt es'),
  weekends: assumed(flags, undefined, 'IcingaTeamUser.weekends', 'Bereitschaften werden nicht gezeigt, eine Zeile sagt es'),
});

export const icingaTeamSchema = z.looseObject({
  group: assumed(z.looseObject({ name: z.string() }), undefined, 'IcingaTeam.group', 'Titel ohne Gruppennamen'),
  week: assumed(
    z.looseObject({ year: looseInt, week: looseInt }),
    undefined,
    'IcingaTeam.week',
    'als aktuelle Woche des Servers bezeichnet',
  ),
  weekDays: assumed(looseList(z.string()), undefined, 'IcingaTeam.weekDays', 'Wochentage aus den Zeitstempeln'),
  weekendDays: assumed(looseList(z.string()), undefined, 'IcingaTeam.weekendDays', 'Wochentage aus den Zeitstempeln'),
  weekDayTimestamps: assumed(looseList(looseInt), undefined, 'IcingaTeam.weekDayTimestamps', 'aus der angefragten Woche berechnet'),
  weekendTimestamps: assumed(looseList(looseInt), undefined, 'IcingaTeam.weekendTimestamps', 'aus der angefragten Woche berechnet'),
  // A list (or an object keyed by index); null is a drifted answer, not an empty team.
  users: z.pipe(
    z.union([z.array(memberSchema), z.record(z.string(), memberSchema)]),
    z.transform((users) => (Array.isArray(users) ? users : Object.values(users))),
  ),
});

export type IcingaTeam = z.output<typeof icingaTeamSchema>;
export type IcingaTeamMember = IcingaTeam['users'][number];

export async function getIcingaTeam(group: string, date: string, signal?: AbortSignal): Promise<IcingaTeam> {
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
