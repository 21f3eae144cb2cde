// The working-hour rule between the wire (seconds) and the form (spec §9: work times HH:MM, breaks
// in minutes, week hours and vacation value in hours with step 0.1), converted exactly both ways.
import { formatDecimal, formatTimeField, parseDecimal, weekKey, type WorkingHourForm, type WorkingHourRule } from '@stempeluhr/core';
import type { WorkingHoursRow } from '../api/get-working-hours';
import * as z from 'zod/mini';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_SHORT: Record<Weekday, string> = {
  monday: 'Mo',
  tuesday: 'Di',
  wednesday: 'Mi',
  thursday: 'Do',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'So',
};

const HOUR = 3600;

/** 27000 → `07:30` */
export function secondsToHhmm(seconds: number): string {
  return formatTimeField(seconds);
}

/** `7:30` → 27000; null when not H:MM / HH:MM up to 24:00. */
export function hhmmToSeconds(text: string): number | null {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * HOUR + Number(match[2]) * 60;
  return seconds <= 24 * HOUR ? seconds : null;
}

/** 138600 → `38,5` (hours, up to two decimals). */
export const secondsToHours = (seconds: number) => formatDecimal(seconds / HOUR, 2);
/** 1800 → `30` (minutes). */
export const secondsToMinutes = (seconds: number) => String(Math.round(seconds / 60));

export type RuleValues = Record<Weekday | `break_${Weekday}`, string> & {
  week_hours: string;
  weekdays: string;
  vacation_value: string;
  vacation_days: string;
  /** `{year, week}` of valid_from (create) or valid_until (update); null = open-ended (update only). */
  week: { year: number; week: number } | null;
};

export const RULE_TEXTS = {
  timeInvalid: 'Bitte im Format HH:MM angeben (höchstens 24:00).',
  breakInvalid: 'Bitte ganze Minuten angeben (0–600).',
  hoursInvalid: 'Bitte eine Zahl von Stunden angeben, z. B. 38,5.',
  weekdaysInvalid: 'Bitte eine ganze Zahl von 0 bis 7 angeben.',
  vacationDaysInvalid: 'Bitte eine ganze Zahl von Tagen angeben.',
  weekRequired: 'Bitte die Kalenderwoche wählen.',
  hoursStep: 'Bitte in Schritten von 0,1 Stunden angeben, z. B. 38,5.',
} as const;

/** Spec §9: weekly hours and vacation value are shown in hours with step 0.1. */
export const HOURS_STEP = 0.1;

/** On the 0.1 grid (at most one decimal); tolerant of float noise. */
const onStep = (value: number) => Math.abs(Math.round(value / HOURS_STEP) * HOURS_STEP - value) < 1e-9;

/** The arrow keys' step: `38,5` ↑ → `38,6`; an off-grid or empty value goes to the next grid value; never below 0 or above max. */
export function stepHours(text: string, direction: 1 | -1, max: number): string {
  const value = parseDecimal(text) ?? 0;
  const tenths = direction > 0 ? Math.floor(value * 10 + 1e-9) + 1 : Math.ceil(value * 10 - 1e-9) - 1;
  return formatDecimal(Math.min(max * 10, Math.max(0, tenths)) / 10, 1);
}

const hours = (max: number) =>
  z.string().check(
    z.refine((t) => t.trim() === '' || ((parseDecimal(t) ?? -1) >= 0 && (parseDecimal(t) ?? 0) <= max), RULE_TEXTS.hoursInvalid),
    z.refine((t) => t.trim() === '' || parseDecimal(t) === null || onStep(parseDecimal(t)!), RULE_TEXTS.hoursStep),
  );
const time = z.string().check(z.refine((t) => t.trim() === '' || hhmmToSeconds(t) !== null, RULE_TEXTS.timeInvalid));
const minutes = z
  .string()
  .check(z.refine((t) => t.trim() === '' || (/^\d{1,3}$/.test(t.trim()) && Number(t) <= 600), RULE_TEXTS.breakInvalid));

