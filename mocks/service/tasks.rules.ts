// Tasks of a checklist day: one per selected item, id `checklistId * 1e8 + dayNumber * 1000 +
// itemId`, so an id tells its checklist, day and item. Seeded states are derived from the id and the
// day; only what a write changed is stored (overrides).
import type {
  ChecklistTask,
  Checklist as WireChecklist,
  DayStatusResponse,
  FlipFlowGroup,
  FlipFlowTask as WireFlipFlowTask,
} from '../../packages/core/src/api/wire-types-service';
import { addDaysIso } from '@stempeluhr/core/time';
import type { MockDb } from '../db/db';
import { hash } from '../db/hash';
import { invalid, type Outcome } from '../db/outcome';
import { dayNumber, dayOfNumber, isoDay } from '../db/time';
import { SEED_DAYS_BACK, serviceState, type ChecklistRow, type FlipFlow, type FlipFlowItem, type TaskState } from './checklists.seed';
import { activeOn, displayName, findChecklist, groupName, parseInteger, selectedItems } from './checklists.rules';
import { monthDays, unixOf } from './days.rules';
import { SERVICE_MESSAGES } from './messages';
import { planOf } from './plans.rules';

export interface TaskRef {
  id: number;
  checklist: ChecklistRow;
  item: FlipFlowItem;
  flipFlow: FlipFlow;
  day: string;
}

export function taskId(checklistId: number, day: string, itemId: number): number {
  return checklistId * 100_000_000 + dayNumber(day) * 1000 + itemId;
}

/** The task with that id, if its checklist had the item selected that day. */
export function findTask(db: MockDb, id: number): TaskRef | undefined {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const checklist = findChecklist(db, Math.floor(id / 100_000_000));
  if (!checklist) return undefined;
  const rest = id % 100_000_000;
  const day = dayOfNumber(Math.floor(rest / 1000));
  const state = serviceState(db);
  const item = activeOn(checklist, day) ? selectedItems(state, checklist.id, day).find((i) => i.id === rest % 1000) : undefined;
  const flipFlow = item && state.flipFlows.find((f) => f.id === item.flipFlowId);
  return item && flipFlow ? { id, checklist, item, flipFlow, day } : undefined;
}

function tasksOfDay(db: MockDb, checklist: ChecklistRow, day: string): TaskRef[] {
  if (!activeOn(checklist, day)) return [];
  const state = serviceState(db);
  return selectedItems(state, checklist.id, day).map((item) => ({
    id: taskId(checklist.id, day, item.id),
    checklist,
    item,
    flipFlow: state.flipFlows.find((f) => f.id === item.flipFlowId)!,
    day,
  }));
}

const REJECT_NOTES = ['Server nicht erreichbar', 'Zugang fehlte', 'Wegen Störung verschoben', ''];

/** Seeded state, derived from the task id and its day relative to the seed's "today". */
function seededState(db: MockDb, task: TaskRef): TaskState {
  const state = serviceState(db);
  const back = dayNumber(state.seedToday) - dayNumber(task.day);
  if (back < 0) return { status: 'open', assigneeId: null, doneById: null, note: null };
  // An item selected by a write (change-all-task-status) starts open: nobody has touched it yet.
  const seedFrom = addDaysIso(state.seedToday, -SEED_DAYS_BACK);
  const selection = state.selections.find(
    (s) =>
      s.checklistId === task.checklist.id && s.itemId === task.item.id && s.from <= task.day && (s.until === null || task.day <= s.until),
  );
  if (!selection || selection.from > seedFrom) return { status: 'open', assigneeId: null, doneById: null, note: null };
  const groupMembers = db.users.filter((u) => !u.deleted && !u.locked && u.groupIds.includes(task.flipFlow.groupId)).map((u) => u.id);
  const agent = planOf(db, task.checklist, task.day).agentId;
  const h = hash(task.id % 100_000_000, task.checklist.id, 7);
  const assigneeId = agent !== null && groupMembers.includes(agent) ? agent : (groupMembers[h % Math.max(1, groupMembers.length)] ?? null);
  if (assigneeId === null) return { status: 'open', assigneeId: null, doneById: null, note: null };
  const r = (h >>> 8) % 20;
  if (back === 0) {
    // Today: half of it still open, some accepted, some done.
    if (r < 10) return { status: 'open', assigneeId: null, doneById: null, note: null };
    if (r < 15) return { status: 'assigned', assigneeId, doneById: null, note: null };
    return { status: 'approved', assigneeId, doneById: assigneeId, note: null };
  }
  // Every tenth day back (4, 14, 24): everything accepted, nothing done yet (yellow).
  if (back % 10 === 4) return { status: 'assigned', assigneeId, doneById: null, note: null };
  if (r === 0) return { status: 'open', assigneeId: null, doneById: null, note: null };
  if (r <= 2) return { status: 'assigned', assigneeId, doneById: null, note: null };
  if (r <= 4) {
    const note = REJECT_NOTES[(h >>> 16) % REJECT_NOTES.length];
    return { status: 'rejected', assigneeId, doneById: assigneeId, note: note === '' ? SERVICE_MESSAGES.noReason : note };
  }
  return { status: 'approved', assigneeId, doneById: assigneeId, note: null };
}

