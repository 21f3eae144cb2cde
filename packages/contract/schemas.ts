// Each of the 75 calls of the specification (mocks/spec-only/spec-calls.ts, key `METHOD path`) to the
// response schema our views parse its answer with, imported from the endpoint files. `null`: no view
// reads the answer (a write whose answer the spec does not show; any 2xx is success).
// The OpenAPI document (openapi.ts) and the contract checker (check.ts) are built from this map.
import { looseList, looseNumber } from '@stempeluhr/core';
import type * as z from 'zod/mini';
import { adminWeekSchema } from '../views/src/admin/api/get-admin-week';
import { clockingHistorySchema } from '../views/src/admin/api/get-clocking-history';
import { incidentMonthSchema } from '../views/src/admin/api/get-incidents-month';
import { overtimeEntrySchema } from '../views/src/admin/api/get-overtime-year';
import { pointsResponseSchema } from '../views/src/admin/api/get-points-user';
import { shortTimeEntrySchema } from '../views/src/admin/api/get-short-time-entries';
import { usersResponseSchema } from '../views/src/admin/api/get-users';
import { workingHourRuleSchema } from '../views/src/admin/api/get-working-hour-defaults';
import { workingHoursEntrySchema } from '../views/src/admin/api/get-working-hours';
import { vacationValueSchema } from '../views/src/admin/api/save-vacation';
import { teamWeekSchema } from '../views/src/domain/clocking/api/get-team-week';
import { clockingsResponseSchema, daysSchema } from '../views/src/domain/clocking/api/schemas';
import { helpdeskSortingSchema } from '../views/src/scheduling/api/get-helpdesk-sorting';
import { helpdeskWeekSchema } from '../views/src/scheduling/api/get-helpdesk-week';
import { schedulerTeamWeekSchema } from '../views/src/scheduling/api/get-scheduler-team-week';
import { dayStatusSchema } from '../views/src/service/api/day-status';
import { checklistsSchema } from '../views/src/service/api/get-checklists';
import { flipFlowGroupsSchema } from '../views/src/service/api/get-flip-flows';
import { leadersSchema } from '../views/src/service/api/get-leaders';
import { nextTenDaysSchema } from '../views/src/service/api/get-next-ten-days';
import { icingaTeamSchema } from '../views/src/team/api/get-icinga-team';
import { teamOverviewSchema } from '../views/src/team/api/get-team';
import { queuePlanSchema } from '../views/src/telephone/api/get-queue-plan';
import { telephoneQueuesSchema } from '../views/src/telephone/api/get-user-groups';
import { daysResponseSchema } from '../views/src/timetracking/api/get-monthly';
import { welcomeStatusSchema } from '../views/src/timetracking/api/get-welcome-status';
import { workItemsSchema } from '../views/src/tools/api/get-work-items';
import { workedTimeSchema } from '../views/src/tools/api/get-worked-time';

export type ResponseSchema = z.ZodMiniType;

