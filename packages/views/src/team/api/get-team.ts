// GET /clocking/team/{group}?date=yyyy-MM-dd — the members of a group with their week's overtime
// badge. Spec 02 §3 names the Team user (id, dn, overtime, class, and clockings_blacklisted); that is
// all a server has to send. Assumed, each with its fallback:
// - the answer's shape: `{ group, week, users }` or the bare list of users;
// - `displayName` (the dn is shown), `group` (name, leaderId, substituteId: without them the view
//   offers every member's week and the server decides), `week` (the ISO week the badges are for;
//   without it the badges are labelled as the server's current week, since `?date=` is our
//   addition a server may ignore).
// `class` is the server's badge class, Bootstrap 4 (`badge-success`) or 5 (`text-bg-success`): only
// its tone is used. `overtime` is signed seconds (a number or numeric string) or a signed `h:mm`.
import {
  apiClient,
  assumed,
  looseBoolean,
  looseId,
  looseInt,
  looseList,
  looseNumber,
  parseResponse,
  toneOfClass,
  type Tone,
} from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { teamKeys } from './keys';

const HOURS_MINUTES = /^\s*([+-−])?\s*(\d+):([0-5]\d)(?::([0-5]\d))?\s*$/;

/** Signed seconds from a number, a numeric string or a signed `h:mm[:ss]`. */
export const overtimeSeconds = z.union([
  looseNumber,
  z.pipe(
    z.string().check(z.regex(HOURS_MINUTES)),
    z.transform((text): number => {
      const [, sign, h, m, s] = HOURS_MINUTES.exec(text) as RegExpExecArray;
      const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s ?? 0);
      return sign === '-' || sign === '−' ? -seconds : seconds;
    }),
  ),
]);

export interface TeamMember {
  id: number;
  dn: string;
  /** displayName, else the dn. */
  displayName: string;
  /** Signed seconds of the week. */
  overtime: number;
  /** The tone of the server's badge class (never the class itself). */
  tone: Tone;
  clockings_blacklisted: boolean;
}

export interface TeamGroup {
  id?: number;
  name?: string;
  leaderId?: number;
  substituteId?: number | null;
}

export interface TeamOverview {
  /** undefined when the answer does not describe the group. */
  group: TeamGroup | undefined;
  /** The ISO week the badges are for; undefined when the answer does not say (the server's current week). */
  week: { year: number; week: number } | undefined;
  users: TeamMember[];
}

const memberSchema = z.pipe(
  z.looseObject({
    id: looseId,
    dn: z.string(),
    overtime: overtimeSeconds,
    class: z.optional(z.nullable(z.string())),
    // Spec 01 §3 calls the flag optional: absent means the server has not blocked the user.
    clockings_blacklisted: z.optional(z.nullable(looseBoolean)),
    displayName: assumed(z.string(), undefined, 'TeamUser.displayName', 'dn wird als Name gezeigt'),
  }),
  z.transform((u): TeamMember => ({
    id: u.id,
    dn: u.dn,
    displayName: u.displayName ?? u.dn,
    overtime: u.overtime,
    tone: toneOfClass(u.class),
    clockings_blacklisted: u.clockings_blacklisted ?? false,
  })),
);

const groupSchema = z.union([
  z.pipe(
    z.string(),
    z.transform((name): TeamGroup => ({ name })),
  ),
  z.looseObject({
    id: z.optional(z.nullable(looseId)),
    name: z.optional(z.nullable(z.string())),
    leaderId: assumed(looseId, undefined, 'TeamGroup.leaderId', 'jede Woche wird angeboten, der Server entscheidet'),
    substituteId: assumed(z.nullable(looseId), undefined, 'TeamGroup.substituteId', 'jede Woche wird angeboten, der Server entscheidet'),
  }),
]);

const teamObjectSchema = z.looseObject({
  group: assumed(groupSchema, undefined, 'TeamOverview.group', 'Titel aus dem Attribut group; jede Woche wird angeboten'),
  week: assumed(
    z.looseObject({ year: looseInt, week: looseInt }),
    undefined,
    'TeamOverview.week',
    'die Badges gelten als die aktuelle Woche des Servers',
  ),
  users: looseList(memberSchema),
});

export const teamOverviewSchema = z.union([
  z.pipe(
    z.array(memberSchema),
    z.transform((users): TeamOverview => ({ group: undefined, week: undefined, users })),
  ),
  z.pipe(
    teamObjectSchema,
    z.transform((answer): TeamOverview => ({
      group: answer.group && {
        ...(answer.group.id != null ? { id: answer.group.id } : {}),
        ...(answer.group.name ? { name: answer.group.name } : {}),
        ...('leaderId' in answer.group && answer.group.leaderId !== undefined ? { leaderId: answer.group.leaderId } : {}),
        ...('substituteId' in answer.group && answer.group.substituteId !== undefined ? { substituteId: answer.group.substituteId } : {}),
      },
      week: answer.week,
      users: answer.users,
    })),
  ),
]);

export async function getTeam(group: string, date: string, signal?: AbortSignal): Promise<TeamOverview> {
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
