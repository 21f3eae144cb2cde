// Admin points (spec 02, points-view-admin), rules over the db. Our choices (the spec is silent):
// - points are a non-zero integer (negative = deduction); comment is required;
// - the list answers the chosen year's entries only, newest first (created_at, then id), cut to
//   `limit` (20, 40, 60, -1 = all; default 20); sumPoints is the sum of the whole year;
// - insert stores created_at = the given day at the time of day of db.now(); a day after today is
//   refused; update keeps created_at.
import type { PointsEntry } from '../../packages/core/src/api/wire-types-points';
import { applyLimit, asInteger, asText, isBlank } from '../db/common';
import type { MockDb } from '../db/db';
import { parseIsoDay, toWall } from '../db/time';
import { pointsState, type StoredPoints } from './points.seed';

export const POINTS_MESSAGES = {
  pointsRequired: 'Das Feld Punkte ist erforderlich.',
  pointsInvalid: 'Die Punkte müssen eine ganze Zahl ungleich 0 sein.',
  commentRequired: 'Das Feld Kommentar ist erforderlich.',
  dateInvalid: 'Das Datum muss ein gültiges Datum (yyyy-MM-dd) sein.',
  dateInFuture: 'Das Datum darf nicht in der Zukunft liegen.',
  userInvalid: 'Der gewählte Benutzer ist ungültig.',
  limitInvalid: 'Das Limit muss 20, 40, 60 oder -1 sein.',
  yearInvalid: 'Das Jahr ist ungültig.',
  adminOnly: 'Nur Administratoren dürfen Punkte sehen und bearbeiten.',
} as const;

export function toWirePoints(entry: StoredPoints): PointsEntry {
  return { id: entry.id, points: entry.points, comment: entry.comment, created_at: entry.createdAt };
}

const newestFirst = (a: StoredPoints, b: StoredPoints) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

/** The year's entries of a user, newest first, and their sum. */
export function pointsOfYear(db: MockDb, userId: number, year: number, limit: number): { sumPoints: number; userPoints: PointsEntry[] } {
  const prefix = `${year}-`;
  const rows = pointsState(db)
    .entries.filter((e) => e.userId === userId && e.createdAt.startsWith(prefix))
    .sort(newestFirst);
  return { sumPoints: rows.reduce((sum, e) => sum + e.points, 0), userPoints: applyLimit(rows, limit).map(toWirePoints) };
}

export type PointsOutcome = { ok: true; entry: StoredPoints } | { ok: false; status: 404 | 422; errors: Record<string, string> };

function validatePointsAndComment(body: Record<string, unknown>, errors: Record<string, string>): { points: number; comment: string } {
  const points = asInteger(body.points);
  if (isBlank(body.points)) errors.points = POINTS_MESSAGES.pointsRequired;
  else if (points === null || points === 0) errors.points = POINTS_MESSAGES.pointsInvalid;
  const comment = asText(body.comment);
  if (comment === '') errors.comment = POINTS_MESSAGES.commentRequired;
  return { points: points ?? 0, comment };
}

export function insertPoints(db: MockDb, body: Record<string, unknown>): PointsOutcome {
  const errors: Record<string, string> = {};
  const userId = asInteger(body.user_id);
  if (userId === null || !db.users.some((u) => u.id === userId)) errors.user_id = POINTS_MESSAGES.userInvalid;
  const date = asText(body.date);
  const nowWall = toWall(db.now());
  if (!parseIsoDay(date)) errors.date = POINTS_MESSAGES.dateInvalid;
  else if (date > nowWall.slice(0, 10)) errors.date = POINTS_MESSAGES.dateInFuture;
  const { points, comment } = validatePointsAndComment(body, errors);
  if (Object.keys(errors).length > 0 || userId === null) return { ok: false, status: 422, errors };
  const entry: StoredPoints = { id: db.nextId('points'), userId, points, comment, createdAt: `${date} ${nowWall.slice(11)}` };
  pointsState(db).entries.push(entry);
  return { ok: true, entry };
}

export function updatePoints(db: MockDb, body: Record<string, unknown>): PointsOutcome {
  const id = asInteger(body.id);
  const entry = id === null ? undefined : pointsState(db).entries.find((e) => e.id === id);
  if (!entry) return { ok: false, status: 404, errors: {} };
  const errors: Record<string, string> = {};
  const { points, comment } = validatePointsAndComment(body, errors);
  if (Object.keys(errors).length > 0) return { ok: false, status: 422, errors };
  entry.points = points;
  entry.comment = comment;
  return { ok: true, entry };
}

export function deletePoints(db: MockDb, id: number): boolean {
  const entries = pointsState(db).entries;
  const index = entries.findIndex((e) => e.id === id);
  if (index < 0) return false;
  entries.splice(index, 1);
  return true;
}
