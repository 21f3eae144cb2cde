// The day-status answer shared by the planning and the report calendars: attributes with the days
// (unix seconds of local midnight) they colour.
import { toIsoDay, type DayStatusResponse } from '@stempeluhr/core';
import * as z from 'zod';

export const dayStatusSchema = z.object({
  attributes: z.array(
    z.object({
      key: z.string(),
      highlight: z.string().optional().default(''),
      dates: z.array(z.number()),
    }),
  ),
}) as unknown as z.ZodType<DayStatusResponse>;

/** key → the yyyy-MM-dd days of that attribute. */
export function daysByKey(status: DayStatusResponse): Map<string, Set<string>> {
  return new Map(status.attributes.map((a) => [a.key, new Set(a.dates.map((s) => toIsoDay(s * 1000)))]));
}

export interface MonthRef {
  month: number;
  year: number;
}

/** The months a month grid (weeks from Monday, as many weeks as the month needs) shows for the month of `day` (yyyy-MM-dd). */
export function monthsOfGrid(day: string): MonthRef[] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = new Date(year, month - 1, 1);
  const last = new Date(year, month, 0);
  const start = new Date(year, month - 1, 1 - ((first.getDay() + 6) % 7));
  const end = new Date(year, month - 1, last.getDate() + 1 + ((7 - last.getDay()) % 7));
  return monthsOfRange(start, end);
}

/** Every month with a visible day in [start, end) (end exclusive), in order. */
export function monthsOfRange(start: Date, end: Date): MonthRef[] {
  const months: MonthRef[] = [];
  const cursor = new Date(start.getFullYear(), start.getMonth(), 1);
  while (cursor < end) {
    months.push({ month: cursor.getMonth() + 1, year: cursor.getFullYear() });
    cursor.setMonth(cursor.getMonth() + 1);
  }
  return months;
}

/** The day-status answers of several months merged into one (the neighbouring months' days of a grid get coloured too). */
export function mergeDayStatus(answers: readonly DayStatusResponse[]): DayStatusResponse {
  const byKey = new Map<string, DayStatusResponse['attributes'][number]>();
  for (const answer of answers) {
    for (const attribute of answer.attributes) {
      const seen = byKey.get(attribute.key);
      byKey.set(
        attribute.key,
        seen ? { ...seen, dates: [...seen.dates, ...attribute.dates] } : { ...attribute, dates: [...attribute.dates] },
      );
    }
  }
  return { attributes: [...byKey.values()] };
}

/** Same months, same order. */
export function sameMonths(a: readonly MonthRef[], b: readonly MonthRef[]): boolean {
  return a.length === b.length && a.every((m, i) => m.month === b[i].month && m.year === b[i].year);
}
