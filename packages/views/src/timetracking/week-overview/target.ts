import {
  dateLocale,
  formatDate,
  formatDateRange,
  formatMonthHeading,
  formatWeekRange,
  isoWeek,
  monthKey,
  toIsoDay,
  weekKey,
  type IsoWeek,
  type PropsOf,
} from '@stempeluhr/core';
import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  endOfISOWeek,
  format,
  getISOWeeksInYear,
  isValid,
  parseISO,
  setISOWeek,
  startOfISOWeek,
} from 'date-fns';
import { WEEK_TEXTS as T } from '../texts/week';
import type { weekOverviewProps } from './week-overview.tag';

export const WEEK_OVERVIEW_MODES = ['week', 'weekly', 'monthly', 'periodic'] as const;
export type WeekOverviewMode = (typeof WEEK_OVERVIEW_MODES)[number];

/** What a page may pass (inferred from the contract's props). */
export type WeekOverviewProps = PropsOf<typeof weekOverviewProps>;

/** What the view loads: exactly one endpoint with validated parameters. */
export type OverviewTarget =
  | { mode: 'week'; date: string }
  | { mode: 'weekly'; dn: string; year: number; week: number }
  | { mode: 'monthly'; year: number; month: number }
  | { mode: 'periodic'; from: string; to: string };

export type ResolvedTarget = { ok: true; target: OverviewTarget } | { ok: false; problems: string[] };

const isMissing = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const show = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));

/** An integer given as a number or as digits (props may come from attributes or JSON); null otherwise. */
function readInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) {
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : null;
  }
  return null;
}

/** A real calendar day `yyyy-MM-dd` (2024-02-30 is not); null otherwise. */
function readDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = parseISO(text);
  return isValid(date) && toIsoDay(date) === text ? text : null;
}

function readYear(value: unknown, problems: string[]): number | null {
  if (isMissing(value)) {
    problems.push(T.missing('year'));
    return null;
  }
  const year = readInt(value);
  if (year === null || year < 1970 || year > 9999) {
    problems.push(T.invalidYear(show(value)));
    return null;
  }
  return year;
}

function readDayProp(attribute: string, value: unknown, problems: string[]): string | null {
  if (isMissing(value)) {
    problems.push(T.missing(attribute));
    return null;
  }
  const day = readDay(value);
  if (day === null) problems.push(T.invalidDate(attribute, show(value)));
  return day;
}

/** Validates the props of the chosen mode; never yields a target with a missing or junk value. */
export function resolveTarget(props: WeekOverviewProps, today: string): ResolvedTarget {
  const mode = isMissing(props.mode) ? 'week' : props.mode;
  const problems: string[] = [];
  switch (mode) {
    case 'week': {
      const date = isMissing(props.date) ? today : readDayProp('date', props.date, problems);
      return date !== null && problems.length === 0 ? { ok: true, target: { mode, date } } : { ok: false, problems };
    }
    case 'weekly': {
      let dn: string | null = null;
      if (isMissing(props.dn)) problems.push(typeof props.dn === 'string' ? T.invalidDn : T.missing('dn'));
      else if (typeof props.dn !== 'string') problems.push(T.invalidDn);
      else dn = props.dn.trim();
      const year = readYear(props.year, problems);
      let week: number | null = null;
      if (isMissing(props.week)) problems.push(T.missing('week'));
      else {
        const max = year === null ? 53 : getISOWeeksInYear(new Date(year, 0, 4));
        week = readInt(props.week);
        if (week === null || week < 1 || week > max) {
          problems.push(T.invalidWeek(show(props.week), max));
          week = null;
        }
      }
      if (dn === null || year === null || week === null) return { ok: false, problems };
      return { ok: true, target: { mode, dn, year, week } };
    }
    case 'monthly': {
      const year = readYear(props.year, problems);
      let month: number | null = null;
      if (isMissing(props.month)) problems.push(T.missing('month'));
      else {
        month = readInt(props.month);
        if (month === null || month < 1 || month > 12) {
          problems.push(T.invalidMonth(show(props.month)));
          month = null;
        }
      }
      if (year === null || month === null) return { ok: false, problems };
      return { ok: true, target: { mode, year, month } };
    }
    case 'periodic': {
      const from = readDayProp('from', props.from, problems);
      const to = readDayProp('to', props.to, problems);
      if (from === null || to === null) return { ok: false, problems };
      if (from > to) return { ok: false, problems: [T.fromAfterTo] };
      return { ok: true, target: { mode, from, to } };
    }
    default:
      return { ok: false, problems: [T.invalidMode(show(mode))] };
  }
}

/** Monday of ISO week `week` of ISO year `year`. */
export function mondayOfIsoWeek(year: number, week: number): Date {
  // 4 January always lies in ISO week 1 of its year.
  return startOfISOWeek(setISOWeek(new Date(year, 0, 4), week));
}

