// GET /json/scheduler/helpdesk/week/{date} — the helpdesk shifts of the ISO week containing date and
// the week's public holidays (spec 02 §7: "shifts and holidays"). Required is what spec §3 names of a
// Helpdesk shift: schedules (day, type) and vacations (vacation_date). Who a shift belongs to
// (user_id, user) is assumed: a `shifts` object keyed by user id gives it too; without it the row is
// shown read-only. Shift types other than ours (hd_frueh, hd_spaet; the spec names only hd_frei) are
// kept and shown by their code.
import { apiClient, assumed, berlinDate, looseBoolean, looseId, looseList, parseResponse, type HelpdeskShiftType } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const userSchema = z.looseObject({
  dn: assumed(z.string(), undefined, 'HelpdeskShift.user.dn', 'Name aus displayName'),
  displayName: assumed(z.string(), undefined, 'HelpdeskShift.user.displayName', 'dn wird als Name gezeigt'),
});

const shiftSchema = z.looseObject({
  user_id: assumed(looseId, undefined, 'HelpdeskShift.user_id', 'Zeile nur lesend (Schlüssel der shifts oder user.id, wenn vorhanden)'),
  user: assumed(userSchema, undefined, 'HelpdeskShift.user', 'der Mitarbeiter wird „Mitarbeiter {id}“ genannt'),
  schedules: looseList(z.looseObject({ day: berlinDate, type: z.nullable(z.string()) })),
  vacations: looseList(z.looseObject({ vacation_date: berlinDate })),
});

const holidaySchema = z.union([
  berlinDate,
  z.looseObject({
    date: berlinDate,
    name: assumed(z.string(), undefined, 'HelpdeskHoliday.name', 'nur „Feiertag“ wird gezeigt'),
  }),
]);

/** A type the view knows, or the server's own code (shown as it is). */
export type ShiftType = HelpdeskShiftType | (string & {});

export interface HelpdeskWeekShift {
  /** null: the answer does not say whose shift it is (the row is read-only). */
  user_id: number | null;
  name: string;
  schedules: { day: string; type: ShiftType }[];
  vacations: { vacation_date: string }[];
}

export interface HelpdeskWeek {
  shifts: HelpdeskWeekShift[];
  holidays: { date: string; name: string | null }[];
  /** The server's word whether the user may edit (our addition), undefined when it says nothing. */
  editable: boolean | undefined;
}

type RawShift = z.output<typeof shiftSchema>;

function shiftOf(raw: RawShift, key: string | null): HelpdeskWeekShift {
  const keyed = key !== null && /^\d+$/.test(key) ? Number(key) : null;
  const userId = raw.user_id ?? keyed;
  return {
    user_id: userId,
    name: raw.user?.displayName ?? raw.user?.dn ?? (userId === null ? 'Mitarbeiter' : `Mitarbeiter ${userId}`),
    // A schedule without a type is a day not planned.
    schedules: raw.schedules.flatMap((s) => (s.type ? [{ day: s.day, type: s.type }] : [])),
    vacations: raw.vacations,
  };
}

export const helpdeskWeekSchema = z.pipe(
  z.looseObject({
    shifts: z.union([z.array(shiftSchema), z.record(z.string(), shiftSchema), z.null()]),
    holidays: looseList(holidaySchema),
    editable: assumed(looseBoolean, undefined, 'HelpdeskWeek.editable', 'Rolle und Bearbeitungsrecht der Seite entscheiden'),
  }),
  z.transform((week): HelpdeskWeek => ({
    shifts:
      week.shifts === null
        ? []
        : Array.isArray(week.shifts)
          ? week.shifts.map((s) => shiftOf(s, null))
          : Object.entries(week.shifts).map(([key, s]) => shiftOf(s, key)),
    holidays: week.holidays.map((h) => (typeof h === 'string' ? { date: h, name: null } : { date: h.date, name: h.name ?? null })),
    editable: week.editable,
  })),
);

export const helpdeskWeekKeys = {
  all: ['scheduling', 'helpdesk-week'] as const,
  week: (monday: string) => ['scheduling', 'helpdesk-week', monday] as const,
};

export async function getHelpdeskWeek(monday: string, signal?: AbortSignal): Promise<HelpdeskWeek> {
  const response = await apiClient().get(`/json/scheduler/helpdesk/week/${encodeURIComponent(monday)}`, { signal });
  return parseResponse(helpdeskWeekSchema, response.data, '/json/scheduler/helpdesk/week');
}

export const helpdeskWeekQuery = (monday: string, enabled = true) =>
  queryOptions({
    queryKey: helpdeskWeekKeys.week(monday),
    queryFn: ({ signal }) => getHelpdeskWeek(monday, signal),
    enabled,
  });

export function useHelpdeskWeek(monday: string, enabled = true) {
  return useQuery(helpdeskWeekQuery(monday, enabled));
}
