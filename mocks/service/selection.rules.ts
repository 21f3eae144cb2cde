// Which catalogue items a checklist has selected, and the report mail.
import { addDaysIso } from '@stempeluhr/core/time';
import type { ChecklistTaskOption } from '../../packages/core/src/api/wire-types-service';
import type { MockDb } from '../db/db';
import { invalid, type Outcome } from '../db/outcome';
import { isoDay, toWall } from '../db/time';
import { serviceState, type ChecklistRow, type Selection, type ServiceState } from './checklists.seed';
import { findChecklist, groupName, parseInteger } from './checklists.rules';
import { SERVICE_MESSAGES } from './messages';

function activeSelection(state: ServiceState, checklistId: number, itemId: number, today: string): Selection | undefined {
  return state.selections.find(
    (s) => s.checklistId === checklistId && s.itemId === itemId && s.from <= today && (s.until === null || s.until >= today),
  );
}

/** The task-selection table of a checklist (server-rendered page; for stories and the demo). */
export function checklistTaskSelection(db: MockDb, checklist: ChecklistRow): ChecklistTaskOption[] {
  const state = serviceState(db);
  const today = isoDay(db.now());
  return state.items.map((item) => {
    const selection = activeSelection(state, checklist.id, item.id, today);
    const flipFlow = state.flipFlows.find((f) => f.id === item.flipFlowId)!;
    return {
      id: item.id,
      name: `${item.id} - ${item.name}`,
      displayname: groupName(db, flipFlow.groupId),
      typ: item.typ,
      priority: item.priority,
      checked: selection !== undefined,
      timestamp: selection?.timestamp ?? 0,
    };
  });
}

/** POST {toggle route}: deleteTimeStamp 0 adds the item from today on; a timestamp removes it from today on. */
export function toggleChecklistTask(db: MockDb, body: Record<string, unknown>): Outcome<{ message: string }> {
  const checklistId = parseInteger(body.checklistId);
  if (checklistId === null) return invalid('checklistId', 'Das Feld checklistId ist erforderlich.');
  const itemId = parseInteger(body.flipFlopId);
  if (itemId === null) return invalid('flipFlopId', 'Das Feld flipFlopId ist erforderlich.');
  const raw = body.deleteTimeStamp;
  const deleteTimeStamp = raw === undefined || raw === null || raw === '' ? 0 : parseInteger(raw);
  if (deleteTimeStamp === null || deleteTimeStamp < 0)
    return invalid('deleteTimeStamp', 'Das Feld deleteTimeStamp muss 0 oder ein Zeitstempel sein.');
  const checklist = findChecklist(db, checklistId);
  if (!checklist) return { ok: false, status: 404, message: 'Checkliste nicht gefunden.' };
  const state = serviceState(db);
  if (!state.items.some((i) => i.id === itemId)) return { ok: false, status: 404, message: 'FlipFlow nicht gefunden.' };
  const today = isoDay(db.now());
  const selection = activeSelection(state, checklistId, itemId, today);
  if (deleteTimeStamp === 0) {
    if (!selection)
      state.selections.push({ checklistId, itemId, from: today, until: null, timestamp: Math.floor(db.now().getTime() / 1000) });
    return { ok: true, value: { message: SERVICE_MESSAGES.taskAdded } };
  }
  if (selection) {
    if (selection.from >= today) state.selections.splice(state.selections.indexOf(selection), 1);
    else selection.until = addDaysIso(today, -1);
  }
  return { ok: true, value: { message: SERVICE_MESSAGES.taskRemoved } };
}

/** POST {mail route}: records the mail to the signed-in user. */
export function sendChecklistMail(db: MockDb, body: Record<string, unknown>): Outcome<{ message: string }> {
  const id = parseInteger(body.id);
  if (id === null) return invalid('id', 'Das Feld id ist erforderlich.');
  if (!findChecklist(db, id)) return { ok: false, status: 404, message: 'Checkliste nicht gefunden.' };
  const me = db.users.find((u) => u.id === db.currentUserId);
  serviceState(db).mails.push({ checklistId: id, to: me?.email ?? '', at: toWall(db.now()) });
  return { ok: true, value: { message: SERVICE_MESSAGES.mailSent } };
}