/** The response schema per call (`METHOD path` as in spec-calls.ts); null: no view reads the answer. */
export const CALL_SCHEMAS: Readonly<Record<string, ResponseSchema | null>> = {
  // timetracking
  'GET /json/clocking/week-overview/{date}': daysSchema,
  'GET /json/welcome/status': welcomeStatusSchema,
  'GET /json/clockings': clockingsResponseSchema,
  'GET /json/clocking/in': null,
  'GET /json/clocking/out': null,
  'POST /json/short-business-trip/start': null,
  'GET /json/short-business-trip/finish': null,
  'GET /json/team/clocking/week-overview': teamWeekSchema,
  'GET /clocking/monthly': daysResponseSchema,
  'GET /clocking/period': daysResponseSchema,
  'GET /clocking/user/clockings/{userId}/{date}': clockingsResponseSchema,
  'DELETE /clocking/user/delete/{clockingId}': null,
  'POST /clocking/user/update': null,
  'POST /clocking/user/create': null,
  'POST /clocking/user/overtime/recalculate/{userId}/{year}-W{week}': null,
  // admin
  'GET /json/admin/overtime/users': usersResponseSchema,
  'POST /json/vacation-day/{id}': vacationValueSchema,
  'POST /json/vacation-request/{id}': vacationValueSchema,
  'POST /admin/overtime/recalculate/{userId}/{year}-W{week}': null,
  'GET /admin/clocking/week-overview/{userId}/{date}': adminWeekSchema,
  'GET /admin/clockings/{userId}/{date}': clockingsResponseSchema,
  'GET /admin/overtime/{userId}/year/{year}': looseList(overtimeEntrySchema),
  'GET /admin/overtime/{userId}/total': looseNumber,
  'POST /admin/overtime/{userId}/create': null,
  'POST /admin/overtime/update': null,
  'DELETE /admin/overtime/delete/{id}': null,
  'GET /admin/working-hours/{userId}': looseList(workingHoursEntrySchema),
  'GET /admin/working-hour/{userId}': workingHourRuleSchema,
  'POST /admin/working-hours/{userId}/delete': null,
  'POST /admin/working-hours/{userId}': null,
  // team
  'GET /clocking/team/{group}': teamOverviewSchema,
  'GET /icingamaster/team/{group}': icingaTeamSchema,
  // scheduling
  'GET /scheduler/helpdesk/sorting/sync': helpdeskSortingSchema,
  'GET /scheduler/helpdesk/sorting/up/{id}': helpdeskSortingSchema,
  'GET /scheduler/helpdesk/sorting/down/{id}': helpdeskSortingSchema,
  'DELETE /scheduler/helpdesk/sorting/{id}': helpdeskSortingSchema,
  'GET /json/scheduler/helpdesk/week/{date}': helpdeskWeekSchema,
  'POST /json/scheduler/helpdesk/schedule': null,
  'GET /json/scheduler/{team}/week/{date}': schedulerTeamWeekSchema,
  'POST /json/scheduler/{team}/save': null,
  // points and incidents
  'GET /json/admin/points/user/{id}': pointsResponseSchema,
  'POST /json/admin/points/user/update': null,
  'POST /json/admin/points/user/insert': null,
  'DELETE /json/admin/points/user/delete/{id}': null,
  'GET /json/icingamaster/incidents/user/month/{id}': incidentMonthSchema,
  'POST /json/icingamaster/incident/user/insert': null,
  'POST /json/icingamaster/incident/user/update': null,
  'DELETE /json/icingamaster/incident/user/delete/{id}': null,
  // service: page-configured routes
  'POST {page route: assign}': null,
  'POST {page route: unassign}': null,
  'POST {page route: approve}': null,
  'POST {page route: reject}': null,
  'POST {page route: send mail}': null,
  'POST {page ajax route: toggle task}': null,
  // service: planning and report
  'POST /serviceagent/ajax/leader/set': null,
  'GET /serviceagent/ajax/next-ten-days/{checklistId}/{date}': nextTenDaysSchema,
  'GET /serviceagent/ajax/leaders/{checklistId}/{date}': leadersSchema,
  'GET /serviceagent/ajax/planing/get-day-status/{checklistId}/{month}/{year}': dayStatusSchema,
  'GET /serviceagent/ajax/checklists/{date}': checklistsSchema,
  'GET /serviceagent/ajax/flip-flows/{checklistId}/{date}': flipFlowGroupsSchema,
  'GET /serviceagent/ajax/report/get-day-status/{checklistId}/{month}/{year}': dayStatusSchema,
  // telephone
  'POST /telephoneplan/queue/store': null,
  'DELETE /telephoneplan/queue/delete/{queueId}': null,
  'POST /telephoneplan/assign-task': null,
  'POST /telephoneplan/unassign-task': null,
  'GET /json/telephoneplan/user/groups': telephoneQueuesSchema,
  'POST /json/telephoneplan/user/groups/save': telephoneQueuesSchema,
  // short-time work
  'GET /admin/users/{userId}/short-time/entries': looseList(shortTimeEntrySchema),
  'POST /admin/users/{userId}/short-time/create': null,
  'POST /admin/users/{userId}/short-time/update': null,
  'DELETE /admin/users/{userId}/short-time/{entryId}': null,
  // time transfer
  'GET /youtrack-workitems/ajax/total-worked-time': workedTimeSchema,
  'POST /youtrack-workitems/ajax/insert-workitems': null,
  'GET /youtrack-workitems/ajax/get-workitems/{issueId}': workItemsSchema,
  'DELETE /youtrack-workitems/ajax/delete-workitem/{issueId}/{workItemId}': null,
};

/** The calls our views use beyond the 75 (SPEC_ADDITIONS of spec-calls.ts), `METHOD path`. */
export const ADDITION_SCHEMAS: Readonly<Record<string, ResponseSchema | null>> = {
  'GET /admin/clocking/history/{userId}': clockingHistorySchema,
  'GET /scheduler/helpdesk/sorting': helpdeskSortingSchema,
  'GET /json/telephoneplan/queue/{date}': queuePlanSchema,
};

/**
 * Calls whose answer the views read tolerantly as a whole: an answer the schema can't read is no
 * failure, the view degrades (what it does then). The checker reports „fällt zurück“ instead of „bricht“.
 */
export const TOLERANT_CALLS: Readonly<Record<string, string>> = {
  'GET /serviceagent/ajax/report/get-day-status/{checklistId}/{month}/{year}':
    'Antwort nicht lesbar: der Kalender bleibt ungefärbt (die Spezifikation zeigt diese Antwort nicht)',
};

/** The page-configured routes: the prop of the view's element that carries the address, by route name. */
export const PAGE_ROUTES: Readonly<Record<string, { name: string; prop: string; tag: string }>> = {
  'POST {page route: assign}': { name: 'assign', prop: 'assignRoute', tag: 'flip-flow-overview' },
  'POST {page route: unassign}': { name: 'unassign', prop: 'unassignRoute', tag: 'flip-flow-overview' },
  'POST {page route: approve}': { name: 'approve', prop: 'approveRoute', tag: 'flip-flow-overview' },
  'POST {page route: reject}': { name: 'reject', prop: 'rejectRoute', tag: 'flip-flow-overview' },
  'POST {page route: send mail}': { name: 'mail', prop: 'route', tag: 'send-checklist-mail-button' },
  'POST {page ajax route: toggle task}': { name: 'toggle-task', prop: 'route', tag: 'change-all-task-status' },
};

/** `GET /json/clockings` — the key of a call in the maps above. */
export const callKey = (call: { method: string; path: string }): string => `${call.method} ${call.path}`;
