// The clocking history of timetacking-history-view. The spec names only the view: none of its 75
// calls reads a history. So the page passes it (the view's `history` prop, as vacation-history-view
// gets its requests); GET /admin/clocking/history/{userId}?fromDate&toDate (yyyy-MM-dd) is our
// server addition, read only when the page passes nothing — a server without it answers 404 and the
// view says that the page must pass the history.
//
// The shape (ours): the period's clockings newest first (a Clocking each, spec 01 §3), each with its
// day, `added_from_user`, who entered it by hand (`created_by`) and every change (`changes`: who,
// when, old and new values), and the clockings deleted in the period. Beyond the Clocking every field
// is assumed with its fallback; a bare list of clockings is read as the history of their period.
import {
  apiClient,
  assumed,
  berlinDate,
  berlinDateTime,
  looseBoolean,
  looseId,
  looseList,
  looseNumber,
  looseText,
  parseResponse,
  type Clocking,
  type ClockingType,
} from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminKeys } from './keys';

const type = z.pipe(
  z.string(),
  z.transform((t) => t as ClockingType),
);
const wallOrNull = z.pipe(
  z.optional(z.nullable(berlinDateTime)),
  z.transform((value): string | null => value ?? null),
);
const flag = (field: string) => assumed(looseBoolean, false, field, 'gilt als nein');

const actorSchema = z.looseObject({ dn: z.string(), at: berlinDateTime, on_behalf: flag('HistoryActor.on_behalf') });

const valuesSchema = z.looseObject({
  clock_in: berlinDateTime,
  clock_out: wallOrNull,
  type,
  comment: looseText,
  home_office: flag('HistoryValues.home_office'),
});

const changeSchema = z.looseObject({ ...actorSchema.shape, old: valuesSchema, new: valuesSchema });

const historyClockingSchema = z.pipe(
  z.looseObject({
    id: looseId,
    clock_in: berlinDateTime,
    clock_out: wallOrNull,
    clock_in_formatted: z.optional(looseText),
    clock_out_formatted: z.optional(looseText),
    time: looseNumber,
    type,
    comment: looseText,
    home_office: z.pipe(
      z.optional(z.nullable(looseBoolean)),
      z.transform((value) => value ?? false),
    ),
    date: assumed(berlinDate, undefined, 'HistoryClocking.date', 'der Tag des Beginns'),
    added_from_user: flag('HistoryClocking.added_from_user'),
    created_by: assumed(actorSchema, undefined, 'HistoryClocking.created_by', 'niemand als Eintragender genannt'),
    changes: assumed(looseList(changeSchema), [], 'HistoryClocking.changes', 'keine Änderungen genannt'),
  }),
  z.transform((c) => ({
    ...c,
    date: c.date ?? c.clock_in.slice(0, 10),
    created_by: c.created_by ?? null,
    clock_in_formatted: c.clock_in_formatted ?? c.clock_in.slice(11, 16),
    clock_out_formatted: c.clock_out_formatted ?? c.clock_out?.slice(11, 16) ?? null,
  })),
);

const historyDeletionSchema = z.pipe(
  z.looseObject({
    id: looseId,
    clock_in: berlinDateTime,
    clock_out: wallOrNull,
    type,
    comment: looseText,
    reason: looseText,
    deleted_at: berlinDateTime,
    deleted_by: z.string(),
    deleted_on_behalf: flag('HistoryDeletion.deleted_on_behalf'),
    date: assumed(berlinDate, undefined, 'HistoryDeletion.date', 'der Tag des Beginns'),
  }),
  z.transform((d) => ({ ...d, date: d.date ?? d.clock_in.slice(0, 10) })),
);

const historyObjectSchema = z.looseObject({
  clockings: looseList(historyClockingSchema),
  deletions: assumed(looseList(historyDeletionSchema), [], 'ClockingHistory.deletions', 'keine gelöschten Buchungen genannt'),
  from: assumed(berlinDate, undefined, 'ClockingHistory.from', 'der erste Tag der Buchungen'),
  to: assumed(berlinDate, undefined, 'ClockingHistory.to', 'der letzte Tag der Buchungen'),
});

/** The history as the page or the server gives it: the object, or a bare list of clockings. */
export const clockingHistorySchema = z.pipe(
  z.union([
    historyObjectSchema,
    z.pipe(
      looseList(historyClockingSchema),
      z.transform((clockings) => ({ clockings })),
    ),
  ]),
  z.transform((history) => {
    const deletions = 'deletions' in history ? history.deletions : [];
    // Newest first, whatever order came.
    const clockings = [...history.clockings].sort((a, b) => b.clock_in.localeCompare(a.clock_in));
    const days = [...clockings.map((c) => c.date), ...deletions.map((d) => d.date)].sort();
    const from = ('from' in history ? history.from : undefined) ?? days[0] ?? '';
    const to = ('to' in history ? history.to : undefined) ?? days[days.length - 1] ?? from;
    return { from, to, clockings, deletions };
  }),
);

export type ClockingHistory = z.output<typeof clockingHistorySchema>;
export type HistoryClocking = ClockingHistory['clockings'][number] & Clocking;
export type HistoryDeletion = ClockingHistory['deletions'][number];
export type HistoryActor = z.output<typeof actorSchema>;
export type HistoryChange = z.output<typeof changeSchema>;
export type HistoryValues = z.output<typeof valuesSchema>;

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

/** Disabled while the period is invalid (null) or the page passed the history; the previous period stays on screen while the next loads. */
export function useClockingHistory(userId: number, period: { from: string; to: string } | null) {
  return useQuery({
    ...clockingHistoryQuery(userId, period?.from ?? '', period?.to ?? ''),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
