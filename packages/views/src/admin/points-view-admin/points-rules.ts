import { formatSignedNumber, isIsoDay } from '@stempeluhr/core';
import type { ServerFieldMap } from '@stempeluhr/ui';
import { formRules, NEVER } from '../../domain/form-rules';
import { POINTS_VIEW_ADMIN_TEXTS as T } from './points-view-admin.texts';

export const POINTS_LIMITS = [20, 40, 60, -1] as const;
export const DEFAULT_POINTS_LIMIT = 20;

export interface PointsFormValues {
  /** `yyyy-MM-dd` (insert only). */
  date: string;
  /** As typed: `3`, `-2`, `+1`. */
  points: string;
  comment: string;
}

export interface PointsFormOutput {
  date: string;
  points: number;
  comment: string;
}

/** A whole number other than 0; `+3` and ` -2 ` are fine, `1,5`, `1e3` and `0` are not. */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim().replace(/^\+/, '').replace('−', '-');
  if (!/^-?\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value === 0 ? null : value;
}

/** The insert and update form's rules; `today` bounds the date (insert only, `withDate`). */
export function pointsFormSchema({ withDate, today }: { withDate: boolean; today: string }) {
  return formRules<PointsFormValues, PointsFormOutput>((values, report) => {
    const date = values.date.trim();
    if (withDate) {
      if (!isIsoDay(date)) report('date', T.dateRequired);
      else if (date > today) report('date', T.dateInFuture);
    }
    const points = parsePoints(values.points);
    if (values.points.trim() === '') report('points', T.pointsRequired);
    else if (points === null) report('points', T.pointsInvalid);
    const comment = values.comment.trim();
    if (comment === '') report('comment', T.commentRequired);
    if (points === null) return NEVER;
    return { date, points, comment } satisfies PointsFormOutput;
  });
}

export const POINTS_SERVER_FIELDS: ServerFieldMap<PointsFormValues> = { date: 'date', points: 'points', comment: 'comment' };

/** `+3`, `−2` (a real minus). */
/** Signed, German thousands separator: `+5.222`, `−40`, `0`. */
export function formatPoints(points: number): string {
  return formatSignedNumber(points);
}

/** The comment's parts with each ticket id (`#20261125-10`) apart, so it stays on one line. */
export function ticketParts(text: string): { text: string; ticket: boolean }[] {
  return text
    .split(/(#[\w-]+)/)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, ticket: /^#[\w-]+$/.test(part) }));
}

/** `yyyy-MM-dd…` → `dd.MM.yyyy` without a date library: cheap for thousands of rows. */
export function germanDate(wall: string): string {
  return `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)}`;
}
