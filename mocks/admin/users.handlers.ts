// Spec 02, admin area: user list, vacation history, admin week/day views, overtime account and
// working hours. Thin over the rules beside it (users, weeks, overtime, vacations, working-hours).
//
// Every call here is for admins (role `admin`): anyone else gets 403 {message}. Writes for a
// deleted user (read-only) are 403 {message}. Unknown ids are 404 {message}.
//
// Answers the spec leaves open (our choice, types in packages/core/src/api/wire-types-admin.ts):
// - GET /json/admin/overtime/users: {users: AdminUserRow[] (+ `url` = /admin/users/{id}),
//   info: {current_page, last_page, per_page, total}}, sorted by last name; a page past the end
//   answers an empty list. perPage 1..100 (else 10).
// - POST /json/vacation-day/{id} and /json/vacation-request/{id}: {value} = the request's number
//   of days afterwards. 422 is Laravel's {message, errors}.
// - POST /admin/overtime/recalculate/{userId}/{year}-W{week}: {message: 'Zeiten werden neu
//   berechnet', week_overtime}.
// - GET /admin/clocking/week-overview/{userId}/{date}: {days, week_done, week_required,
//   week_overtime, hourly_based}; GET /admin/clockings/{userId}/{date}: ClockingsResponse.
// - Overtime: GET …/year/{year} → OvertimeEntry[] (oldest first, yearkw `2026-05`),
//   GET …/total → a bare JSON number, create/update → the entry, delete → {message:
//   'Eintrag erfolgreich gelöscht'}; 422 is Laravel's {message, errors} with fields seconds,
//   comment, calendarWeek.
// - Working hours: list → WorkingHoursEntry[] newest first with dates `yyyy-MM-dd` (plus the rule's
//   breaks, week_hours, weekdays, vacation_value and vacation_days for the update dialog); defaults →
//   WorkingHourRule (weeks `2026-W49`, valid_from = next week); delete → {message}, 422 {message,
//   errors} for the current entry; save → 200 {redirect} or 422 {errors: string[]}.
import { HttpResponse, http } from 'msw';
import type { AdminUserFilter, AdminUsersResponse, AdminWeekOverview } from '../../packages/core/src/api/wire-types-admin';
import { db, findUser } from '../db';
import { isAdmin } from '../db/common';
import { parseIsoDay } from '../db/time';
import { answer, failure, forbidden, notFound, readBody, validationError } from '../http/respond';
import { route } from '../http/route';
import { recalculateWeek } from '../timetracking/clockings.rules';
import { clockingsOfDay } from '../timetracking/days.rules';
import { ADMIN_MESSAGES } from './messages';
import {
  createOvertime,
  deleteOvertime,
  migratedWeekRefused,
  overtimeTotal,
  overtimeYear,
  recalculationRefused,
  updateOvertime,
} from './overtime.rules';
import { searchUsers } from './users.rules';
import { updateVacationDay, updateVacationRequest } from './vacations.rules';
import { weekSummary } from './weeks.rules';
import { deleteWorkingHours, saveWorkingHours, workingHourDefaults, workingHoursList } from './working-hours.rules';

/** Wraps a resolver: 403 for anyone who is not an admin. */
function adminOnly<A extends { request: Request; params: Record<string, string | readonly string[] | undefined> }>(
  resolver: (args: A) => Response | Promise<Response>,
): (args: A) => Response | Promise<Response> {
  return (args) => (isAdmin(db) ? resolver(args) : forbidden(ADMIN_MESSAGES.forbidden));
}

/** The user of a path parameter, or a 404 answer. */
function userParam(raw: unknown): { userId: number } | { response: Response } {
  const userId = Number(raw);
  if (!Number.isInteger(userId) || !findUser(userId)) return { response: notFound('Benutzer') };
  return { userId };
}

const badDate = () => validationError({ date: ['Das Feld date ist kein gültiges Datum (yyyy-MM-dd).'] });

function positiveInt(raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
}

