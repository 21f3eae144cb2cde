// Response shapes shared by several endpoints of the area, checked with zod: a drifted payload
// becomes "Unerwartete Antwort" instead of a crash. The types they produce are core's wire types.
import { CLOCKING_TYPES, type Break, type Clocking, type ClockingsResponse, type Day } from '@stempeluhr/core';
import * as z from 'zod';

const wallTime = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const seconds = z.number();
/** Laravel sends booleans as 0/1 as often as not; both mean the same. */
const looseBoolean = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => value === true || value === 1);
// Spec notes: "0 or absent means none" for the half/full-day values.
const fraction = z
  .union([z.literal(0), z.literal(0.5), z.literal(1)])
  .nullish()
  .transform((value) => value ?? 0);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const clockingSchema: z.ZodType<Clocking> = z.object({
  id: z.number(),
  // Any text: the views show an unreadable time as such (the break timer shows 00:00:00).
  clock_in: z.string(),
  clock_out: z.string().nullable(),
  clock_in_formatted: z.string(),
  clock_out_formatted: z.string().nullable(),
  time: seconds,
  type: z.enum(CLOCKING_TYPES as [Clocking['type'], ...Clocking['type'][]]),
  comment: optionalText,
  home_office: looseBoolean,
});

export const breakSchema: z.ZodType<Break> = z.object({
  from: wallTime,
  to: wallTime.nullable(),
  time: seconds,
});

/** GET json/clockings and GET /clocking/user/clockings/{userId}/{date}. */
export const clockingsResponseSchema: z.ZodType<ClockingsResponse> = z.object({
  clockings: z.object({
    done: seconds,
    pending: seconds,
    required: seconds,
    items: z.array(clockingSchema),
    week_overtime: seconds,
  }),
  breaks: z.object({
    done: seconds,
    pending: seconds,
    required: seconds,
    items: z.array(breakSchema),
  }),
});

/** One day of every overview answer (week, team week, month, period). */
export const daySchema: z.ZodType<Day> = z.object({
  day: z.string(),
  date: isoDay,
  total: seconds,
  required: seconds,
  overtime: seconds,
  is_done: z.boolean(),
  futureDay: z.boolean(),
  is_vacation: fraction,
  absent_type: optionalText,
  is_public_holiday: fraction,
  holiday_name: optionalText,
  bonus: seconds,
  totalEqualOvertime: z.boolean(),
  clockings: z.array(clockingSchema),
});

export const daysSchema = z.array(daySchema);
