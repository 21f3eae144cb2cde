// The rules of the time transfer (spec §5, §9), apart from the view so that they are tested alone.
import { formatIsoWeek, parseDecimal, toIsoDay } from '@stempeluhr/core';
import { formRules, NEVER } from '../../domain/form-rules';
import { WORK_ITEMS_VIEW_TEXTS as T } from './work-items-view.texts';

/** Spec §9: the text preview of a work item is its first 9 characters. */
export const TEXT_PREVIEW_LENGTH = 9;

/** A tracker issue id: project key (letter first, then letters, digits, `_`) and number: `OPS2-15`, `TOOLS_X-3`. */
export const ISSUE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*-\d+$/;

/** The factor's range (issue 23): above 0, at most 10 — a typo like „8“ for „0.8“ would book eight times the time. */
export const MAX_FACTOR = 10;

/** Spec §9: result = minutes × factor, rounded to whole minutes. */
export function transferMinutes(minutes: number, factor: number): number {
  return Math.round(minutes * factor);
}

/** The factor as typed (`0.8`, `0,8`); null unless a number greater than 0 and at most 10. */
export function parseFactor(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && value > 0 && value <= MAX_FACTOR ? value : null;
}

/** Whether two periods (yyyy-MM-dd, both ends inclusive) share a day. */
export function overlaps(a: { start: string; end: string }, b: { start: string; end: string }): boolean {
  return a.start <= b.end && b.start <= a.end;
}

export function previewText(text: string): string {
  const chars = Array.from(text);
  return chars.length > TEXT_PREVIEW_LENGTH ? `${chars.slice(0, TEXT_PREVIEW_LENGTH).join('')}…` : text;
}

/** `KW 47` or `KW 47 – KW 48` (ISO weeks). */
export function weeksOf(start: string, end: string): string {
  const a = formatIsoWeek(start);
  const b = formatIsoWeek(end);
  return a === b ? a : `${a} – ${b}`;
}

/** The tracker dates a work item by the UTC midnight of its day (epoch ms). */
export function workItemDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export interface TransferFormValues {
  userId: string;
  start: Date | null;
  end: Date | null;
  factor: string;
  issueId: string;
}

export interface TransferPayload {
  userId: number;
  start: string;
  end: string;
  factor: number;
  issueId: string;
}

/** The form's rules; `today` is Berlin's day (yyyy-MM-dd). */
export function transferSchema(today: string) {
  return formRules<TransferFormValues, TransferPayload>((v, report) => {
    let problems = 0;
    const issue = (path: keyof TransferFormValues, message: string) => {
      problems += 1;
      report(path, message);
    };
    if (!/^\d+$/.test(v.userId)) issue('userId', T.userRequired);
    const start = isDay(v.start) ? toIsoDay(v.start) : null;
    const end = isDay(v.end) ? toIsoDay(v.end) : null;
    if (!start) issue('start', T.startRequired);
    else if (start > today) issue('start', T.startInFuture);
    if (!end) issue('end', T.endRequired);
    else if (end > today) issue('end', T.endInFuture);
    else if (start && start <= today && end < start) issue('end', T.endBeforeStart);
    if (v.factor.trim() === '') issue('factor', T.factorRequired);
    else if (parseFactor(v.factor) === null) issue('factor', T.factorInvalid);
    if (v.issueId.trim() === '') issue('issueId', T.issueRequired);
    else if (!ISSUE_PATTERN.test(v.issueId.trim())) issue('issueId', T.issueInvalid);
    if (problems > 0 || !start || !end) return NEVER;
    return { userId: Number(v.userId), start, end, factor: parseFactor(v.factor)!, issueId: v.issueId.trim().toUpperCase() };
  });
}

/** A chosen, valid day of the date fields (react-datepicker gives a Date or null). */
const isDay = (value: Date | null): value is Date => value instanceof Date && !Number.isNaN(value.getTime());

/** The period whose worked time is fetched: only when user, start and end are chosen and valid. */
export function periodOf(
  values: Pick<TransferFormValues, 'userId' | 'start' | 'end'>,
  today: string,
): { userId: number; start: string; end: string } | null {
  if (!/^\d+$/.test(values.userId) || !values.start || !values.end) return null;
  const start = toIsoDay(values.start);
  const end = toIsoDay(values.end);
  if (start > today || end > today || end < start) return null;
  return { userId: Number(values.userId), start, end };
}

/** Server field names → form fields, in the form's order. */
export const TRANSFER_SERVER_FIELDS = { userId: 'userId', start: 'start', end: 'end', factor: 'factor', issueId: 'issueId' } as const;
