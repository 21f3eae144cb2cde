// Spec 02, time transfer to the issue tracker (work-items-view): every call, thin over
// work-items.rules.ts. Any signed-in user for their own userId; admins for everybody.
//
// Answers the spec leaves open (our choice):
// - GET /youtrack-workitems/ajax/total-worked-time?userId&start&end → {minutes} (WorkedTimeResponse).
// - POST /youtrack-workitems/ajax/insert-workitems {userId, start, end, factor, issueId} → 200
//   {message: 'Zeiten wurden erfolgreich übertragen', minutes, workItem} (WorkItemsInserted).
// - GET /youtrack-workitems/ajax/get-workitems/{issueId} → TrackerWorkItem[] [{id, text, date
//   (epoch ms, UTC midnight of the day), duration: {minutes}, creator: {login}}], oldest first;
//   an issue id not of the form PROJECT-123 → 404 {message}; an issue without items → [].
// - DELETE /youtrack-workitems/ajax/delete-workitem/{issueId}/{workItemId} → 200
//   {message: 'Eintrag erfolgreich gelöscht'}; unknown → 404; someone else's item (non-admin) → 403.
// - validation → 422 Laravel shape {message, errors: {field: [..]}}; unknown userId → 404;
//   somebody else's userId (non-admin) → 403; an issue already billed → 409 {message: 'Request
//   wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.'} (insert and delete).
import { HttpResponse, http } from 'msw';
import type { WorkedTimeResponse, WorkItemsInserted } from '../../packages/core/src/api/wire-types-work-items';
import { db } from '../db';
import { notFound, readBody, validationError } from '../http/respond';
import { route } from '../http/route';
import {
  WORK_ITEM_MESSAGES,
  deleteWorkItem,
  insertWorkItems,
  toWireWorkItem,
  totalWorkedTime,
  workItemsOf,
  type WorkOutcome,
} from './work-items.rules';

function failure(outcome: Extract<WorkOutcome<unknown>, { ok: false }>, what = 'Benutzer'): Response {
  if (outcome.status === 422) return validationError(outcome.errors ?? {});
  if (outcome.status === 404) return notFound(what);
  return HttpResponse.json({ message: outcome.message }, { status: outcome.status });
}

export const workItemsHandlers = [
  http.get(route('/youtrack-workitems/ajax/total-worked-time'), ({ request }) => {
    const url = new URL(request.url);
    const outcome = totalWorkedTime(db, {
      userId: url.searchParams.get('userId'),
      start: url.searchParams.get('start'),
      end: url.searchParams.get('end'),
    });
    if (!outcome.ok) return failure(outcome);
    const body: WorkedTimeResponse = { minutes: outcome.value };
    return HttpResponse.json(body);
  }),

  http.post(route('/youtrack-workitems/ajax/insert-workitems'), async ({ request }) => {
    const outcome = insertWorkItems(db, await readBody(request));
    if (!outcome.ok) return failure(outcome);
    const body: WorkItemsInserted = {
      message: WORK_ITEM_MESSAGES.transferred,
      minutes: outcome.value.minutes,
      workItem: toWireWorkItem(db, outcome.value.item),
    };
    return HttpResponse.json(body);
  }),

  http.get(route('/youtrack-workitems/ajax/get-workitems/:issueId'), ({ params }) => {
    const items = workItemsOf(db, String(params.issueId));
    if (!items) return HttpResponse.json({ message: WORK_ITEM_MESSAGES.issueNotFound }, { status: 404 });
    return HttpResponse.json(items);
  }),

  http.delete(route('/youtrack-workitems/ajax/delete-workitem/:issueId/:workItemId'), ({ params }) => {
    const outcome = deleteWorkItem(db, String(params.issueId), String(params.workItemId));
    if (!outcome.ok) return failure(outcome, 'Work Item');
    return HttpResponse.json({ message: WORK_ITEM_MESSAGES.deleted });
  }),
];
