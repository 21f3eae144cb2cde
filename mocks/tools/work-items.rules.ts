// Time transfer to the issue tracker (spec 02, work-items-view): the rules as pure functions over
// the db.
//
// Our choices (the spec gives the rules, not the texts or shapes):
// - worked minutes = whole minutes of the user's clockings that were clocked in on a day from start
//   to end (both inclusive); an open clocking counts until db.now(); floor of the seconds / 60;
// - insert books ONE work item of round(minutes × factor) minutes on the issue, dated start, with
//   the user's dn as creator; a period without clocked time is refused (422);
// - issue ids match /^[A-Za-z][A-Za-z0-9_]*-\d+$/ ('OPS2-15', 'TOOLS_X-3') and are stored upper-case
//   ('Tools-1234' = 'TOOLS-1234'); the factor is above 0 and at most 10 (issue 23);
// - a work item's text starts with the ISO week of its start ('2026-KW47 Arbeitszeit …'), so the
//   spec's 9-character preview names the week;
// - a billed issue ('TOOLS-1000' in the seed) refuses inserts and deletes with 409 and the spec's
//   text; work item ids are strings as the tracker's ('118-1001').
import type { TrackerWorkItem } from '../../packages/core/src/api/wire-types-work-items';
import { asInteger, asText, isAdmin, isBlank } from '../db/common';
import type { MockDb } from '../db/db';
import { fromWall, parseIsoDay, toWall } from '../db/time';
import { clockingTable } from '../timetracking/clockings.seed';
import { isoWeek } from '@stempeluhr/core/time';
import { ITEM_PREFIX, workItemsState, type StoredWorkItem } from './work-items.seed';

export const WORK_ITEM_MESSAGES = {
  userRequired: 'Bitte einen Benutzer auswählen.',
  startInvalid: 'Bitte ein gültiges Startdatum angeben.',
  endInvalid: 'Bitte ein gültiges Enddatum angeben.',
  startInFuture: 'Das Startdatum darf nicht in der Zukunft liegen.',
  endInFuture: 'Das Enddatum darf nicht in der Zukunft liegen.',
  endBeforeStart: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  factorRequired: 'Bitte einen Faktor angeben.',
  factorInvalid: 'Faktor muss zwischen 0 und 10 liegen.',
  issueRequired: 'Bitte eine Issue-ID angeben.',
  issueInvalid: 'Die Issue-ID muss das Format PROJEKT-1234 haben.',
  nothingWorked: 'Im gewählten Zeitraum wurde keine Arbeitszeit erfasst.',
  billed: 'Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.',
  transferred: 'Zeiten wurden erfolgreich übertragen',
  deleted: 'Eintrag erfolgreich gelöscht',
  ownOnly: 'Sie dürfen nur Ihre eigenen Zeiten übertragen.',
  ownItemsOnly: 'Sie dürfen nur Ihre eigenen Work Items löschen.',
  issueNotFound: 'Issue nicht gefunden.',
} as const;

export const ISSUE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*-\d+$/;

/** The largest factor a transfer takes. */
export const MAX_FACTOR = 10;

/** `2026-KW47 Arbeitszeit 2026-11-16 bis 2026-11-20 (Faktor 0.8)`: the week first (the 9-character preview). */
export function workItemText(start: string, end: string, factor: number): string {
  const { year, week } = isoWeek(start);
  return `${year}-KW${String(week).padStart(2, '0')} Arbeitszeit ${start} bis ${end} (Faktor ${factor})`;
}

export function normaliseIssue(raw: string): string | null {
  const id = raw.trim();
  return ISSUE_PATTERN.test(id) ? id.toUpperCase() : null;
}

export function toWireWorkItem(db: MockDb, item: StoredWorkItem): TrackerWorkItem {
  const login = db.users.find((u) => u.id === item.userId)?.dn ?? 'unbekannt';
  return {
    id: item.id,
    text: item.text,
    date: Date.parse(`${item.date}T00:00:00Z`),
    duration: { minutes: item.minutes },
    creator: { login },
  };
}

export function workItemsOf(db: MockDb, rawIssue: string): TrackerWorkItem[] | null {
  const issueId = normaliseIssue(rawIssue);
  if (!issueId) return null;
  return workItemsState(db)
    .items.filter((i) => i.issueId === issueId)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id.localeCompare(b.id, 'en', { numeric: true })))
    .map((i) => toWireWorkItem(db, i));
}

/** Whole minutes the user clocked on the days from start to end (inclusive). */
export function workedMinutes(db: MockDb, userId: number, start: string, end: string): number {
  const nowWall = toWall(db.now());
  let seconds = 0;
  for (const c of clockingTable(db, userId)) {
    if (c.userId !== userId) continue;
    const day = c.clockIn.slice(0, 10);
    if (day < start || day > end) continue;
    const out = c.clockOut ?? nowWall;
    seconds += Math.max(0, Math.floor((fromWall(out).getTime() - fromWall(c.clockIn).getTime()) / 1000));
  }
  return Math.floor(seconds / 60);
}