export function taskState(db: MockDb, task: TaskRef): TaskState {
  return serviceState(db).taskOverrides.get(task.id) ?? seededState(db, task);
}

export function toChecklistTask(db: MockDb, task: TaskRef, s: TaskState = taskState(db, task)): ChecklistTask {
  const done = s.status === 'approved' || s.status === 'rejected';
  return {
    id: task.id,
    name: task.item.name,
    displayname: groupName(db, task.flipFlow.groupId),
    typ: task.item.typ,
    priority: task.item.priority,
    checked: false,
    user: displayName(db, done ? (s.doneById ?? s.assigneeId) : s.assigneeId),
    erledigt: done ? 1 : 0,
    incident: s.status === 'rejected' ? 1 : 0,
    note: s.status === 'rejected' ? s.note : null,
  };
}

export function toFlipFlowTask(db: MockDb, task: TaskRef, s: TaskState = taskState(db, task)): WireFlipFlowTask {
  const assignee = displayName(db, s.assigneeId);
  const doer = displayName(db, s.doneById ?? s.assigneeId) ?? '';
  const look = {
    open: { cssClass: 'secondary', icon: 'circle', title: 'Nicht zugewiesen' },
    assigned: { cssClass: 'warning', icon: 'user-check', title: `Angenommen von ${assignee ?? ''}` },
    approved: { cssClass: 'success', icon: 'check', title: `Erledigt von ${doer}` },
    rejected: { cssClass: 'danger', icon: 'times', title: `Abgelehnt von ${doer}: ${s.note ?? SERVICE_MESSAGES.noReason}` },
  } as const;
  return {
    id: task.id,
    name: task.item.name,
    wikilink: `https://wiki.stempeluhr.example/flipflow/${task.item.id}`,
    ...look[s.status],
    assignedUserName: assignee,
    taskStatus: { isApproved: s.status === 'approved', isRejected: s.status === 'rejected', isAssigned: s.status !== 'open' },
  };
}

/** Checklists with that day's agent and deputy (display names, '' when none). */
export function checklistsOn(db: MockDb, day: string): WireChecklist[] {
  return serviceState(db).checklists.map((c) => {
    const plan = planOf(db, c, day);
    return {
      id: c.id,
      name: c.name,
      service_agent: displayName(db, plan.agentId) ?? '',
      substitute: displayName(db, plan.substituteId) ?? '',
      groups: c.groupIds.map((g) => groupName(db, g)),
    };
  });
}

/** The tasks of a checklist day grouped per flip flow (flip flows in id order). */
export function flipFlowsOf(db: MockDb, checklist: ChecklistRow, day: string): FlipFlowGroup[] {
  const groups = new Map<number, FlipFlowGroup>();
  for (const task of tasksOfDay(db, checklist, day)) {
    let group = groups.get(task.flipFlow.id);
    if (!group) {
      group = { flipFlow: { id: task.flipFlow.id, name: task.flipFlow.name }, tasks: [] };
      groups.set(task.flipFlow.id, group);
    }
    group.tasks.push(toChecklistTask(db, task));
  }
  return [...groups.values()].sort((a, b) => a.flipFlow.id - b.flipFlow.id);
}

/** The flip-flow rows of a checklist day, as flip-flow-overview shows them (for stories and the demo). */
export function flipFlowTasksOf(db: MockDb, checklist: ChecklistRow, day: string): WireFlipFlowTask[] {
  return tasksOfDay(db, checklist, day).map((t) => toFlipFlowTask(db, t));
}

/** A checklist day as its server-rendered page shows it: per flip flow the rows, and whether `userId` may act on them. */
export function checklistDayRows(
  db: MockDb,
  checklist: ChecklistRow,
  day: string,
  userId: number,
): { flipFlow: { id: number; name: string }; inGroup: boolean; tasks: WireFlipFlowTask[] }[] {
  const member = db.users.find((u) => u.id === userId)?.groupIds ?? [];
  const groups = new Map<number, { flipFlow: { id: number; name: string }; inGroup: boolean; tasks: WireFlipFlowTask[] }>();
  for (const task of tasksOfDay(db, checklist, day)) {
    let group = groups.get(task.flipFlow.id);
    if (!group) {
      group = { flipFlow: { id: task.flipFlow.id, name: task.flipFlow.name }, inGroup: member.includes(task.flipFlow.groupId), tasks: [] };
      groups.set(task.flipFlow.id, group);
    }
    group.tasks.push(toFlipFlowTask(db, task));
  }
  return [...groups.values()].sort((a, b) => a.flipFlow.id - b.flipFlow.id);
}

