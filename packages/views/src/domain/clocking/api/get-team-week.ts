// GET /json/team/clocking/week-overview?dn&year&week — a team member's ISO week (spec 01 §7): the days
// with their clockings and the week's statement. The one read of a team week, used by week-overview
// (weekly mode) and team-overview, under one query key (clockingKeys.teamWeek).
//
// `week_overtime` is not in the spec (assumed): without it the week's overtime is the sum of its
// days' and marked derived (`weekOvertimeDerived`, the view says „berechnet“).
// The query is spec's dn/year/week only; the answer does not echo the week, so `shownWeek` says which
// ISO week its days belong to, and `otherWeek` is true when that is not the one asked for (a server
// that ignored the parameters answers its default week: the view labels it so).
import { apiClient, assumed, isoWeek, looseNumber, parseResponse, type TeamWeekResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { clockingKeys } from './keys';
import { daysSchema, sumOvertime, type DayRead } from './schemas';

export interface TeamWeekParams {
  dn: string;
  /** ISO week-numbering year. */
  year: number;
  /** ISO week, 1–53. */
  week: number;
}

/** The team week as the views read it. */
export interface TeamWeekRead extends TeamWeekResponse {
  clockings: DayRead[];
  /** True when `week_overtime` is the sum of the days' overtime (the answer had none). */
  weekOvertimeDerived: boolean;
}

export const teamWeekSchema = z.pipe(
  z.looseObject({
    clockings: daysSchema,
    statement: z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((value): string => value ?? ''),
    ),
    week_overtime: assumed(looseNumber, undefined, 'TeamWeek.week_overtime', 'Summe der Überstunden der Tage, als „berechnet“ markiert'),
  }),
  z.transform((answer): TeamWeekRead => ({
    clockings: answer.clockings,
    statement: answer.statement,
    week_overtime: answer.week_overtime ?? sumOvertime(answer.clockings),
    weekOvertimeDerived: answer.week_overtime === undefined,
  })),
);

/** Whether the days are of another ISO week than asked for (null: no days to tell). */
export function otherWeekThan(days: readonly Pick<DayRead, 'date'>[], params: Pick<TeamWeekParams, 'year' | 'week'>): boolean | null {
  const first = days[0];
  if (!first) return null;
  const shown = isoWeek(first.date);
  return shown.year !== params.year || shown.week !== params.week;
}

export async function getTeamWeek({ dn, year, week }: TeamWeekParams, signal?: AbortSignal): Promise<TeamWeekRead> {
  const response = await apiClient().get('/json/team/clocking/week-overview', { params: { dn, year, week }, signal });
  return parseResponse(teamWeekSchema, response.data, 'team/clocking/week-overview');
}

export const teamWeekQuery = (params: TeamWeekParams) =>
  queryOptions({
    queryKey: clockingKeys.teamWeek(params.dn, params.year, params.week),
    queryFn: ({ signal }) => getTeamWeek(params, signal),
  });

export function useTeamWeek(params: TeamWeekParams) {
  return useQuery(teamWeekQuery(params));
}