export type WorkOutcome<T> =
  { ok: true; value: T } | { ok: false; status: 403 | 404 | 409 | 422; message?: string; errors?: Record<string, string> };

/** userId of a request: 422 when missing, 404 when unknown, 403 for somebody else's (non-admin). */
function checkUser(db: MockDb, raw: unknown, errors: Record<string, string>): WorkOutcome<number | null> {
  const userId = asInteger(raw);
  if (userId === null) {
    errors.userId = WORK_ITEM_MESSAGES.userRequired;
    return { ok: true, value: null };
  }
  if (!db.users.some((u) => u.id === userId)) return { ok: false, status: 404 };
  if (userId !== db.currentUserId && !isAdmin(db)) return { ok: false, status: 403, message: WORK_ITEM_MESSAGES.ownOnly };
  return { ok: true, value: userId };
}

function checkPeriod(db: MockDb, rawStart: unknown, rawEnd: unknown, errors: Record<string, string>): { start: string; end: string } {
  const today = toWall(db.now()).slice(0, 10);
  const start = asText(rawStart);
  const end = asText(rawEnd);
  if (!parseIsoDay(start)) errors.start = WORK_ITEM_MESSAGES.startInvalid;
  else if (start > today) errors.start = WORK_ITEM_MESSAGES.startInFuture;
  if (!parseIsoDay(end)) errors.end = WORK_ITEM_MESSAGES.endInvalid;
  else if (end > today) errors.end = WORK_ITEM_MESSAGES.endInFuture;
  else if (!errors.start && end < start) errors.end = WORK_ITEM_MESSAGES.endBeforeStart;
  return { start, end };
}

export function totalWorkedTime(db: MockDb, query: { userId: unknown; start: unknown; end: unknown }): WorkOutcome<number> {
  const errors: Record<string, string> = {};
  const user = checkUser(db, query.userId, errors);
  if (!user.ok) return user;
  const { start, end } = checkPeriod(db, query.start, query.end, errors);
  if (Object.keys(errors).length > 0 || user.value === null) return { ok: false, status: 422, errors };
  return { ok: true, value: workedMinutes(db, user.value, start, end) };
}

/** `0.8`, `0,8` or a number; null unless above 0 and at most MAX_FACTOR. */
function parseFactor(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : asText(raw).replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 && n <= MAX_FACTOR ? n : null;
}

export function insertWorkItems(db: MockDb, body: Record<string, unknown>): WorkOutcome<{ minutes: number; item: StoredWorkItem }> {
  const errors: Record<string, string> = {};
  const user = checkUser(db, body.userId, errors);
  if (!user.ok) return user;
  const { start, end } = checkPeriod(db, body.start, body.end, errors);
  const factor = parseFactor(body.factor);
  if (isBlank(body.factor)) errors.factor = WORK_ITEM_MESSAGES.factorRequired;
  else if (factor === null) errors.factor = WORK_ITEM_MESSAGES.factorInvalid;
  const issueId = normaliseIssue(asText(body.issueId));
  if (isBlank(body.issueId)) errors.issueId = WORK_ITEM_MESSAGES.issueRequired;
  else if (issueId === null) errors.issueId = WORK_ITEM_MESSAGES.issueInvalid;
  if (Object.keys(errors).length > 0 || user.value === null || factor === null || issueId === null)
    return { ok: false, status: 422, errors };
  const state = workItemsState(db);
  if (state.billed.has(issueId)) return { ok: false, status: 409, message: WORK_ITEM_MESSAGES.billed };
  const minutes = Math.round(workedMinutes(db, user.value, start, end) * factor);
  if (minutes <= 0) return { ok: false, status: 422, errors: { start: WORK_ITEM_MESSAGES.nothingWorked } };
  const item: StoredWorkItem = {
    id: `${ITEM_PREFIX}${db.nextId('work-items')}`,
    issueId,
    userId: user.value,
    date: start,
    minutes,
    text: workItemText(start, end, factor),
  };
  state.items.push(item);
  return { ok: true, value: { minutes, item } };
}

export function deleteWorkItem(db: MockDb, rawIssue: string, workItemId: string): WorkOutcome<StoredWorkItem> {
  const issueId = normaliseIssue(rawIssue);
  const state = workItemsState(db);
  const index = issueId === null ? -1 : state.items.findIndex((i) => i.issueId === issueId && i.id === workItemId);
  if (issueId === null || index < 0) return { ok: false, status: 404 };
  const item = state.items[index];
  if (item.userId !== db.currentUserId && !isAdmin(db)) return { ok: false, status: 403, message: WORK_ITEM_MESSAGES.ownItemsOnly };
  if (state.billed.has(issueId)) return { ok: false, status: 409, message: WORK_ITEM_MESSAGES.billed };
  state.items.splice(index, 1);
  return { ok: true, value: item };
}