export const usersHandlers = [
  // --- user list -----------------------------------------------------------------------------
  http.get(
    route('/json/admin/overtime/users'),
    adminOnly(({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams;
      const companies = [...q.getAll('companies'), ...q.getAll('companies[]')].flatMap((c) => c.split(','));
      const rawFilter = q.get('filterUser');
      const filter: AdminUserFilter = rawFilter === 'inactive' || rawFilter === 'all' ? rawFilter : 'active';
      const perPage = positiveInt(q.get('perPage'), 10, 100);
      const page = positiveInt(q.get('page'), 1);
      const found = searchUsers(db, { term: q.get('term') ?? '', companies, filter });
      const rows = found.slice((page - 1) * perPage, page * perPage);
      const body: AdminUsersResponse = {
        users: rows.map((u) => ({
          id: u.id,
          dn: u.dn,
          displayName: u.displayName,
          company: u.company,
          email: u.email,
          overtime: overtimeTotal(db, u.id),
          active: u.active,
          deleted: u.deleted,
          url: `/admin/users/${u.id}`,
        })),
        info: { current_page: page, last_page: Math.max(1, Math.ceil(found.length / perPage)), per_page: perPage, total: found.length },
      };
      return HttpResponse.json(body);
    }),
  ),

  // --- vacation history ----------------------------------------------------------------------
  http.post(
    route('/json/vacation-day/:id'),
    adminOnly(async ({ request, params }) => answer(updateVacationDay(db, Number(params.id), await readBody(request)))),
  ),

  http.post(
    route('/json/vacation-request/:id'),
    adminOnly(async ({ request, params }) => answer(updateVacationRequest(db, Number(params.id), await readBody(request)))),
  ),

  // --- week and day of a user ----------------------------------------------------------------
  http.post(
    route('/admin/overtime/recalculate/:userId/:isoWeek'),
    adminOnly(({ params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      const refused = recalculationRefused(db, user.userId);
      if (refused) return failure(refused);
      const match = /^(\d{4})-W(\d{1,2})$/.exec(String(params.isoWeek));
      if (!match) return validationError({ week: [ADMIN_MESSAGES.weekInvalid] });
      const migrated = migratedWeekRefused(Number(match[1]), Number(match[2]));
      if (migrated) return failure(migrated);
      return answer(recalculateWeek(db, user.userId, Number(match[1]), Number(match[2])));
    }),
  ),

  http.get(
    route('/admin/clocking/week-overview/:userId/:date'),
    adminOnly(({ params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      const date = String(params.date);
      if (!parseIsoDay(date)) return badDate();
      const summary = weekSummary(db, user.userId, date);
      const body: AdminWeekOverview = summary;
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    route('/admin/clockings/:userId/:date'),
    adminOnly(({ params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      const date = String(params.date);
      if (!parseIsoDay(date)) return badDate();
      return HttpResponse.json(clockingsOfDay(db, user.userId, date));
    }),
  ),

  // --- overtime account ----------------------------------------------------------------------
  http.get(
    route('/admin/overtime/:userId/year/:year'),
    adminOnly(({ params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      const raw = String(params.year);
      const year = Number(raw);
      if (!/^\d{4}$/.test(raw) || year < 1970 || year > 2100) return validationError({ year: ['Das Jahr ist ungültig.'] });
      return HttpResponse.json(overtimeYear(db, user.userId, year));
    }),
  ),

  http.get(
    route('/admin/overtime/:userId/total'),
    adminOnly(({ params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      return HttpResponse.json(overtimeTotal(db, user.userId));
    }),
  ),

  http.post(
    route('/admin/overtime/update'),
    adminOnly(async ({ request }) => answer(updateOvertime(db, await readBody(request)))),
  ),

  http.post(
    route('/admin/overtime/:userId/create'),
    adminOnly(async ({ request, params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      return answer(createOvertime(db, user.userId, await readBody(request)));
    }),
  ),

  http.delete(
    route('/admin/overtime/delete/:id'),
    adminOnly(({ params }) => answer(deleteOvertime(db, Number(params.id)))),
  ),

  // --- working hours -------------------------------------------------------------------------
  http.get(
    route('/admin/working-hours/:userId'),
    adminOnly(({ params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      return HttpResponse.json(workingHoursList(db, user.userId));
    }),
  ),

  http.get(
    route('/admin/working-hour/:userId'),
    adminOnly(({ params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      return HttpResponse.json(workingHourDefaults(db, user.userId));
    }),
  ),

  http.post(
    route('/admin/working-hours/:userId/delete'),
    adminOnly(async ({ request, params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      const body = await readBody(request);
      return answer(deleteWorkingHours(db, user.userId, Number(body.id)));
    }),
  ),

  http.post(
    route('/admin/working-hours/:userId'),
    adminOnly(async ({ request, params }) => {
      const user = userParam(params.userId);
      if ('response' in user) return user.response;
      const outcome = saveWorkingHours(db, user.userId, await readBody(request));
      if (outcome.ok) return HttpResponse.json({ redirect: outcome.redirect });
      if (outcome.errors) return HttpResponse.json({ errors: outcome.errors }, { status: outcome.status });
      return HttpResponse.json({ message: outcome.message }, { status: outcome.status });
    }),
  ),
];
