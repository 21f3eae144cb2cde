// The vacation requests as the page passes them (spec 02, "Vacation request: id, value, days (each
// id, type, visible)"): there is no read call, so the server template writes them into the
// `requests` attribute. date/from/to and a day's value are optional extras shown when present.
import * as z from 'zod';
import { VACATION_HISTORY_TEXTS as T } from './vacation-history-view.texts';

/** The absence types a day can have (the server's list). */
export const ABSENCE_TYPES = ['Urlaub', 'Krank', 'Sonderurlaub'] as const;

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => v === true || v === 1 || v === '1');
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((d) => d.slice(0, 10));

export const vacationDaySchema = z.object({
  id: z.coerce.number().int().positive(),
  type: z.string(),
  visible: flag,
  date: isoDay.optional(),
  value: z.coerce.number().optional(),
});

export const vacationRequestSchema = z.object({
  id: z.coerce.number().int().positive(),
  value: z.coerce.number(),
  user_id: z.coerce.number().int().positive().optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  days: z.array(vacationDaySchema),
});

export const vacationRequestsSchema = z.array(vacationRequestSchema);

export type VacationHistoryDay = z.infer<typeof vacationDaySchema>;
export type VacationHistoryRequest = z.infer<typeof vacationRequestSchema>;

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
