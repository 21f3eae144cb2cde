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
import { POINTS_MESSAGES, deletePoints, insertPoints, pointsOfYear, toWirePoints, updatePoints } from './points.rules';

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
    const outcome = updatePoints(db, await readBody(request));
    if (!outcome.ok) return outcome.status === 404 ? notFound() : validationError(outcome.errors);
    const body: PointsSaved = { message: 'Eintrag erfolgreich bearbeitet', userPoint: toWirePoints(outcome.entry) };
    return HttpResponse.json(body);
  }),

  http.post(route('/json/admin/points/user/insert'), async ({ request }) => {
    if (!isAdmin(db)) return denied();
    const outcome = insertPoints(db, await readBody(request));
    if (!outcome.ok) return validationError(outcome.errors);
    const body: PointsSaved = { message: 'Eintrag erfolgreich gespeichert', userPoint: toWirePoints(outcome.entry) };
    return HttpResponse.json(body);
  }),

  http.delete(route('/json/admin/points/user/delete/:id'), ({ params }) => {
    if (!isAdmin(db)) return denied();
    const id = asInteger(String(params.id));
    if (id === null || !deletePoints(db, id)) return notFound();
    return HttpResponse.json({ message: 'Eintrag erfolgreich gelöscht' });
  }),
];
