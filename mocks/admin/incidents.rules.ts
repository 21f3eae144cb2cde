// Incident effort (spec 02, incident-effort), rules over the db. Our choices (the spec gives only
// the first two messages):
// Our choices (the spec gives only the first two messages):
// - points = one per started 15 minutes of effort (ceil(effort / 15));
// - effort is whole minutes, at least 1; day is `yyyy-MM-dd`, not after today;
// - the month list is newest day first (then newest id), cut to `limit` (20, 40, 60, -1; default
//   20); totalTimeMonth sums the whole month, totalTime every entry of the user;
// - errors come back as a plain list of messages (the view shows them as a red list), in the
//   order user, task, day, effort.
import type { IncidentTime } from '../../packages/core/src/api/wire-types-incidents';
import { applyLimit, asInteger, asText, isBlank } from '../db/common';
import type { MockDb } from '../db/db';
import { isoDay, parseIsoDay } from '../db/time';
import { incidentsState, type StoredIncident } from './incidents.seed';

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
