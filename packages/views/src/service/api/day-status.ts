// The day-status answer shared by the planning and the report calendars (spec §3 "Day status
// attribute": items each with a dates list of unix-second timestamps, plus calendar styling). The
// spec names only `dates`; the item's `key` and its colour (`highlight`) are our reading of the
// styling: a key missing is taken from the colour (each endpoint file says which colour is which).
import { assumed, looseList, looseNumber, noteFallback, toBerlinDay } from '@stempeluhr/core';
import * as z from 'zod/mini';

export interface DayStatusAttribute {
  /** What the days are (planned, holiday, not-assigned, …); '' when neither key nor colour tells. */
  key: string;
  /** The colour the server gives ('' when none). */
  highlight: string;
  /** 00:00 Berlin of each day (the server's midnight), unix seconds. */
  dates: number[];
}

export interface DayStatusResponse {
  attributes: DayStatusAttribute[];
}

/** Seconds; a value in milliseconds (a JavaScript-minded server) is read as such. */
const unixSeconds = z.pipe(
  looseNumber,
  z.transform((value): number => (Math.abs(value) > 1e11 ? Math.floor(value / 1000) : Math.floor(value))),
);

/** The colour of the styling: a word (`green`), or a calendar attribute's `{color}` object. */
const colour = z.pipe(
  z.union([z.string(), z.looseObject({ color: z.optional(z.nullable(z.string())) })]),
  z.transform((value): string => (typeof value === 'string' ? value : (value.color ?? '')).trim().toLowerCase()),
);

const attributeSchema = z.looseObject({
  key: assumed(z.string(), '', 'DayStatusAttribute.key', 'Bedeutung aus der Farbe (highlight) gelesen'),
  highlight: assumed(colour, '', 'DayStatusAttribute.highlight', 'ohne Farbe nur über key zugeordnet'),
  dates: looseList(unixSeconds),
});

/** `{attributes: [...]}`, or the list alone. */
export const dayStatusSchema = z.pipe(
  z.union([z.looseObject({ attributes: looseList(attributeSchema) }), looseList(attributeSchema)]),
  z.transform((value): DayStatusResponse => ({ attributes: Array.isArray(value) ? value : value.attributes })),
);

/** Fills in the key of attributes that came without one, from their colour (`byColour`). */
export function withKeys(status: DayStatusResponse, byColour: Readonly<Record<string, string>>, call: string): DayStatusResponse {
  return {
    attributes: status.attributes.map((attribute) => {
      if (attribute.key !== '') return attribute;
      const key = byColour[attribute.highlight] ?? '';
      if (key === '') noteFallback(`${call}: Farbe „${attribute.highlight}“`, 'Tage dieser Farbe bleiben ungefärbt');
      return { ...attribute, key };
    }),
  };
}

/**
 * key → the yyyy-MM-dd days of that attribute: Berlin's day of each timestamp, whatever the browser's
 * zone (00:00 Berlin is still the evening before in New York; issue 23 point 18).
 */
export function daysByKey(status: DayStatusResponse): Map<string, Set<string>> {
  return new Map(status.attributes.map((a) => [a.key, new Set(a.dates.map((s) => toBerlinDay(s * 1000) ?? ''))]));
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
  const byKey = new Map<string, DayStatusAttribute>();
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
