// GET /admin/clocking/week-overview/{userId}/{date} — the ISO week of {date} for a user: its days and
// the Week summary (spec 02 §3: week_done, week_required, week_overtime, hourly_based).
//
// A day is a Day overview (spec 02 §3: date, date_unformatted, statement, clockings, overall, is_done,
// futureDay, is_vacation, is_public_holiday, absent_type, bonus, totalEqualOvertime). `date` may be the
// formatted day ("Mo, 23.11.2026"); `date_unformatted` is the plain one. What the day rows show beyond
// that (the weekday, the day's worked, required and overtime seconds of the employee's Day) is read
// when present and otherwise derived: worked from `overall` or the clockings' times, Soll from
// worked − overtime; a derived figure is named in `derived` so the row can say „berechnet“.
import {
  apiClient,
  assumed,
  berlinDate,
  looseBoolean,
  looseList,
  looseNumber,
  looseText,
  noteFallback,
  parseResponse,
  toBerlinDay,
  type Clocking,
  type Day,
} from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { de } from 'date-fns/locale';
import * as z from 'zod/mini';
import { clockingSchema } from '../../domain/clocking';
import { adminKeys } from './keys';

/** 0, 0.5 or 1 (also "0.5", true/false); absent or null = 0. */
const fraction = z.pipe(
  z.optional(z.nullable(z.union([looseNumber, z.boolean()]))),
  z.transform((value): number => (value === true ? 1 : typeof value === 'number' ? value : 0)),
);

/** Seconds, or a duration text `HH:MM[:SS]` (a formatted `overall`). */
const duration = z.pipe(
  z.union([looseNumber, z.string().check(z.regex(/^\s*-?\d+:\d{2}(:\d{2})?\s*$/))]),
  z.transform((value): number => {
    if (typeof value === 'number') return value;
    const negative = value.trim().startsWith('-');
    const [h = 0, m = 0, s = 0] = value.trim().replace('-', '').split(':').map(Number);
    return (negative ? -1 : 1) * (h * 3600 + m * 60 + s);
  }),
);

const dayOverviewSchema = z.looseObject({
  date: z.union([z.string(), z.number()]),
  date_unformatted: z.optional(z.nullable(berlinDate)),
  statement: looseText,
  clockings: looseList(clockingSchema),
  overall: z.optional(z.nullable(duration)),
  is_done: looseBoolean,
  futureDay: looseBoolean,
  is_vacation: fraction,
  is_public_holiday: fraction,
  absent_type: looseText,
  bonus: z.pipe(
    z.optional(z.nullable(looseNumber)),
    z.transform((value) => value ?? 0),
  ),
  totalEqualOvertime: z.pipe(
    z.optional(z.nullable(looseBoolean)),
    z.transform((value) => value ?? false),
  ),
  day: assumed(z.string(), undefined, 'AdminDay.day', 'der Wochentag wird aus dem Datum abgeleitet'),
  total: assumed(looseNumber, undefined, 'AdminDay.total', 'die Ist-Zeit kommt aus overall oder den Buchungen (berechnet)'),
  required: assumed(looseNumber, undefined, 'AdminDay.required', 'das Soll wird aus Ist − Überstunden berechnet'),
  overtime: assumed(looseNumber, undefined, 'AdminDay.overtime', 'die Tages-Überstunden entfallen'),
  holiday_name: assumed(looseText, null, 'AdminDay.holiday_name', 'der Feiertag bleibt ohne Namen'),
});

type DayOverview = z.output<typeof dayOverviewSchema>;

/** An admin week's day: the employee's Day plus the Day overview's own fields and what was derived. */
export interface AdminDay extends Day {
  statement: string | null;
  /** Figures not in the answer but derived from it (shown with „berechnet“). */
  derived: Array<'total' | 'required' | 'overtime'>;
  /** Neither the day's Soll nor its overtime came: both read 0 and the view says so. */
  balanceMissing: boolean;
}

function toAdminDay(d: DayOverview & { date: string }): AdminDay {
  const date = d.date;
  const derived: AdminDay['derived'] = [];
  let total = d.total ?? d.overall ?? undefined;
  if (total === undefined) {
    total = d.clockings.reduce((sum: number, c: Clocking) => sum + c.time, 0);
    derived.push('total');
  }
  let required = d.required;
  let overtime = d.overtime;
  if (required === undefined && overtime !== undefined) {
    required = total - overtime;
    derived.push('required');
  }
  if (overtime === undefined && required !== undefined) {
    overtime = total - required;
    derived.push('overtime');
  }
  return {
    day: d.day ?? format(parseISO(date), 'EEEE', { locale: de }),
    date,
    total,
    required: required ?? 0,
    overtime: overtime ?? 0,
    is_done: d.is_done,
    futureDay: d.futureDay,
    is_vacation: d.is_vacation,
    absent_type: d.absent_type,
    is_public_holiday: d.is_public_holiday,
    holiday_name: d.holiday_name,
    bonus: d.bonus,
    totalEqualOvertime: d.totalEqualOvertime,
    clockings: d.clockings,
    statement: d.statement,
    derived,
    balanceMissing: required === undefined,
  };
}

export const adminWeekSchema = z.pipe(
  z.looseObject({
    days: looseList(dayOverviewSchema),
    week_done: looseNumber,
    week_required: looseNumber,
    week_overtime: looseNumber,
    hourly_based: looseBoolean,
  }),
  z.transform((week, ctx) => {
    const days: AdminDay[] = [];
    for (const [index, d] of week.days.entries()) {
      // The plain day: date_unformatted, else `date` read as ISO, German or timestamp.
      const date = d.date_unformatted ?? toBerlinDay(d.date);
      if (date === null) {
        ctx.issues.push({ code: 'custom', message: 'Kein lesbares Datum', input: d.date, path: ['days', index, 'date'] });
        return z.NEVER;
      }
      days.push(toAdminDay({ ...d, date }));
    }
    return { ...week, days };
  }),
);

export type AdminWeek = z.output<typeof adminWeekSchema>;

export async function getAdminWeek(userId: number, date: string, signal?: AbortSignal): Promise<AdminWeek> {
  const response = await apiClient().get(`/admin/clocking/week-overview/${userId}/${date}`, { signal });
  const week = parseResponse(adminWeekSchema, response.data, 'admin/clocking/week-overview');
  if (week.days.some((d) => d.balanceMissing)) {
    noteFallback('AdminDay.required+overtime', 'Soll und Überstunden des Tages liefert der Server nicht');
  }
  return week;
}

export const adminWeekQuery = (userId: number, date: string) =>
  queryOptions({
    queryKey: adminKeys.week(userId, date),
    queryFn: ({ signal }) => getAdminWeek(userId, date, signal),
  });

export function useAdminWeek(userId: number, date: string) {
  return useQuery(adminWeekQuery(userId, date));
}
