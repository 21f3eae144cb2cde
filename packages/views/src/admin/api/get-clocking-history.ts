// GET /admin/clocking/history/{userId}?fromDate&toDate (yyyy-MM-dd) — our addition for
// timetacking-history-view (the spec names only the view): the period's clockings newest first,
// each with its day, `added_from_user` (the user added it to their own day by hand), who entered it
// by hand (`created_by`) and every change (`changes`: who, when, old and new values), each actor with
// `on_behalf` (someone other than the user), and the clockings deleted in the period with when, by
// whom and the reason. Admins only; at most 93 days.
import { apiClient, parseResponse, type Clocking, type ClockingType } from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { adminKeys } from './keys';

const wall = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const type = z.string().transform((t) => t as ClockingType);

const actorSchema = z.object({ dn: z.string(), at: wall, on_behalf: z.boolean() });

const valuesSchema = z.object({
  clock_in: wall,
  clock_out: wall.nullable(),
  type,
  comment: z.string().nullable(),
  home_office: z.boolean(),
});

const changeSchema = actorSchema.extend({ old: valuesSchema, new: valuesSchema });

const historyClockingSchema = z.object({
  id: z.coerce.number().int(),
  date: day,
  clock_in: wall,
  clock_out: wall.nullable(),
  clock_in_formatted: z.string(),
  clock_out_formatted: z.string().nullable(),
  time: z.coerce.number(),
  type,
  comment: z.string().nullable(),
  home_office: z.boolean(),
  added_from_user: z.boolean(),
  created_by: actorSchema.nullable(),
  changes: z.array(changeSchema),
});

const historyDeletionSchema = z.object({
  id: z.coerce.number().int(),
  date: day,
  clock_in: wall,
  clock_out: wall.nullable(),
  type,
  comment: z.string().nullable(),
  reason: z.string().nullable(),
  deleted_at: wall,
  deleted_by: z.string(),
  deleted_on_behalf: z.boolean(),
});

export const clockingHistorySchema = z.object({
  from: day,
  to: day,
  clockings: z.array(historyClockingSchema),
  deletions: z.array(historyDeletionSchema),
});

export type ClockingHistory = z.infer<typeof clockingHistorySchema>;
export type HistoryClocking = ClockingHistory['clockings'][number] & Clocking;
export type HistoryDeletion = ClockingHistory['deletions'][number];
export type HistoryActor = z.infer<typeof actorSchema>;
export type HistoryChange = z.infer<typeof changeSchema>;
export type HistoryValues = z.infer<typeof valuesSchema>;

export const historyKeys = {
  of: (userId: number) => [...adminKeys.all, 'history', userId] as const,
  period: (userId: number, from: string, to: string) => [...historyKeys.of(userId), from, to] as const,
};

export async function getClockingHistory(userId: number, from: string, to: string, signal?: AbortSignal): Promise<ClockingHistory> {
  const response = await apiClient().get(`/admin/clocking/history/${userId}`, { params: { fromDate: from, toDate: to }, signal });
  return parseResponse(clockingHistorySchema, response.data, 'admin/clocking/history');
}

export const clockingHistoryQuery = (userId: number, from: string, to: string) =>
  queryOptions({
    queryKey: historyKeys.period(userId, from, to),
    queryFn: ({ signal }) => getClockingHistory(userId, from, to, signal),
  });

/** Disabled while the period is invalid (null); the previous period stays on screen while the next loads. */
export function useClockingHistory(userId: number, period: { from: string; to: string } | null) {
  return useQuery({
    ...clockingHistoryQuery(userId, period?.from ?? '', period?.to ?? ''),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
