// Spec 02, incident effort view (incident-effort): every call, thin over incidents.rules.ts.
// Admins only (role 'admin'); everybody else gets 403 {message}.
//
// Answers the spec leaves open (our choice):
// - GET /json/icingamaster/incidents/user/month/{id}?month&year&limit → IncidentMonthResponse
//   {incidentTimes: [{id, task, effort, day, points}], totalTimeMonth, totalTime} (minutes);
//   month/year default to db.now()'s; limit 20|40|60|-1, default 20; unknown user → 404 {message}.
// - every 422 of this area is a LIST: {errors: ['Bitte Task angeben', ...]} (also for bad query
//   parameters), as the spec says of create and update.
// - insert → 200 {message: 'Eintrag erfolgreich gespeichert', incidentTime}; update → 200
//   {message: 'Eintrag erfolgreich bearbeitet', incidentTime} (unknown id → 404); delete → 200
//   {message: 'Eintrag erfolgreich gelöscht'} (unknown id → 404).
import { HttpResponse, http } from 'msw';
import type { IncidentErrors, IncidentMonthResponse, IncidentSaved } from '../../packages/core/src/api/wire-types-incidents';
import { db, findUser } from '../db';
import { asInteger, isAdmin, parseLimit } from '../db/common';
import { forbidden, notFound, readBody } from '../http/respond';
import { route } from '../http/route';
import { ADMIN_MESSAGES } from './messages';
import { incidentsState } from './incidents.seed';
import { isDeletedUser } from './users.rules';
import { INCIDENT_MESSAGES, deleteIncident, incidentMonth, insertIncident, toWireIncident, updateIncident } from './incidents.rules';

/** A deleted user is read-only: a write for them is 403 {message} (the entry's owner for update and delete). */
const readOnly = () => forbidden(ADMIN_MESSAGES.deletedUser);
const ownerOf = (id: unknown) => {
  const entryId = asInteger(id);
  return incidentsState(db).entries.find((e) => e.id === entryId)?.userId;
};

const denied = () => forbidden(INCIDENT_MESSAGES.adminOnly);

function errorList(errors: string[]): Response {
  const body: IncidentErrors = { errors };
  return HttpResponse.json(body, { status: 422 });
}

function intOrDefault(raw: string | null, fallback: number): number | null {
  return raw === null || raw.trim() === '' ? fallback : asInteger(raw);
}

export const incidentsHandlers = [
  http.get(route('/json/icingamaster/incidents/user/month/:id'), ({ params, request }) => {
    if (!isAdmin(db)) return denied();
    const userId = asInteger(String(params.id));
    if (userId === null || !findUser(userId)) return notFound('Benutzer');
    const url = new URL(request.url);
    const now = db.now();
    const month = intOrDefault(url.searchParams.get('month'), now.getMonth() + 1);
    const year = intOrDefault(url.searchParams.get('year'), now.getFullYear());
    const limit = parseLimit(url.searchParams.get('limit'));
    const errors: string[] = [];
    if (month === null || month < 1 || month > 12) errors.push(INCIDENT_MESSAGES.monthInvalid);
    if (year === null || year < 1970 || year > 2100) errors.push(INCIDENT_MESSAGES.yearInvalid);
    if (limit === null) errors.push(INCIDENT_MESSAGES.limitInvalid);
    if (errors.length > 0 || month === null || year === null || limit === null) return errorList(errors);
    const body: IncidentMonthResponse = incidentMonth(db, userId, year, month, limit);
    return HttpResponse.json(body);
  }),

  http.post(route('/json/icingamaster/incident/user/insert'), async ({ request }) => {
    if (!isAdmin(db)) return denied();
    const input = await readBody(request);
    if (isDeletedUser(db, asInteger(input.user_id))) return readOnly();
    const outcome = insertIncident(db, input);
    if (!outcome.ok) return errorList(outcome.errors);
    const body: IncidentSaved = { message: 'Eintrag erfolgreich gespeichert', incidentTime: toWireIncident(outcome.entry) };
    return HttpResponse.json(body);
  }),

  http.post(route('/json/icingamaster/incident/user/update'), async ({ request }) => {
    if (!isAdmin(db)) return denied();
    const input = await readBody(request);
    if (isDeletedUser(db, ownerOf(input.id))) return readOnly();
    const outcome = updateIncident(db, input);
    if (!outcome.ok) return outcome.status === 404 ? notFound() : errorList(outcome.errors);
    const body: IncidentSaved = { message: 'Eintrag erfolgreich bearbeitet', incidentTime: toWireIncident(outcome.entry) };
    return HttpResponse.json(body);
  }),

  http.delete(route('/json/icingamaster/incident/user/delete/:id'), ({ params }) => {
    if (!isAdmin(db)) return denied();
    const id = asInteger(String(params.id));
    if (isDeletedUser(db, ownerOf(id))) return readOnly();
    if (id === null || !deleteIncident(db, id)) return notFound();
    return HttpResponse.json({ message: 'Eintrag erfolgreich gelöscht' });
  }),
];