export function ruleSchema(mode: 'create' | 'update') {
  const shape: Record<string, z.ZodMiniType> = {
    week_hours: hours(168),
    weekdays: z.string().check(z.regex(/^\s*[0-7]\s*$/, RULE_TEXTS.weekdaysInvalid)),
    vacation_value: hours(24).check(z.refine((t) => t.trim() !== '', RULE_TEXTS.hoursInvalid)),
    vacation_days: z.string().check(z.regex(/^\s*\d{1,3}\s*$/, RULE_TEXTS.vacationDaysInvalid)),
    week:
      mode === 'create'
        ? z.object({ year: z.number(), week: z.number() }, { error: RULE_TEXTS.weekRequired })
        : z.nullable(z.object({ year: z.number(), week: z.number() })),
  };
  for (const day of WEEKDAYS) {
    shape[day] = time;
    shape[`break_${day}`] = minutes;
  }
  return z.object(shape) as unknown as z.ZodMiniType<RuleValues>;
}

const parseWeek = (value: string | null | undefined) => {
  const match = value ? /^(\d{4})-W?(\d{1,2})$/.exec(value) : null;
  return match ? { year: Number(match[1]), week: Number(match[2]) } : null;
};

/** Form values from the server's defaults (create) or an entry of the history (update). */
export function valuesFromRule(rule: WorkingHourRule | WorkingHoursRow, week: { year: number; week: number } | null): RuleValues {
  const values = {
    week_hours: secondsToHours(rule.week_hours ?? 0),
    weekdays: String(rule.weekdays ?? 5),
    vacation_value: secondsToHours(rule.vacation_value ?? 8 * HOUR),
    vacation_days: String(rule.vacation_days ?? 31),
    week: week ?? (typeof rule.valid_from === 'string' ? parseWeek(rule.valid_from) : null),
  } as RuleValues;
  for (const day of WEEKDAYS) {
    values[day] = secondsToHhmm(rule[day]);
    values[`break_${day}`] = secondsToMinutes(rule[`break_${day}`] ?? 0);
  }
  return values;
}

/** Form values back from a sent body (the draft kept across an expired session). */
export function valuesFromForm(form: WorkingHourForm): RuleValues {
  const hours = (text: string) => formatDecimal(Number(text) || 0, 2);
  const values = {
    week_hours: hours(form.week_hours),
    weekdays: form.weekdays,
    vacation_value: hours(form.vacation_value),
    vacation_days: form.vacation_days,
    week: parseWeek(form.valid_from ?? form.valid_until),
  } as RuleValues;
  for (const day of WEEKDAYS) {
    values[day] = form[day];
    values[`break_${day}`] = form[`break_${day}`];
  }
  return values;
}

/** The form-encoded body: times HH:MM, breaks in minutes, hours with a point, the week as `2026-W49`. */
export function formFromValues(values: RuleValues, mode: 'create' | 'update', id: number | null): WorkingHourForm {
  const week = values.week ? weekKey(values.week) : '';
  const decimal = (text: string) => (text.trim() === '' ? '0' : String(parseDecimal(text) ?? text));
  const form = {
    id: id === null ? '' : String(id),
    week_hours: decimal(values.week_hours),
    weekdays: values.weekdays.trim(),
    vacation_value: decimal(values.vacation_value),
    vacation_days: values.vacation_days.trim(),
    ...(mode === 'create' ? { valid_from: week } : { valid_until: week }),
  } as WorkingHourForm;
  for (const day of WEEKDAYS) {
    const seconds = hhmmToSeconds(values[day] || '00:00') ?? 0;
    form[day] = secondsToHhmm(seconds);
    form[`break_${day}`] = values[`break_${day}`].trim() === '' ? '0' : String(Number(values[`break_${day}`]));
  }
  return form;
}
