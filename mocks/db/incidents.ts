// Incident effort (spec 02, incident-effort): the area's table in db.extra.incidents and its rules
// as pure functions over the db. The handlers in mocks/handlers/incidents.ts stay thin.
//
// Our choices (the spec gives only the first two messages):
// - points = one per started 15 minutes of effort (ceil(effort / 15));
// - effort is whole minutes, at least 1; day is `yyyy-MM-dd`, not after today;
// - the month list is newest day first (then newest id), cut to `limit` (20, 40, 60, -1; default
//   20); totalTimeMonth sums the whole month, totalTime every entry of the user;
// - errors come back as a plain list of messages (the view shows them as a red list), in the
//   order user, task, day, effort.
// - seed: each member of Icinga-Master (group 3) has three entries in each of the six months up to
//   db.now()'s month (none after today), derived from user id and month.

import type { IncidentTime } from '../../packages/core/src/api/wire-types-incidents';
import type { MockDb } from './db';
import { applyLimit, asInteger, asText, isBlank } from './common';
import { isoDay, parseIsoDay } from './timetracking';

export interface StoredIncident {
  id: number;
  userId: number;
  task: string;
  /** Minutes. */
  effort: number;
  /** `yyyy-MM-dd` */
  day: string;
}

export interface IncidentsState {
  entries: StoredIncident[];
}

export const INCIDENT_MESSAGES = {
  taskRequired: 'Bitte Task angeben',
  effortRequired: 'Bitte Aufwand angeben',
  effortMin: 'Der Aufwand muss mindestens 1 Minute betragen',
  effortInteger: 'Der Aufwand muss in ganzen Minuten angegeben werden',
  dayRequired: 'Bitte einen gültigen Tag angeben',
  dayInFuture: 'Der Tag darf nicht in der Zukunft liegen',
  userInvalid: 'Der gewählte Benutzer ist ungültig.',
  monthInvalid: 'Der Monat ist ungültig.',
  yearInvalid: 'Das Jahr ist ungültig.',
  limitInvalid: 'Das Limit muss 20, 40, 60 oder -1 sein.',
  adminOnly: 'Nur Administratoren dürfen Incident-Aufwände sehen und bearbeiten.',
} as const;

const EXTRA_KEY = 'incidents';
const SEED_TASKS = ['Icinga: Disk full db-02', 'Icinga: Zertifikat läuft ab', 'Icinga: Host down web-07', 'Icinga: Backup fehlgeschlagen', 'Icinga: Load hoch app-03'];

/** Lazily seeded on first access (tests reset the db before every test). */
export function incidentsState(db: MockDb): IncidentsState {
  let state = db.extra[EXTRA_KEY] as IncidentsState | undefined;
  if (!state) {
    state = { entries: seedEntries(db) };
    db.extra[EXTRA_KEY] = state;
  }
  return state;
}

function seedEntries(db: MockDb): StoredIncident[] {
  const now = db.now();
  const today = isoDay(now);
  const entries: StoredIncident[] = [];
  const members = db.users.filter((u) => !u.deleted && u.groupIds.includes(3));
  for (let back = 5; back >= 0; back--) {
    const first = new Date(now.getFullYear(), now.getMonth() - back, 1, 12);
    for (const user of members) {
      for (let k = 0; k < 3; k++) {
        const day = isoDay(new Date(first.getFullYear(), first.getMonth(), 2 + ((user.id * 5 + k * 9 + back) % 26), 12));
        if (day > today) continue;
        const effort = 10 + ((user.id * 13 + k * 29 + back * 7) % 12) * 10;
        entries.push({ id: db.nextId('incidents'), userId: user.id, task: SEED_TASKS[(user.id + k + back) % SEED_TASKS.length], effort, day });
      }
    }
  }
  return entries;
}

export function incidentPoints(effort: number): number {
  return Math.ceil(effort / 15);
}

export function toWireIncident(entry: StoredIncident): IncidentTime {
  return { id: entry.id, task: entry.task, effort: entry.effort, day: entry.day, points: incidentPoints(entry.effort) };
}

const newestFirst = (a: StoredIncident, b: StoredIncident) => (a.day < b.day ? 1 : a.day > b.day ? -1 : b.id - a.id);

export function incidentMonth(db: MockDb, userId: number, year: number, month: number, limit: number) {
  const prefix = `${year}-${month < 10 ? `0${month}` : month}-`;
  const mine = incidentsState(db).entries.filter((e) => e.userId === userId);
  const ofMonth = mine.filter((e) => e.day.startsWith(prefix)).sort(newestFirst);
  return {
    incidentTimes: applyLimit(ofMonth, limit).map(toWireIncident),
    totalTimeMonth: ofMonth.reduce((sum, e) => sum + e.effort, 0),
    totalTime: mine.reduce((sum, e) => sum + e.effort, 0),
  };
}

export type IncidentOutcome = { ok: true; entry: StoredIncident } | { ok: false; status: 404 | 422; errors: string[] };

function validateFields(db: MockDb, body: Record<string, unknown>, errors: string[]): { task: string; day: string; effort: number } {
  const task = asText(body.task);
  if (task === '') errors.push(INCIDENT_MESSAGES.taskRequired);
  const day = asText(body.day);
  if (!parseIsoDay(day)) errors.push(INCIDENT_MESSAGES.dayRequired);
  else if (day > isoDay(db.now())) errors.push(INCIDENT_MESSAGES.dayInFuture);
  const effort = asInteger(body.effort);
  if (isBlank(body.effort)) errors.push(INCIDENT_MESSAGES.effortRequired);
  else if (effort === null) errors.push(INCIDENT_MESSAGES.effortInteger);
  else if (effort < 1) errors.push(INCIDENT_MESSAGES.effortMin);
  return { task, day, effort: effort ?? 0 };
}

export function insertIncident(db: MockDb, body: Record<string, unknown>): IncidentOutcome {
  const errors: string[] = [];
  const userId = asInteger(body.user_id);
  if (userId === null || !db.users.some((u) => u.id === userId)) errors.push(INCIDENT_MESSAGES.userInvalid);
  const fields = validateFields(db, body, errors);
  if (errors.length > 0 || userId === null) return { ok: false, status: 422, errors };
  const entry: StoredIncident = { id: db.nextId('incidents'), userId, ...fields };
  incidentsState(db).entries.push(entry);
  return { ok: true, entry };
}

export function updateIncident(db: MockDb, body: Record<string, unknown>): IncidentOutcome {
  const id = asInteger(body.id);
  const entry = id === null ? undefined : incidentsState(db).entries.find((e) => e.id === id);
  if (!entry) return { ok: false, status: 404, errors: [] };
  const errors: string[] = [];
  const fields = validateFields(db, body, errors);
  if (errors.length > 0) return { ok: false, status: 422, errors };
  Object.assign(entry, fields);
  return { ok: true, entry };
}

export function deleteIncident(db: MockDb, id: number): boolean {
  const entries = incidentsState(db).entries;
  const index = entries.findIndex((e) => e.id === id);
  if (index < 0) return false;
  entries.splice(index, 1);
  return true;
}