export type ReportStatus = 'not-assigned' | 'accepted' | 'rejected' | 'done' | 'not-done';

export const REPORT_LEGEND: readonly { key: ReportStatus; highlight: string }[] = [
  { key: 'not-assigned', highlight: 'blue' },
  { key: 'accepted', highlight: 'yellow' },
  { key: 'rejected', highlight: 'red' },
  { key: 'done', highlight: 'green' },
  { key: 'not-done', highlight: 'pink' },
];

/** A day's report status by the legend's priority; null when the checklist has no tasks that day. */
export function reportStatusOf(states: readonly TaskState[]): ReportStatus | null {
  if (states.length === 0) return null;
  if (states.some((s) => s.status === 'open')) return 'not-assigned';
  if (states.every((s) => s.status === 'assigned')) return 'accepted';
  if (states.some((s) => s.status === 'rejected')) return 'rejected';
  if (states.every((s) => s.status === 'approved')) return 'done';
  return 'not-done';
}

/** Report calendar: each day of the month up to today with tasks in exactly one attribute. */
export function reportDayStatus(db: MockDb, checklist: ChecklistRow, month: number, year: number): DayStatusResponse {
  const today = isoDay(db.now());
  const byKey = new Map<ReportStatus, number[]>(REPORT_LEGEND.map((l) => [l.key, []]));
  for (const day of monthDays(month, year)) {
    if (day > today) break;
    const status = reportStatusOf(tasksOfDay(db, checklist, day).map((t) => taskState(db, t)));
    if (status) byKey.get(status)!.push(unixOf(day));
  }
  return { attributes: REPORT_LEGEND.map((l) => ({ key: l.key, highlight: l.highlight, dates: byKey.get(l.key)! })) };
}

// ---------------------------------------------------------------------------------------------
// Flip-flow actions
// ---------------------------------------------------------------------------------------------

export type FlipFlowAction = 'assign' | 'unassign' | 'approve' | 'reject';

/** Assign, unassign, approve or reject a task as the signed-in user. */
export function flipFlowAction(db: MockDb, action: FlipFlowAction, body: Record<string, unknown>): Outcome<WireFlipFlowTask> {
  const id = parseInteger(body.task);
  if (id === null) return invalid('task', 'Das Feld task ist erforderlich.');
  const task = findTask(db, id);
  if (!task) return { ok: false, status: 404, message: 'Aufgabe nicht gefunden.' };
  const me = db.users.find((u) => u.id === db.currentUserId);
  if (action !== 'unassign') {
    const dn = typeof body.loggedInUserDn === 'string' ? body.loggedInUserDn.trim().toLowerCase() : '';
    if (dn === '') return invalid('loggedInUserDn', 'Das Feld loggedInUserDn ist erforderlich.');
    if (!me || (dn !== me.dn.toLowerCase() && dn !== me.displayName.toLowerCase()))
      return { ok: false, status: 403, message: SERVICE_MESSAGES.dnMismatch };
  }
  if (!me || !me.groupIds.includes(task.flipFlow.groupId)) return { ok: false, status: 403, message: SERVICE_MESSAGES.notInGroup };
  const current = taskState(db, task);
  if (current.status === 'approved' || current.status === 'rejected') return invalid('task', SERVICE_MESSAGES.closed);
  let next: TaskState;
  if (action === 'assign') {
    if (current.status === 'assigned') return invalid('task', SERVICE_MESSAGES.alreadyAssigned(displayName(db, current.assigneeId) ?? ''));
    next = { status: 'assigned', assigneeId: me.id, doneById: null, note: null };
  } else if (current.status === 'open') {
    return invalid('task', action === 'unassign' ? SERVICE_MESSAGES.notAssigned : SERVICE_MESSAGES.mustAssignFirst);
  } else if (action === 'unassign') {
    if (current.assigneeId !== me.id) return { ok: false, status: 403, message: SERVICE_MESSAGES.onlyAssignee };
    next = { status: 'open', assigneeId: null, doneById: null, note: null };
  } else if (action === 'approve') {
    next = { status: 'approved', assigneeId: current.assigneeId, doneById: me.id, note: null };
  } else {
    const note = typeof body.note === 'string' && body.note.trim() !== '' ? body.note.trim() : SERVICE_MESSAGES.noReason;
    next = { status: 'rejected', assigneeId: current.assigneeId, doneById: me.id, note };
  }
  serviceState(db).taskOverrides.set(task.id, next);
  return { ok: true, value: toFlipFlowTask(db, task, next) };
}
