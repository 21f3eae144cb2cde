// Spec 01, employee time tracking: every call, thin over the rules in days.rules.ts and
// clockings.rules.ts.
//
// Answers the spec leaves open (our choice):
// - clock-in/out, trip start/finish: ClockResponse `{ clockedIn, clocking }`;
// - update/create: the saved Clocking; delete: `{ message }`; recalculation: `{ message, week_overtime }`;
// - week overview, monthly, period and /json/clockings are for db.currentUserId.
import { HttpResponse, http } from 'msw';
import type { ClockResponse, DaysResponse, WelcomeStatus } from '../../packages/core/src/api/wire-types-timetracking';
import { db, findUser } from '../db';
import type { Outcome } from '../db/outcome';
import { isoDay, parseIsoDay, toWall } from '../db/time';
import {
  asBoolean,
  clockIn,
  clockOut,
  createClocking,
  deleteClocking,
  finishBusinessTrip,
  openClocking,
  recalculateWeek,
  startBusinessTrip,
  updateClocking,
  type ClockResult,
} from './clockings.rules';
import { clockingsOfDay, daysBetween, teamWeek, toWireClocking, weekOf } from './days.rules';
import { MAX_PERIOD_DAYS, TRIP } from './messages';
import { failure, notFound, readBody, validationError } from '../http/respond';
import { route } from '../http/route';

function clockAnswer(outcome: Outcome<ClockResult>): Response {
  if (!outcome.ok) return failure(outcome);
  const body: ClockResponse = { clockedIn: outcome.value.clockedIn, clocking: toWireClocking(outcome.value.clocking, toWall(db.now())) };
  return HttpResponse.json(body);
}

function badDate(field: string): Response {
  return validationError({ [field]: [`Das Feld ${field} ist kein gültiges Datum (yyyy-MM-dd).`] });
}

/** An integer query parameter, or null. */
function intParam(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  return raw !== null && /^\d+$/.test(raw.trim()) ? Number(raw) : null;
}