/** The same kind of target `weeks` weeks later (week and weekly modes; others are returned as they are). */
export function shiftTarget(target: OverviewTarget, weeks: number): OverviewTarget {
  if (weeks === 0) return target;
  if (target.mode === 'week') return { ...target, date: toIsoDay(addWeeks(parseISO(target.date), weeks)) };
  if (target.mode === 'weekly') {
    const next = isoWeek(addWeeks(mondayOfIsoWeek(target.year, target.week), weeks));
    return { ...target, year: next.year, week: next.week };
  }
  return target;
}

export function canNavigateWeeks(target: OverviewTarget): boolean {
  return target.mode === 'week' || target.mode === 'weekly';
}

/** Monday and Sunday of the week a week/weekly target shows. */
export function weekBounds(target: OverviewTarget & { mode: 'week' | 'weekly' }): { start: Date; end: Date } {
  const start = target.mode === 'week' ? startOfISOWeek(parseISO(target.date)) : mondayOfIsoWeek(target.year, target.week);
  return { start, end: endOfISOWeek(start) };
}

/** The view's heading: `KW 48 · 23.11.–29.11.2026`, `November 2026`, `01.11.–30.11.2026`. */
export function targetHeading(target: OverviewTarget): string {
  switch (target.mode) {
    case 'week':
    case 'weekly':
      return formatWeekRange(isoWeek(weekBounds(target).start));
    case 'monthly':
      return formatMonthHeading(target);
    case 'periodic':
      return formatDateRange(target.from, target.to);
  }
}

/** File name of the CSV export, e.g. `wochenuebersicht-2026-KW48.csv`. */
export function csvFileName(target: OverviewTarget): string {
  // `2026-W48` → `2026-KW48` (the German week's name in the file name).
  const kw = (week: IsoWeek) => weekKey(week).replace('-W', '-KW');
  switch (target.mode) {
    case 'week':
      return `wochenuebersicht-${kw(isoWeek(parseISO(target.date)))}.csv`;
    case 'weekly': {
      const who = target.dn.replace(/[^\w.-]+/g, '_').slice(0, 60);
      return `wochenuebersicht-${who}-${kw(target)}.csv`;
    }
    case 'monthly':
      return `wochenuebersicht-${monthKey(target)}.csv`;
    case 'periodic':
      return `wochenuebersicht-${target.from}-bis-${target.to}.csv`;
  }
}

/** The same kind of target `months` calendar months later (monthly mode; others are returned as they are). */
export function shiftMonths(target: OverviewTarget, months: number): OverviewTarget {
  if (target.mode !== 'monthly' || months === 0) return target;
  const next = addMonths(new Date(target.year, target.month - 1, 1), months);
  return { ...target, year: next.getFullYear(), month: next.getMonth() + 1 };
}

/**
 * What "Heute" shows: the current week or month; a period keeps its length and ends today
 * (the last n days are what a period is mostly used for).
 */
export function todayTarget(target: OverviewTarget, today: string): OverviewTarget {
  const day = parseISO(today);
  switch (target.mode) {
    case 'week':
      return { ...target, date: today };
    case 'weekly': {
      const { year, week } = isoWeek(day);
      return { ...target, year, week };
    }
    case 'monthly':
      return { ...target, year: day.getFullYear(), month: day.getMonth() + 1 };
    case 'periodic': {
      const length = differenceInCalendarDays(parseISO(target.to), parseISO(target.from));
      return { ...target, from: toIsoDay(addDays(day, -length)), to: today };
    }
  }
}

/** Whether the target already shows today (then "Heute" has nothing to do). */
export function showsToday(target: OverviewTarget, today: string): boolean {
  switch (target.mode) {
    case 'week':
    case 'weekly': {
      const { start, end } = weekBounds(target);
      return toIsoDay(start) <= today && today <= toIsoDay(end);
    }
    case 'monthly':
      return today.startsWith(`${monthKey(target)}-`);
    case 'periodic':
      return target.from <= today && today <= target.to;
  }
}

/** What kind of time span the target is, for the print header: `Woche`, `Monat`, `Zeitraum`. */
export function targetKind(target: OverviewTarget): string {
  if (target.mode === 'monthly') return T.kindMonth;
  if (target.mode === 'periodic') return T.kindPeriod;
  return T.kindWeek;
}

/**
 * File name of the export for a German Excel: `Arbeitszeiten_KW48_2026.csv`,
 * `Arbeitszeiten_anna.berger_KW47_2026.csv`, `Arbeitszeiten_November_2026.csv`,
 * `Arbeitszeiten_02.11.2026-15.11.2026.csv`.
 */
export function excelFileName(target: OverviewTarget): string {
  switch (target.mode) {
    case 'week': {
      const { year, week } = isoWeek(parseISO(target.date));
      return `Arbeitszeiten_KW${week}_${year}.csv`;
    }
    case 'weekly': {
      const who = target.dn.replace(/[^\w.-]+/g, '_').slice(0, 60);
      return `Arbeitszeiten_${who}_KW${target.week}_${target.year}.csv`;
    }
    case 'monthly':
      return `Arbeitszeiten_${format(new Date(target.year, target.month - 1, 1), 'LLLL_yyyy', { locale: dateLocale })}.csv`;
    case 'periodic':
      return `Arbeitszeiten_${formatDate(target.from)}-${formatDate(target.to)}.csv`;
  }
}
