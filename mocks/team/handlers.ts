// Spec 02, team-lead area: the team overview and the Icinga-master team overview, thin over
// team.rules.ts (overtime from the timetracking area, attendance from the scheduling area).
//
// Answers the spec leaves open (our choice):
// - {group} is a group id (`1`), its name (`Helpdesk`, case-insensitive) or its slug
//   (`icinga-master`); unknown → 404 `{ message: 'Gruppe nicht gefunden.' }`.
// - Who may read: the group's leader or substitute and its members (db.currentUserId); anyone else
//   403 `{ message }`. Admins may read every group (the spec names no admin rule here; the admin
//   demo role sees the Icinga-Master attendance that way); team-overview offers them no edits.
// - Query `date` (yyyy-MM-dd, optional, default today = db.now()) picks the ISO week; a malformed
//   date is a Laravel 422 `{ message, errors: { date } }`.
// - GET /clocking/team/{group} → TeamOverviewResponse `{ group: {id, name, leaderId, substituteId}, week: {year, week},
//   users: [{ id, dn, displayName, overtime, class, clockings_blacklisted }] }`: active members by
//   display name (deleted users are left out); overtime = weekOvertime(weekOf(user, date)) in
//   signed seconds; class text-bg-success (≥ 0) / text-bg-danger (< 0) / text-bg-secondary when
//   no day of the week is settled yet (future week, Monday morning, no contract) — overtime 0 then.
// - GET /icingamaster/team/{group} → IcingaTeamOverviewResponse: the same week fields as the
//   scheduler (`weekDays`, `weekendDays`, `weekDayTimestamps`, `weekendTimestamps`) plus
//   `group`, `team` (slug), `week` and `users: [{ id, dn, displayName, weekdays: {[ts]: bool},
//   weekends: {[ts]: bool} }]` (true = on duty that day). Only groups with an attendance
//   scheduler (Icinga-Master) have one; other groups 404.
import { http } from 'msw';
import { db } from '../db';
import { answer } from '../http/respond';
import { route } from '../http/route';
import { icingaTeamOverview, teamOverview } from './team.rules';

const dateParam = (request: Request) => new URL(request.url).searchParams.get('date');

export const teamHandlers = [
  http.get(route('/clocking/team/:group'), ({ params, request }) => answer(teamOverview(db, String(params.group), dateParam(request)))),

  http.get(route('/icingamaster/team/:group'), ({ params, request }) =>
    answer(icingaTeamOverview(db, String(params.group), dateParam(request))),
  ),
];
