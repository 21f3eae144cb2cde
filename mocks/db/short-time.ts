// Short-time work (Kurzarbeit; spec 02, short-time-view): the area's table in db.extra['short-time']
// and its rules as pure functions over the db. The handlers in mocks/handlers/short-time.ts stay thin.
//
// Our choices beyond the spec's two messages:
// - from is a required `yyyy-MM-dd`; to is optional (empty/null = open-ended); from == to is fine;
// - errors are a plain list of messages (the modal lists them under 'Bitte folgende Fehler
//   korrigieren:'); overlapping periods are not checked (the spec says nothing);
// - entries of a user are listed by from, newest first;
// - a deleted user (seed user 12) is read-only: every write answers 403.
// - seed: the 2020 Kurzarbeit of the Helpdesk and Service groups (rows derived from user ids),
//   and an open-ended entry for user 11 (the deleted user 12 keeps her 2020 row).

import type { ShortTimeEntry } from '../../packages/core/src/api/wire-types-short-time';
import type { MockDb } from './db';
import { asInteger, asText, isBlank } from './common';
import { parseIsoDay } from './timetracking';

export interface StoredShortTime {
  id: number;
  userId: number;
  from: string;
  to: string | null;
}

export interface ShortTimeState {
  entries: StoredShortTime[];
}

export const SHORT_TIME_MESSAGES = {
  fromRequired: 'Von-Datum darf nicht leer sein.',
  fromAfterTo: 'Von-Datum muss vor Bis-Datum liegen.',
  fromInvalid: 'Von-Datum ist kein gültiges Datum.',
  toInvalid: 'Bis-Datum ist kein gültiges Datum.',
  saved: 'Eintrag erfolgreich gespeichert',
  deleted: 'Eintrag erfolgreich gelöscht',
  userDeleted: 'Der Benutzer ist gelöscht und kann nicht bearbeitet werden.',
  adminOnly: 'Nur Administratoren dürfen Kurzarbeit sehen und bearbeiten.',
} as const;

const EXTRA_KEY = 'short-time';

/** Lazily seeded on first access (tests reset the db before every test). */
export function shortTimeState(db: MockDb): ShortTimeState {
  let state = db.extra[EXTRA_KEY] as ShortTimeState | undefined;
  if (!state) {
    state = { entries: seedEntries(db) };
    db.extra[EXTRA_KEY] = state;
  }
  return state;
}

function seedEntries(db: MockDb): StoredShortTime[] {
  const entries: StoredShortTime[] = [];
  const add = (userId: number, from: string, to: string | null) => entries.push({ id: db.nextId('short-time'), userId, from, to });
  for (const user of db.users) {
    if (!user.groupIds.some((g) => g === 1 || g === 4)) continue;
    // Spring 2020 for everybody of Helpdesk and Service; a second winter period for odd ids.
    add(user.id, `2020-04-0${1 + (user.id % 3)}`, '2020-06-30');
    if (user.id % 2 === 1) add(user.id, '2020-11-02', `2021-0${2 + (user.id % 3)}-28`);
  }
  add(11, '2026-10-01', null);
  return entries;
}

export function toWireShortTime(entry: StoredShortTime): ShortTimeEntry {
  return { id: entry.id, from: entry.from, to: entry.to };
}

export function shortTimeEntries(db: MockDb, userId: number): ShortTimeEntry[] {
  return shortTimeState(db)
    .entries.filter((e) => e.userId === userId)
    .sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : b.id - a.id))
    .map(toWireShortTime);
}

export type ShortTimeOutcome = { ok: true; entry: StoredShortTime } | { ok: false; status: 404 | 422; errors: string[] };

function validatePeriod(body: Record<string, unknown>): { errors: string[]; from: string; to: string | null } {
  const errors: string[] = [];
  const from = asText(body.from);
  const to = isBlank(body.to) ? null : asText(body.to);
  if (from === '') errors.push(SHORT_TIME_MESSAGES.fromRequired);
  else if (!parseIsoDay(from)) errors.push(SHORT_TIME_MESSAGES.fromInvalid);
  if (to !== null && !parseIsoDay(to)) errors.push(SHORT_TIME_MESSAGES.toInvalid);
  if (errors.length === 0 && to !== null && from > to) errors.push(SHORT_TIME_MESSAGES.fromAfterTo);
  return { errors, from, to };
}

export function createShortTime(db: MockDb, userId: number, body: Record<string, unknown>): ShortTimeOutcome {
  const { errors, from, to } = validatePeriod(body);
  if (errors.length > 0) return { ok: false, status: 422, errors };
  const entry: StoredShortTime = { id: db.nextId('short-time'), userId, from, to };
  shortTimeState(db).entries.push(entry);
  return { ok: true, entry };
}

function findEntry(db: MockDb, userId: number, rawId: unknown): StoredShortTime | undefined {
  const id = asInteger(rawId);
  return id === null ? undefined : shortTimeState(db).entries.find((e) => e.id === id && e.userId === userId);
}

export function updateShortTime(db: MockDb, userId: number, body: Record<string, unknown>): ShortTimeOutcome {
  const entry = findEntry(db, userId, body.id);
  if (!entry) return { ok: false, status: 404, errors: [] };
  const { errors, from, to } = validatePeriod(body);
  if (errors.length > 0) return { ok: false, status: 422, errors };
  entry.from = from;
  entry.to = to;
  return { ok: true, entry };
}

export function deleteShortTime(db: MockDb, userId: number, rawId: unknown): boolean {
  const entry = findEntry(db, userId, rawId);
  if (!entry) return false;
  const entries = shortTimeState(db).entries;
  entries.splice(entries.indexOf(entry), 1);
  return true;
}
