// Spec 02, admin points view (points-view-admin): every call, thin over points.rules.ts.
// Admins only (role 'admin'); everybody else gets 403 {message}.
//
// Answers the spec leaves open (our choice):
// - GET /json/admin/points/user/{id}?limit&year → {sumPoints, userPoints} (PointsResponse): the
//   year's entries only (default: the current year), newest first; limit 20|40|60|-1, default 20;
//   a bad limit or year → 422 (Laravel shape); unknown user → 404 {message}.
// - insert/update → 200 {message: 'Eintrag erfolgreich gespeichert' | 'Eintrag erfolgreich
//   bearbeitet', userPoint} (PointsSaved); 422 Laravel shape {message, errors: {field: [..]}};
//   update of an unknown id → 404.
// - delete → 200 {message: 'Eintrag erfolgreich gelöscht'}; unknown id → 404.
import { HttpResponse, http } from 'msw';
import type { PointsResponse, PointsSaved } from '../../packages/core/src/api/wire-types-points';
import { db, findUser } from '../db';
import { asInteger, isAdmin, parseLimit } from '../db/common';
import { forbidden, notFound, readBody, validationError } from '../http/respond';
import { route } from '../http/route';
import { ADMIN_MESSAGES } from './messages';
import { pointsState } from './points.seed';
import { isDeletedUser } from './users.rules';
import { POINTS_MESSAGES, deletePoints, insertPoints, pointsOfYear, toWirePoints, updatePoints } from './points.rules';

/** A deleted user is read-only: a write for them is 403 {message} (the entry's owner for update and delete). */
const readOnly = () => forbidden(ADMIN_MESSAGES.deletedUser);
const ownerOf = (id: unknown) => {
  const entryId = asInteger(id);
  return pointsState(db).entries.find((e) => e.id === entryId)?.userId;
};

const denied = () => forbidden(POINTS_MESSAGES.adminOnly);

export const pointsHandlers = [
  http.get(route('/json/admin/points/user/:id'), ({ params, request }) => {
    if (!isAdmin(db)) return denied();
    const userId = asInteger(String(params.id));
    if (userId === null || !findUser(userId)) return notFound('Benutzer');
    const url = new URL(request.url);
    const limit = parseLimit(url.searchParams.get('limit'));
    const rawYear = url.searchParams.get('year');
    const year = rawYear === null || rawYear.trim() === '' ? db.now().getFullYear() : asInteger(rawYear);
    const errors: Record<string, string> = {};
    if (limit === null) errors.limit = POINTS_MESSAGES.limitInvalid;
    if (year === null || year < 1970 || year > 2100) errors.year = POINTS_MESSAGES.yearInvalid;
    if (limit === null || year === null || Object.keys(errors).length > 0) return validationError(errors);
    const body: PointsResponse = pointsOfYear(db, userId, year, limit);
    return HttpResponse.json(body);
  }),

  http.post(route('/json/admin/points/user/update'), async ({ request }) => {
    if (!isAdmin(db)) return denied();
    const input = await readBody(request);
    if (isDeletedUser(db, ownerOf(input.id))) return readOnly();
    const outcome = updatePoints(db, input);
    if (!outcome.ok) return outcome.status === 404 ? notFound() : validationError(outcome.errors);
    const body: PointsSaved = { message: 'Eintrag erfolgreich bearbeitet', userPoint: toWirePoints(outcome.entry) };
    return HttpResponse.json(body);
  }),

  http.post(route('/json/admin/points/user/insert'), async ({ request }) => {
    if (!isAdmin(db)) return denied();
    const input = await readBody(request);
    if (isDeletedUser(db, asInteger(input.user_id))) return readOnly();
    const outcome = insertPoints(db, input);
    if (!outcome.ok) return validationError(outcome.errors);
    const body: PointsSaved = { message: 'Eintrag erfolgreich gespeichert', userPoint: toWirePoints(outcome.entry) };
    return HttpResponse.json(body);
  }),

  http.delete(route('/json/admin/points/user/delete/:id'), ({ params }) => {
    if (!isAdmin(db)) return denied();
    const id = asInteger(String(params.id));
    if (isDeletedUser(db, ownerOf(id))) return readOnly();
    if (id === null || !deletePoints(db, id)) return notFound();
    return HttpResponse.json({ message: 'Eintrag erfolgreich gelöscht' });
  }),
];
