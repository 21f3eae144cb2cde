// Spec 02, short-time work card (short-time-view): every call, thin over short-time.rules.ts.
// The screens lie under /admin: admins only (role 'admin'), everybody else gets 403 {message}.
//
// Answers the spec leaves open (our choice):
// - GET .../entries → ShortTimeEntry[] [{id, from, to}] (to null = open-ended), newest from first;
//   unknown user → 404 {message}.
// - create/update → 200 {message: 'Eintrag erfolgreich gespeichert', entry}; 422 is a LIST
//   {errors: ['Von-Datum darf nicht leer sein.', ...]} (the modal shows the body as a list);
//   update/delete of an id that is not this user's → 404 {message}.
// - delete → 200 {message: 'Eintrag erfolgreich gelöscht'}.
// - a deleted user is read-only: create, update and delete → 403 {message}.
import { HttpResponse, http } from 'msw';
import type { ShortTimeErrors, ShortTimeSaved } from '../../packages/core/src/api/wire-types-short-time';
import { db, findUser } from '../db';
import { asInteger, isAdmin } from '../db/common';
import { forbidden, notFound, readBody } from '../http/respond';
import { route } from '../http/route';
import {
  SHORT_TIME_MESSAGES,
  createShortTime,
  deleteShortTime,
  shortTimeEntries,
  toWireShortTime,
  updateShortTime,
  type ShortTimeOutcome,
} from './short-time.rules';

type Guard = { ok: true; userId: number } | { ok: false; response: Response };

/** Admin, known user and (for writes) a user not marked deleted. */
function guard(rawUserId: unknown, write: boolean): Guard {
  if (!isAdmin(db)) return { ok: false, response: forbidden(SHORT_TIME_MESSAGES.adminOnly) };
  const userId = asInteger(String(rawUserId));
  const user = userId === null ? undefined : findUser(userId);
  if (!user || userId === null) return { ok: false, response: notFound('Benutzer') };
  if (write && user.deleted) return { ok: false, response: forbidden(SHORT_TIME_MESSAGES.userDeleted) };
  return { ok: true, userId };
}

function saved(outcome: ShortTimeOutcome): Response {
  if (!outcome.ok) {
    if (outcome.status === 404) return notFound();
    const body: ShortTimeErrors = { errors: outcome.errors };
    return HttpResponse.json(body, { status: 422 });
  }
  const body: ShortTimeSaved = { message: SHORT_TIME_MESSAGES.saved, entry: toWireShortTime(outcome.entry) };
  return HttpResponse.json(body);
}

export const shortTimeHandlers = [
  http.get(route('/admin/users/:userId/short-time/entries'), ({ params }) => {
    const checked = guard(params.userId, false);
    if (!checked.ok) return checked.response;
    return HttpResponse.json(shortTimeEntries(db, checked.userId));
  }),

  http.post(route('/admin/users/:userId/short-time/create'), async ({ params, request }) => {
    const checked = guard(params.userId, true);
    if (!checked.ok) return checked.response;
    return saved(createShortTime(db, checked.userId, await readBody(request)));
  }),

  http.post(route('/admin/users/:userId/short-time/update'), async ({ params, request }) => {
    const checked = guard(params.userId, true);
    if (!checked.ok) return checked.response;
    return saved(updateShortTime(db, checked.userId, await readBody(request)));
  }),

  http.delete(route('/admin/users/:userId/short-time/:entryId'), ({ params }) => {
    const checked = guard(params.userId, true);
    if (!checked.ok) return checked.response;
    if (!deleteShortTime(db, checked.userId, String(params.entryId))) return notFound();
    return HttpResponse.json({ message: SHORT_TIME_MESSAGES.deleted });
  }),
];
