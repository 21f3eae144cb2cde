// Spec 02, service area: flip-flow tasks and checklists, thin over the *.rules.ts beside it.
//
// Routes the real app gets from the page (our fixed choice): POST /flipflow/assign, /flipflow/unassign,
// /flipflow/approve, /flipflow/reject; POST /checklist/report/mail; POST /checklist/ajax/toggle-task.
//
// Answers the spec leaves open (our choice; types in packages/core/src/api/wire-types-service.ts):
// - flip-flow actions: the updated FlipFlowTask. Task ids are those of the checklist day
//   (GET /serviceagent/ajax/flip-flows/…). loggedInUserDn (dn or display name) must be the signed-in
//   user (db.currentUserId), else 403; missing → 422. Users outside the task's flip-flow group get
//   403 "Benutzer für die Aufgabe nicht zugeordnet."; unassign by anybody but the assignee 403;
//   approve/reject of an unassigned task and any action on an approved/rejected task 422.
// - mail and toggle-task: `{ message }`; toggling is idempotent (adding a selected item or removing
//   an unselected one answers the same message). The removal applies from today on; past days keep
//   their tasks.
// - leader/set: the saved DayPlanEntry. Agent and deputy must be active members of the checklist's
//   groups (422); who may plan is not shown, so everybody may.
// - Dates in paths are yyyy-MM-dd (422 otherwise); month 1-12.
// - checklists/{date}: service_agent and substitute are display names ('' when none).
// - flip-flows: tasks' `user` is the assignee's display name (for done tasks: who approved/rejected),
//   null when unassigned; erledigt and incident are 1/0; note only for rejected tasks.
// - leaders: `vacations` counts any absence row (also half days and Krank) as true.
// - report/get-day-status: `{ attributes: [{ key, highlight, dates }] }` with all five keys in legend
//   order — not-assigned/blue, accepted/yellow, rejected/red, done/green, not-done/pink — each day of
//   the month up to today that has tasks in exactly one of them, evaluated in that order (any task
//   unassigned; else all accepted and none done; else any rejected; else all approved; else pink).
// - planing/get-day-status: planned/green = an agent is set; holiday/yellow = public holiday (NRW).
import { HttpResponse, http } from 'msw';
import { db } from '../db';
import { parseIsoDay } from '../db/time';
import { answer, notFound, readBody, validationError } from '../http/respond';
import { route } from '../http/route';
import type { ChecklistRow } from './checklists.seed';
import { findChecklist } from './checklists.rules';
import { leadersOf, nextTenDays, planningDayStatus, setLeader } from './plans.rules';
import { sendChecklistMail, toggleChecklistTask } from './selection.rules';
import { checklistsOn, flipFlowAction, flipFlowsOf, reportDayStatus, type FlipFlowAction } from './tasks.rules';

type Params = Record<string, string | readonly string[] | undefined>;

/** The checklist and day of `/{checklistId}/{date}` paths, or the error answer. */
function checklistDay(params: Params): { checklist: ChecklistRow; day: string } | Response {
  const day = String(params.date);
  if (!parseIsoDay(day)) return validationError({ date: ['Das Datum muss im Format yyyy-MM-dd sein.'] });
  const checklist = /^\d+$/.test(String(params.checklistId)) ? findChecklist(db, Number(params.checklistId)) : undefined;
  if (!checklist) return notFound('Checkliste');
  return { checklist, day };
}

function checklistMonth(params: Params): { checklist: ChecklistRow; month: number; year: number } | Response {
  const month = Number(params.month);
  const year = Number(params.year);
  const errors: Record<string, string> = {};
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.month = 'Der Monat ist ungültig.';
  if (!Number.isInteger(year) || year < 1970 || year > 2100) errors.year = 'Das Jahr ist ungültig.';
  if (Object.keys(errors).length > 0) return validationError(errors);
  const checklist = /^\d+$/.test(String(params.checklistId)) ? findChecklist(db, Number(params.checklistId)) : undefined;
  if (!checklist) return notFound('Checkliste');
  return { checklist, month, year };
}

const flipFlowRoute = (action: FlipFlowAction) =>
  http.post(route(`/flipflow/${action}`), async ({ request }) => answer(flipFlowAction(db, action, await readBody(request))));

export const serviceHandlers = [
  // --- flip-flow task row ------------------------------------------------------------------
  flipFlowRoute('assign'),
  flipFlowRoute('unassign'),
  flipFlowRoute('approve'),
  flipFlowRoute('reject'),

  // --- checklist report: mail, task selection ------------------------------------------------
  http.post(route('/checklist/report/mail'), async ({ request }) => answer(sendChecklistMail(db, await readBody(request)))),
  http.post(route('/checklist/ajax/toggle-task'), async ({ request }) => answer(toggleChecklistTask(db, await readBody(request)))),

  // --- planning ------------------------------------------------------------------------------
  http.post(route('/serviceagent/ajax/leader/set'), async ({ request }) => answer(setLeader(db, await readBody(request)))),

  http.get(route('/serviceagent/ajax/next-ten-days/:checklistId/:date'), ({ params }) => {
    const found = checklistDay(params);
    if (found instanceof Response) return found;
    return HttpResponse.json(nextTenDays(db, found.checklist, found.day));
  }),

  http.get(route('/serviceagent/ajax/leaders/:checklistId/:date'), ({ params }) => {
    const found = checklistDay(params);
    if (found instanceof Response) return found;
    return HttpResponse.json(leadersOf(db, found.checklist, found.day));
  }),

  http.get(route('/serviceagent/ajax/planing/get-day-status/:checklistId/:month/:year'), ({ params }) => {
    const found = checklistMonth(params);
    if (found instanceof Response) return found;
    return HttpResponse.json(planningDayStatus(db, found.checklist, found.month, found.year));
  }),

  // --- report --------------------------------------------------------------------------------
  http.get(route('/serviceagent/ajax/checklists/:date'), ({ params }) => {
    const day = String(params.date);
    if (!parseIsoDay(day)) return validationError({ date: ['Das Datum muss im Format yyyy-MM-dd sein.'] });
    return HttpResponse.json(checklistsOn(db, day));
  }),

  http.get(route('/serviceagent/ajax/flip-flows/:checklistId/:date'), ({ params }) => {
    const found = checklistDay(params);
    if (found instanceof Response) return found;
    return HttpResponse.json(flipFlowsOf(db, found.checklist, found.day));
  }),

  http.get(route('/serviceagent/ajax/report/get-day-status/:checklistId/:month/:year'), ({ params }) => {
    const found = checklistMonth(params);
    if (found instanceof Response) return found;
    return HttpResponse.json(reportDayStatus(db, found.checklist, found.month, found.year));
  }),
];
