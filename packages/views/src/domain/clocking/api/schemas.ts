// Response shapes shared by several endpoints of the area, on zod/mini (issue 19). A schema requires
// only what spec 01 §3 names; the values may come the way Laravel sends them (0/1 booleans, numeric
// strings, UTC timestamps, German dates). What the views read beyond the spec goes through
// `assumed(…)` with its fallback written next to it. The types they produce are core's wire types
// (plus a flag where a figure was derived), so the admin and team areas read the same shapes.
import {
  CLOCKING_TYPES,
  assumed,
  berlinDate,
  looseBoolean,
  looseId,
  looseList,
  looseNumber,
  looseText,
  toBerlinDay,
  toBerlinWallTime,
  type Break,
  type Clocking,
  type ClockingType,
  type ClockingsResponse,
  type Day,
} from '@stempeluhr/core';
import * as z from 'zod/mini';

/** Seconds: a number or a numeric string (a decimal column). */
const seconds = looseNumber;

/**
 * A point in time as Berlin wall time `yyyy-MM-dd HH:mm:ss` (from wall time or UTC ISO); text that
 * can't be read is kept as it came, so the views show it as unreadable (the break timer 00:00:00).
 */
const timestamp = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value): string => toBerlinWallTime(value) ?? String(value)),
);

/** A boolean column that may be empty (null → false). */
const flag = z.pipe(
  z.optional(z.nullable(looseBoolean)),
  z.transform((value): boolean => value ?? false),
);

/** Spec: 1 or 0.5; 0, null or absent means none. */
const fraction = z.pipe(
  z.optional(z.nullable(looseNumber)),
  z.transform((value): number => value ?? 0),
);

const clockingType = z.enum(CLOCKING_TYPES as [ClockingType, ...ClockingType[]]);

/** Spec 01 §3 Clocking. */
export const clockingSchema = z.pipe(
  z.looseObject({
    id: looseId,
    clock_in: timestamp,
    clock_out: z.nullable(timestamp),
    clock_in_formatted: z.string(),
    clock_out_formatted: z.optional(z.nullable(z.string())),
    time: seconds,
    type: clockingType,
    comment: looseText,
    home_office: flag,
  }),
  z.transform((c): Clocking => ({
    id: c.id,
    clock_in: c.clock_in,
    clock_out: c.clock_out,
    clock_in_formatted: c.clock_in_formatted,
    clock_out_formatted: c.clock_out_formatted ?? null,
    time: c.time,
    type: c.type,
    comment: c.comment,
    home_office: c.home_office,
  })),
);

/** A break item: the spec names `breaks.items` but not what an item holds (all assumed). */
const breakItemSchema = z.looseObject({
  from: assumed(timestamp, undefined, 'Break.from', 'die Pause wird nicht gelistet'),
  to: assumed(timestamp, undefined, 'Break.to', 'die Pause gilt als laufend'),
  time: assumed(seconds, 0, 'Break.time', 'Dauer 0'),
});

/** Breaks the view can list (a break without its start is left out). */
export const breakSchema = z.pipe(
  breakItemSchema,
  z.transform((b): Break | null => (b.from === undefined ? null : { from: b.from, to: b.to ?? null, time: b.time })),
);

/** GET json/clockings and GET /clocking/user/clockings/{userId}/{date} (spec 01 §3 Clockings response). */
export const clockingsResponseSchema = z.pipe(
  z.looseObject({
    clockings: z.looseObject({
      done: seconds,
      pending: seconds,
      required: seconds,
      items: looseList(clockingSchema),
      week_overtime: seconds,
    }),
    breaks: z.looseObject({
      done: seconds,
      pending: seconds,
      required: seconds,
      items: looseList(breakSchema),
    }),
  }),
  z.transform(({ clockings, breaks }): ClockingsResponse => ({
    clockings: {
      done: clockings.done,
      pending: clockings.pending,
      required: clockings.required,
      items: clockings.items,
      week_overtime: clockings.week_overtime,
    },
    breaks: {
      done: breaks.done,
      pending: breaks.pending,
      required: breaks.required,
      items: breaks.items.filter((b): b is Break => b !== null),
    },
  })),
);

/** A day as the views read it: core's Day, and whether its Soll was derived (the server sent none). */
export interface DayRead extends Day {
  /** True when `required` is total − overtime because the answer had no Soll (shown „berechnet“). */
  requiredDerived?: boolean;
}

/** One day of every overview answer (week, team week, month, period, admin week); spec 01 §3 Day. */
export const daySchema = z.pipe(
  z
    .looseObject({
      day: looseText,
      // yyyy-MM-dd, or German as the templates format it („Mo, 23.11.2026“, „23.11.2026“).
      date: z.union([z.string(), z.number()]),
      // Spec 02: the admin Day carries the unformatted date beside a formatted `date`; preferred when present.
      date_unformatted: z.optional(z.nullable(berlinDate)),
      total: seconds,
      required: assumed(seconds, undefined, 'Day.required', 'Soll = Gesamt − Überstunden, als „berechnet“ markiert'),
      overtime: seconds,
      is_done: flag,
      futureDay: flag,
      is_vacation: fraction,
      absent_type: looseText,
      is_public_holiday: fraction,
      holiday_name: assumed(looseText, null, 'Day.holiday_name', 'Feiertag ohne Namen'),
      bonus: z.pipe(
        z.optional(z.nullable(seconds)),
        z.transform((value): number => value ?? 0),
      ),
      totalEqualOvertime: flag,
      clockings: looseList(clockingSchema),
    })
    .check(
      // The day must be readable from one of the two (a formatted date without its year is not).
      z.refine((d) => (d.date_unformatted ?? toBerlinDay(d.date)) != null, { message: 'Kein lesbares Datum', path: ['date'] }),
    ),
  z.transform((d): DayRead => {
    const derived = d.required === undefined;
    return {
      day: d.day ?? '',
      date: d.date_unformatted ?? (toBerlinDay(d.date) as string),
      total: d.total,
      required: derived ? d.total - d.overtime : (d.required as number),
      ...(derived ? { requiredDerived: true } : {}),
      overtime: d.overtime,
      is_done: d.is_done,
      futureDay: d.futureDay,
      is_vacation: d.is_vacation,
      absent_type: d.absent_type,
      is_public_holiday: d.is_public_holiday,
      holiday_name: d.holiday_name,
      bonus: d.bonus,
      totalEqualOvertime: d.totalEqualOvertime,
      clockings: d.clockings,
    };
  }),
);

/** A list of days (an array, an index-keyed object or null). */
export const daysSchema = looseList(daySchema);

/** The week's overtime when the answer has none: the sum of its days' (marked derived by the caller). */
export function sumOvertime(days: readonly Pick<Day, 'overtime'>[]): number {
  return days.reduce((sum, day) => sum + day.overtime, 0);
}
