// Spec 02, schedulers: helpdesk sorting list, helpdesk scheduler and the Icinga-master attendance
// scheduler, thin over helpdesk.rules.ts and attendance.rules.ts. Every failure answers `{ message }`
// (the views show response.data.message as an error banner).
//
// Answers the spec leaves open (our choice):
// - Sorting (GET /scheduler/helpdesk/sorting/sync, /up/{id}, /down/{id}; DELETE /{id}): each
//   answers the whole list `[{ id, user_id, position (1-based), user: { dn, displayName } }]`.
//   {id} is the list entry's id (not the user id); unknown → 404. All four change the list and
//   need a role ending in `HelpdeskDienstplan.Admin` (else 403). Extra: GET
//   /scheduler/helpdesk/sorting answers the list read-only for everyone (for the page's first
//   render). Sync keeps the order of remaining members, drops leavers (not in the Helpdesk group
//   or deleted) and appends new members by id. Seed: Jonas Weber (left) is still listed, Anna
//   Berger (joined) is missing.
// - Helpdesk week (GET /json/scheduler/helpdesk/week/{date}, date yyyy-MM-dd of any day of the ISO
//   week): `{ shifts, holidays, editable }`; shifts follow the sorting list; `schedules` hold only
//   planned days `{ user_id, day, type }`; `vacations` are the absence days (Urlaub, Krank,
//   Sonderurlaub) `{ vacation_date }`; holidays `{ date, name }` of that week. Shift types:
//   `hd_frueh` (Frühdienst), `hd_spaet` (Spätdienst), `hd_frei` (day off). The seed plans every
//   week up to the current one (later weeks are empty). editable = the admin role, or the
//   permission flag (SchedulingState.helpdeskEditors; seed: Julia Wagner).
// - POST /json/scheduler/helpdesk/schedule `{ user_id, date, type }` → the saved schedule
//   `{ user_id, day, type }`; type '' / null clears the day (type null in the answer). Refused:
//   non-editor 403, unknown user 404, bad date / unknown type / user not in the sorting list 422,
//   a working shift on an absence day 422 `'{Name} hat an diesem Tag Urlaub.'` (hd_frei is
//   accepted there, so a client can send all seven days of such a week).
// - Attendance: {team} is the slug of the group (`icinga-master` for the group Icinga-Master); only
//   teams in ATTENDANCE_TEAMS have a scheduler, others 404. GET …/week/{date} (yyyy-MM-dd or unix
//   seconds) answers AttendanceWeekResponse; the timestamp keys are strings of unix seconds of
//   00:00 Berlin. POST …/save `{ user, date }`: date unix seconds (ms and yyyy-MM-dd accepted
//   too); user null / '' / 0 clears the day; a user not (or no longer) in the team → 422. Answer
//   `{ message, team, date, timestamp, user_id }`. The spec names no role rule for it; we mirror the
//   helpdesk rule the view applies: saving needs a role ending in `IcingaMasterDienstplan.Admin` (seed:
//   Sophie Klein, lead of Icinga-Master, and the admin Sabine Schröder) or the permission flag
//   (SchedulingState.attendanceEditors; seed: Mehmet Yılmaz), else 403 before anything else. The seed
//   rotates one member Monday–Friday and the next one on the weekend, up to the current week. Quick-fill (§4) is a client rule: each day is saved on its own.
import { HttpResponse, http } from 'msw';
import type { AttendanceSaved } from '../../packages/core/src/api/wire-types-scheduling';
import { db } from '../db';
import type { Outcome } from '../db/outcome';
import { readBody } from '../http/respond';
import { route } from '../http/route';
import { attendanceGroup, attendanceWeek, saveAttendance } from './attendance.rules';
import { parseDayOrTimestamp } from './days.rules';
import { deleteSorting, helpdeskWeek, moveSorting, saveHelpdeskSchedule, sortingList, syncSorting } from './helpdesk.rules';
import { SCHEDULING_MESSAGES } from './messages';

function answer<T>(outcome: Outcome<T>): Response {
  if (outcome.ok) return HttpResponse.json(outcome.value as object);
  return HttpResponse.json({ message: outcome.message }, { status: outcome.status });
}

const message = (status: number, text: string) => HttpResponse.json({ message: text }, { status });
const unknownTeam = () => message(404, 'Team nicht gefunden.');

export const schedulingHandlers = [
  // --- helpdesk sorting --------------------------------------------------------------------------
  http.get(route('/scheduler/helpdesk/sorting'), () => HttpResponse.json(sortingList(db))),
  http.get(route('/scheduler/helpdesk/sorting/sync'), () => answer(syncSorting(db))),
  http.get(route('/scheduler/helpdesk/sorting/up/:id'), ({ params }) => answer(moveSorting(db, Number(params.id), -1))),
  http.get(route('/scheduler/helpdesk/sorting/down/:id'), ({ params }) => answer(moveSorting(db, Number(params.id), 1))),
  http.delete(route('/scheduler/helpdesk/sorting/:id'), ({ params }) => answer(deleteSorting(db, Number(params.id)))),

  // --- helpdesk scheduler (before the {team} routes: `helpdesk` is a literal here) ----------------
  http.get(route('/json/scheduler/helpdesk/week/:date'), ({ params }) => {
    const day = parseDayOrTimestamp(String(params.date));
    if (!day) return message(422, SCHEDULING_MESSAGES.badDate);
    return HttpResponse.json(helpdeskWeek(db, day));
  }),
  http.post(route('/json/scheduler/helpdesk/schedule'), async ({ request }) => answer(saveHelpdeskSchedule(db, await readBody(request)))),

  // --- attendance scheduler (Icinga-master) -----------------------------------------------------
  http.get(route('/json/scheduler/:team/week/:date'), ({ params }) => {
    const team = String(params.team).toLowerCase();
    const group = attendanceGroup(db, team);
    if (!group) return unknownTeam();
    const day = parseDayOrTimestamp(String(params.date));
    if (!day) return message(422, SCHEDULING_MESSAGES.badDate);
    const { days: _days, ...wire } = attendanceWeek(db, team, group, day);
    return HttpResponse.json(wire);
  }),
  http.post(route('/json/scheduler/:team/save'), async ({ params, request }) => {
    const team = String(params.team).toLowerCase();
    const group = attendanceGroup(db, team);
    if (!group) return unknownTeam();
    const outcome = saveAttendance(db, team, group, await readBody(request));
    if (!outcome.ok) return answer(outcome);
    const body: AttendanceSaved = {
      message: outcome.value.user_id === null ? SCHEDULING_MESSAGES.attendanceCleared : SCHEDULING_MESSAGES.attendanceSaved,
      ...outcome.value,
    };
    return HttpResponse.json(body);
  }),
];
