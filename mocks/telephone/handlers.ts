// Spec 02, telephone area: telephone groups, queue plan and plan slots, thin over queues.rules.ts and
// slots.rules.ts.
//
// Answers the spec leaves open (our choice; types in packages/core/src/api/wire-types-telephone.ts):
// - GET /json/telephoneplan/user/groups and …/save: `{ telephoneQueues: [{ id, name, state }] }` for
//   the signed-in user; save with an unknown queue 404, a state that is no boolean 422.
// - POST /telephoneplan/queue/store {user, task (queue id), date yyyy-MM-dd} and
//   DELETE /telephoneplan/queue/delete/{id} (id = the assignment id of a member's `queues` entry):
//   both answer the member's updated TelephoneQueueMember row. Only role helpdesk-level-3 (seed user 6)
//   may, others 403 (checked first, as a Laravel authorize would); an absent or off member 422
//   `{ message, errors.user }`; the same queue twice on a day 422; unknown user or queue 404.
// - Queue plan rows (`[{ id, user_id, user: { dn, fullName }, absent, working, queues: [{ id, name,
//   queue_id }] }]`): the real page renders them server-side, so there is no GET; queuePlanOf(db, date)
//   in queues.rules.ts gives them to the host demo and the stories. `queue_id` is our addition.
//   Our addition for the widget: GET /json/telephoneplan/queue/{date} answers `{ date, queues,
//   members, editable }` (editable = helpdesk level 3); a date that is no yyyy-MM-dd 422.
// - POST /telephoneplan/assign-task and /unassign-task {task_id (queue id), user_id, from, to}: the
//   slot `{ user_id, fullName, from, to, tasks: [{ id, name }] }` after the change; from/to are
//   `yyyy-MM-dd HH:mm[:ss]` (or unix seconds) and answered as `yyyy-MM-dd HH:mm:ss`. Who may edit a slot
//   is not shown (the page decides via its editable prop), so everybody may. Assigning twice or
//   unassigning what is not assigned 422; to not after from 422.
import { HttpResponse, http } from 'msw';
import type { TelephoneQueuePlanResponse, TelephoneQueuesResponse } from '../../packages/core/src/api/wire-types-telephone';
import { parseIsoDay } from '../db/time';
import { db } from '../db';
import { answer, readBody } from '../http/respond';
import { route } from '../http/route';
import { deleteQueue, mayEditQueuePlan, queuePlanOf, saveTelephoneQueue, storeQueue, telephoneQueuesOf } from './queues.rules';
import { telephoneState } from './queues.seed';
import { slotTask } from './slots.rules';

export const telephoneHandlers = [
  http.get(route('/json/telephoneplan/user/groups'), () => {
    const body: TelephoneQueuesResponse = { telephoneQueues: telephoneQueuesOf(db) };
    return HttpResponse.json(body);
  }),

  http.post(route('/json/telephoneplan/user/groups/save'), async ({ request }) => {
    const outcome = saveTelephoneQueue(db, await readBody(request));
    if (!outcome.ok) return answer(outcome);
    const body: TelephoneQueuesResponse = { telephoneQueues: outcome.value };
    return HttpResponse.json(body);
  }),

  http.get(route('/json/telephoneplan/queue/:date'), ({ params }) => {
    const date = String(params.date);
    if (!parseIsoDay(date)) return HttpResponse.json({ message: 'Das Datum muss im Format yyyy-MM-dd sein.' }, { status: 422 });
    const body: TelephoneQueuePlanResponse = {
      date,
      queues: telephoneState(db).queues.map((q) => ({ id: q.id, name: q.name })),
      members: queuePlanOf(db, date),
      editable: mayEditQueuePlan(db),
    };
    return HttpResponse.json(body);
  }),

  http.post(route('/telephoneplan/queue/store'), async ({ request }) => answer(storeQueue(db, await readBody(request)))),

  // A non-numeric id is simply unknown (404), after the role check.
  http.delete(route('/telephoneplan/queue/delete/:queueId'), ({ params }) => {
    const raw = String(params.queueId);
    return answer(deleteQueue(db, /^\d+$/.test(raw) ? Number(raw) : NaN));
  }),

  http.post(route('/telephoneplan/assign-task'), async ({ request }) => answer(slotTask(db, true, await readBody(request)))),
  http.post(route('/telephoneplan/unassign-task'), async ({ request }) => answer(slotTask(db, false, await readBody(request)))),
];