export const timetrackingHandlers = [
  // --- welcome page --------------------------------------------------------------------------
  http.get(route('/json/welcome/status'), () => {
    const ryb = db.ryb.get(db.currentUserId) ?? { allowed: false, voted: false };
    const open = openClocking(db, db.currentUserId);
    const body: WelcomeStatus = {
      rybAllowed: ryb.allowed,
      rybVoted: ryb.voted,
      clockedIn: open !== undefined,
      businessTrip: open?.type === TRIP,
    };
    return HttpResponse.json(body);
  }),

  http.get(route('/json/clockings'), () => HttpResponse.json(clockingsOfDay(db, db.currentUserId, isoDay(db.now())))),

  http.get(route('/json/clocking/week-overview/:date'), ({ params }) => {
    const date = String(params.date);
    if (!parseIsoDay(date)) return badDate('date');
    return HttpResponse.json(weekOf(db, db.currentUserId, date));
  }),

  http.get(route('/json/clocking/in'), ({ request }) => {
    const homeOffice = asBoolean(new URL(request.url).searchParams.get('homeOffice'));
    return clockAnswer(clockIn(db, db.currentUserId, homeOffice));
  }),

  http.get(route('/json/clocking/out'), () => clockAnswer(clockOut(db, db.currentUserId))),

  http.post(route('/json/short-business-trip/start'), async ({ request }) => {
    const body = await readBody(request);
    return clockAnswer(startBusinessTrip(db, db.currentUserId, body.comment));
  }),

  http.get(route('/json/short-business-trip/finish'), () => clockAnswer(finishBusinessTrip(db, db.currentUserId))),

  // --- week, month, period -----------------------------------------------------------------
  http.get(route('/json/team/clocking/week-overview'), ({ request }) => {
    const url = new URL(request.url);
    const dn = url.searchParams.get('dn') ?? '';
    const user = dn === '' ? undefined : db.users.find((u) => u.dn.toLowerCase() === dn.toLowerCase());
    if (!user) return notFound('Benutzer');
    const year = intParam(url, 'year');
    const week = intParam(url, 'week');
    const answer = year === null || week === null ? null : teamWeek(db, user.id, year, week);
    if (!answer) return validationError({ week: ['Die Kalenderwoche ist ungültig.'] });
    return HttpResponse.json(answer);
  }),

  http.get(route('/clocking/monthly'), ({ request }) => {
    const url = new URL(request.url);
    const year = intParam(url, 'year');
    const month = intParam(url, 'month');
    const errors: Record<string, string> = {};
    if (year === null || year < 1970 || year > 2100) errors.year = 'Das Jahr ist ungültig.';
    if (month === null || month < 1 || month > 12) errors.month = 'Der Monat ist ungültig.';
    if (Object.keys(errors).length > 0 || year === null || month === null) return validationError(errors);
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    const last = isoDay(new Date(year, month, 0, 12));
    const body: DaysResponse = { days: daysBetween(db, db.currentUserId, first, last) };
    return HttpResponse.json(body);
  }),

  http.get(route('/clocking/period'), ({ request }) => {
    const url = new URL(request.url);
    const fromDate = url.searchParams.get('fromDate');
    const toDate = url.searchParams.get('toDate');
    const from = parseIsoDay(fromDate);
    const to = parseIsoDay(toDate);
    if (!from || !fromDate) return badDate('fromDate');
    if (!to || !toDate) return badDate('toDate');
    if (toDate < fromDate) return validationError({ toDate: ['Das Datum Bis darf nicht vor dem Datum Von liegen.'] });
    const length = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
    if (length > MAX_PERIOD_DAYS) return validationError({ toDate: [`Der Zeitraum darf höchstens ${MAX_PERIOD_DAYS} Tage umfassen.`] });
    const body: DaysResponse = { days: daysBetween(db, db.currentUserId, fromDate, toDate) };
    return HttpResponse.json(body);
  }),

  // --- day overview and editing ------------------------------------------------------------
  http.get(route('/clocking/user/clockings/:userId/:date'), ({ params }) => {
    const userId = Number(params.userId);
    if (!findUser(userId)) return notFound('Benutzer');
    const date = String(params.date);
    if (!parseIsoDay(date)) return badDate('date');
    return HttpResponse.json(clockingsOfDay(db, userId, date));
  }),

  http.delete(route('/clocking/user/delete/:clockingId'), ({ params, request }) => {
    const comment = new URL(request.url).searchParams.get('comment');
    const outcome = deleteClocking(db, Number(params.clockingId), comment);
    if (!outcome.ok) return failure(outcome);
    return HttpResponse.json({ message: 'Buchung gelöscht.' });
  }),

  http.post(route('/clocking/user/update'), async ({ request }) => {
    const outcome = updateClocking(db, await readBody(request));
    if (!outcome.ok) return failure(outcome);
    return HttpResponse.json(toWireClocking(outcome.value, toWall(db.now())));
  }),

  http.post(route('/clocking/user/create'), async ({ request }) => {
    const outcome = createClocking(db, await readBody(request));
    if (!outcome.ok) return failure(outcome);
    return HttpResponse.json(toWireClocking(outcome.value, toWall(db.now())));
  }),

  http.post(route('/clocking/user/overtime/recalculate/:userId/:isoWeek'), ({ params }) => {
    const match = /^(\d{4})-W(\d{1,2})$/.exec(String(params.isoWeek));
    const userId = Number(params.userId);
    if (!findUser(userId)) return notFound('Benutzer');
    if (!match) return validationError({ week: ['Die Kalenderwoche ist ungültig.'] });
    const outcome = recalculateWeek(db, userId, Number(match[1]), Number(match[2]));
    if (!outcome.ok) return failure(outcome);
    return HttpResponse.json(outcome.value);
  }),
];
