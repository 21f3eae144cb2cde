// The vacation requests as the page passes them (spec 02, "Vacation request: id, value, days (each
// id, type, visible)"): there is no read call, so the server template writes them into the
// `requests` attribute. date/from/to and a day's value are optional extras shown when present.
import { berlinDate, looseBoolean, looseId, looseList, looseNumber } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { VACATION_HISTORY_TEXTS as T } from './vacation-history-view.texts';

/**
 * The absence types offered for a day: those the server sent in the page's requests, each once, in the
 * order they first appear. The spec names no list of types, so none is invented here (issue 23 point 12).
 */
export function absenceTypesOf(requests: readonly VacationHistoryRequest[]): string[] {
  return [...new Set(requests.flatMap((request) => request.days.map((day) => day.type)))];
}

const positiveId = looseId.check(z.refine((id) => id > 0, 'Keine gültige ID'));

export const vacationDaySchema = z.looseObject({
  id: positiveId,
  type: z.string(),
  visible: looseBoolean,
  date: z.optional(berlinDate),
  value: z.optional(looseNumber),
});

export const vacationRequestSchema = z.looseObject({
  id: positiveId,
  value: looseNumber,
  user_id: z.optional(positiveId),
  from: z.optional(berlinDate),
  to: z.optional(berlinDate),
  days: looseList(vacationDaySchema),
});

export const vacationRequestsSchema = looseList(vacationRequestSchema);

export type VacationHistoryDay = z.output<typeof vacationDaySchema>;
export type VacationHistoryRequest = z.output<typeof vacationRequestSchema>;

/** The request's value field: empty = null (the server sums the counted days), else halves 0…366. */
export function parseRequestValue(text: string): { ok: true; value: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const normalised = trimmed.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return { ok: false, message: T.valueInvalid };
  const value = Number(normalised);
  if (value > 366 || !Number.isInteger(value * 2)) return { ok: false, message: T.valueInvalid };
  return { ok: true, value };
}

/** First and last day of a request (its own from/to, else its days' dates), or null when unknown. */
export function periodOf(request: VacationHistoryRequest): { from: string; to: string } | null {
  const dates = request.days
    .map((d) => d.date)
    .filter((d): d is string => d !== undefined)
    .sort();
  const from = request.from || dates[0];
  const to = request.to || dates[dates.length - 1] || from;
  return from ? { from, to: to ?? from } : null;
}

/** The types of the days, each once, in the server's order. */
export function typesOf(request: VacationHistoryRequest): string[] {
  return [...new Set(request.days.map((d) => d.type))];
}
