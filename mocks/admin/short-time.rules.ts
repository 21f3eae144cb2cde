// Short-time work (Kurzarbeit; spec 02, short-time-view), rules over the db. Our choices beyond the
// spec's two messages:
// - from is a required `yyyy-MM-dd`; to is optional (empty/null = open-ended); from == to is fine;
// - errors are a plain list of messages (the modal lists them under 'Bitte folgende Fehler
//   korrigieren:'); overlapping periods are not checked (the spec says nothing);
// - entries of a user are listed by from, newest first;
// - a deleted user (seed user 12) is read-only: every write answers 403.
import type { ShortTimeEntry } from '../../packages/core/src/api/wire-types-short-time';
import { asInteger, asText, isBlank } from '../db/common';
import type { MockDb } from '../db/db';
import { parseIsoDay } from '../db/time';
import { shortTimeState, type StoredShortTime } from '../db/short-time';
import { touchUser } from '../timetracking/engine';

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
  touchUser(db, userId, from, to);
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
  const before = { from: entry.from, to: entry.to };
  entry.from = from;
  entry.to = to;
  // The old and the new period: from the earlier start to the later end.
  touchUser(
    db,
    userId,
    before.from < from ? before.from : from,
    before.to === null || to === null ? null : before.to > to ? before.to : to,
  );
  return { ok: true, entry };
}

export function deleteShortTime(db: MockDb, userId: number, rawId: unknown): boolean {
  const entry = findEntry(db, userId, rawId);
  if (!entry) return false;
  const entries = shortTimeState(db).entries;
  entries.splice(entries.indexOf(entry), 1);
  touchUser(db, userId, entry.from, entry.to);
  return true;
}
