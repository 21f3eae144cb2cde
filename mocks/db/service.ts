// Spec 02, service area: flip-flow tasks, checklists, checklist planning and report. Pure rules over
// db.extra.service; the handlers in mocks/handlers/service.ts are thin over these.
//
// Model (our choice, the spec shows only the views):
// - a catalogue of flip flows (each belongs to one group) with their items ("flip-flow tasks");
// - 3 checklists, each with groups, active weekdays and a selection of catalogue items
//   (selections have a first and last day, so removing an item keeps the history);
// - every active day of a checklist has one task per selected item, id
//   `checklistId * 1e8 + dayNumber * 1000 + itemId` (dayNumber = days since 2020-01-01), so a task id
//   tells its checklist, day and item without storing anything. Seeded states are derived from the
//   id and the day (no storage, no randomness); only what a write changed is stored (overrides);
// - a day plan (service agent, deputy) per checklist and day: seeded from 30 days ago until
//   3 days ahead, empty after that (so "Automatisch planen" has work), writes stored as overrides.
// Nothing is seeded up front: seedService is not needed; state is created on first access.
import type {
  ChecklistTask,
  ChecklistTaskOption,
  Checklist as WireChecklist,
  DayPlanEntry,
  DayStatusResponse,
  FlipFlowGroup,
  FlipFlowTask as WireFlipFlowTask,
  Leader,
} from '../../packages/core/src/api/wire-types-service';
import type { MockDb } from './db';
import { holidayOn } from './holidays';
import { germanWeekday, isoDay, toWall, vacationTable, type Outcome } from './timetracking';

export const SERVICE_MESSAGES = {
  notInGroup: 'Benutzer für die Aufgabe nicht zugeordnet.',
  dnMismatch: 'Der angemeldete Benutzer stimmt nicht mit der Sitzung überein.',
  closed: 'Die Aufgabe ist bereits abgeschlossen.',
  alreadyAssigned: (name: string) => `Die Aufgabe ist bereits ${name} zugewiesen.`,
  notAssigned: 'Die Aufgabe ist niemandem zugewiesen.',
  mustAssignFirst: 'Die Aufgabe muss zuerst angenommen werden.',
  onlyAssignee: 'Nur der zugewiesene Benutzer kann die Zuweisung aufheben.',
  noReason: 'Keine Begründung angegeben',
  mailSent: 'Email erfolgreich versendet!',
  taskAdded: 'FlipFlow wurde in die Checkliste eingefügt',
  taskRemoved: 'FlipFlow wurde abgewählt',
  planSaved: 'Tagesplanung gespeichert.',
  sameSubstitute: 'Der Vertreter muss sich vom Servicemitarbeiter unterscheiden.',
  notMember: 'Der Benutzer gehört keiner Gruppe der Checkliste an.',
} as const;

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export interface FlipFlow {
  id: number;
  name: string;
  groupId: number;
}

export interface FlipFlowItem {
  id: number;
  flipFlowId: number;
  name: string;
  typ: string;
  priority: number;
}

export interface ChecklistRow {
  id: number;
  name: string;
  groupIds: number[];
  /** Monday = 0 … Sunday = 6. */
  weekdays: number[];
  /** Skip full public holidays. */
  skipHolidays: boolean;
}

export interface Selection {
  checklistId: number;
  itemId: number;
  /** First day (yyyy-MM-dd). */
  from: string;
  /** Last day, inclusive; null = still selected. */
  until: string | null;
  /** Unix seconds of the selection. */
  timestamp: number;
}

export type TaskStatus = 'open' | 'assigned' | 'approved' | 'rejected';

export interface TaskState {
  status: TaskStatus;
  assigneeId: number | null;
  /** Who approved or rejected. */
  doneById: number | null;
  note: string | null;
}

export interface ServiceState {
  flipFlows: FlipFlow[];
  items: FlipFlowItem[];
  checklists: ChecklistRow[];
  selections: Selection[];
  /** Task states changed by writes, by task id. */
  taskOverrides: Map<number, TaskState>;
  /** Day plans changed by writes, key `${checklistId}|${yyyy-MM-dd}`. */
  planOverrides: Map<string, { agentId: number | null; substituteId: number | null }>;
  /** Report mails "sent". */
  mails: { checklistId: number; to: string; at: string }[];
  /** The day the seed is relative to (db.now() at first access). */
  seedToday: string;
}

const EXTRA_KEY = 'service';

const FLIP_FLOWS: FlipFlow[] = [
  { id: 1, name: 'Morgenroutine Helpdesk', groupId: 1 },
  { id: 2, name: 'Benutzerverwaltung', groupId: 1 },
  { id: 3, name: 'Icinga Checks', groupId: 3 },
  { id: 4, name: 'Zertifikate', groupId: 3 },
  { id: 5, name: 'Wochenabschluss Service', groupId: 4 },
];

const ITEMS: FlipFlowItem[] = [
  { id: 101, flipFlowId: 1, name: 'Ticketqueue sichten', typ: 'Kontrolle', priority: 1 },
  { id: 102, flipFlowId: 1, name: 'Telefonanlage prüfen', typ: 'Kontrolle', priority: 2 },
  { id: 103, flipFlowId: 1, name: 'Backup-Protokolle prüfen', typ: 'Wartung', priority: 1 },
  { id: 104, flipFlowId: 2, name: 'Gesperrte Konten prüfen', typ: 'Kontrolle', priority: 2 },
  { id: 105, flipFlowId: 2, name: 'Passwort-Resets abarbeiten', typ: 'Aufgabe', priority: 3 },
  { id: 201, flipFlowId: 3, name: 'Kritische Alarme prüfen', typ: 'Kontrolle', priority: 1 },
  { id: 202, flipFlowId: 3, name: 'Downtimes kontrollieren', typ: 'Wartung', priority: 2 },
  { id: 203, flipFlowId: 3, name: 'Host-Verfügbarkeit prüfen', typ: 'Kontrolle', priority: 2 },
  { id: 204, flipFlowId: 4, name: 'Ablaufende Zertifikate prüfen', typ: 'Wartung', priority: 3 },
  { id: 301, flipFlowId: 5, name: 'Wochenbericht erstellen', typ: 'Bericht', priority: 1 },
  { id: 302, flipFlowId: 5, name: 'Offene Tickets eskalieren', typ: 'Aufgabe', priority: 2 },
  { id: 303, flipFlowId: 5, name: 'Inventur Leihgeräte', typ: 'Wartung', priority: 3 },
];

const CHECKLISTS: ChecklistRow[] = [
  { id: 1, name: 'Tagescheck Helpdesk', groupIds: [1], weekdays: [0, 1, 2, 3, 4], skipHolidays: true },
  { id: 2, name: 'Monitoring Icinga', groupIds: [3], weekdays: [0, 1, 2, 3, 4, 5, 6], skipHolidays: false },
  { id: 3, name: 'Wochenabschluss', groupIds: [4, 1], weekdays: [4], skipHolidays: true },
];

const SEED_SELECTION: Record<number, number[]> = { 1: [101, 102, 103, 104], 2: [201, 202, 203], 3: [301, 302, 105] };

/** How far back the seeded checklists go. */
export const SEED_DAYS_BACK = 30;
/** Seeded day plans reach this many days ahead. */
export const SEED_PLAN_DAYS_AHEAD = 3;

const REJECT_NOTES = ['Server nicht erreichbar', 'Zugang fehlte', 'Wegen Störung verschoben', ''];

export function serviceState(db: MockDb): ServiceState {
  let state = db.extra[EXTRA_KEY] as ServiceState | undefined;
  if (!state) {
    const today = isoDay(db.now());
    const from = addDaysIso(today, -SEED_DAYS_BACK);
    state = {
      flipFlows: FLIP_FLOWS.map((f) => ({ ...f })),
      items: ITEMS.map((i) => ({ ...i })),
      checklists: CHECKLISTS.map((c) => ({ ...c, groupIds: [...c.groupIds], weekdays: [...c.weekdays] })),
      selections: Object.entries(SEED_SELECTION).flatMap(([checklistId, itemIds]) =>
        itemIds.map((itemId) => ({ checklistId: Number(checklistId), itemId, from, until: null, timestamp: unixOf(from) })),
      ),
      taskOverrides: new Map(),
      planOverrides: new Map(),
      mails: [],
      seedToday: today,
    };
    db.extra[EXTRA_KEY] = state;
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Day helpers (local = Berlin wall time)
// ---------------------------------------------------------------------------------------------

const DAY_ZERO = Date.UTC(2020, 0, 1);

export function addDaysIso(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function dayNumber(day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - DAY_ZERO) / 86_400_000);
}

function dayOfNumber(n: number): string {
  return new Date(DAY_ZERO + n * 86_400_000).toISOString().slice(0, 10);
}

/** Local midnight of a day, unix seconds. */
export function unixOf(day: string): number {
  return Math.floor(new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))).getTime() / 1000);
}

/** The local day of a unix-seconds timestamp. */
export function dayOfUnix(seconds: number): string {
  return isoDay(new Date(seconds * 1000));
}

function weekdayIndex(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

export function dayOfYear(day: string): number {
  return dayNumber(day) - dayNumber(`${day.slice(0, 4)}-01-01`) + 1;
}

function hash(a: number, b: number, c = 0): number {
  let h = Math.imul(a ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(b + 0x68e31da4, 0x85ebca6b) ^ Math.imul(c + 0x1b873593, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Look-ups
// ---------------------------------------------------------------------------------------------

export function findChecklist(db: MockDb, id: number): ChecklistRow | undefined {
  return serviceState(db).checklists.find((c) => c.id === id);
}

function groupName(db: MockDb, groupId: number): string {
  return db.groups.find((g) => g.id === groupId)?.name ?? '';
}

function displayName(db: MockDb, userId: number | null): string | null {
  if (userId === null) return null;
  return db.users.find((u) => u.id === userId)?.displayName ?? null;
}

/** People who can be planned for a checklist: active members of its groups, by id. */
export function checklistMembers(db: MockDb, checklist: ChecklistRow): number[] {
  return db.users
    .filter((u) => !u.deleted && !u.locked && u.groupIds.some((g) => checklist.groupIds.includes(g)))
    .map((u) => u.id)
    .sort((a, b) => a - b);
}

function activeOn(checklist: ChecklistRow, day: string): boolean {
  if (!checklist.weekdays.includes(weekdayIndex(day))) return false;
  return !(checklist.skipHolidays && holidayOn(day)?.value === 1);
}

function selectedItems(state: ServiceState, checklistId: number, day: string): FlipFlowItem[] {
  const ids = new Set(
    state.selections.filter((s) => s.checklistId === checklistId && s.from <= day && (s.until === null || day <= s.until)).map((s) => s.itemId),
  );
  return state.items.filter((i) => ids.has(i.id));
}

// ---------------------------------------------------------------------------------------------
// Day plans
// ---------------------------------------------------------------------------------------------

export interface DayPlan {
  agentId: number | null;
  substituteId: number | null;
}

export function planOf(db: MockDb, checklist: ChecklistRow, day: string, members: number[] = checklistMembers(db, checklist)): DayPlan {
  const state = serviceState(db);
  const override = state.planOverrides.get(`${checklist.id}|${day}`);
  if (override) return override;
  const start = addDaysIso(state.seedToday, -SEED_DAYS_BACK);
  const end = addDaysIso(state.seedToday, SEED_PLAN_DAYS_AHEAD);
  if (day < start || day > end || !activeOn(checklist, day) || members.length === 0) return { agentId: null, substituteId: null };
  const h = hash(checklist.id, dayNumber(day));
  const a = h % members.length;
  const substituteId = members.length > 1 ? members[(a + 1 + ((h >>> 8) % (members.length - 1))) % members.length] : null;
  return { agentId: members[a], substituteId };
}

export function dayPlanEntry(db: MockDb, checklist: ChecklistRow, day: string, members?: number[]): DayPlanEntry {
  const plan = planOf(db, checklist, day, members);
  return {
    date: `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`,
    day: germanWeekday(day),
    month: Number(day.slice(5, 7)),
    year: Number(day.slice(0, 4)),
    dayOfYear: dayOfYear(day),
    timestamp: unixOf(day),
    service_agent: plan.agentId ?? '',
    substitute: plan.substituteId ?? '',
  };
}

export const PLANNER_DAYS = 10;

export function nextTenDays(db: MockDb, checklist: ChecklistRow, from: string): DayPlanEntry[] {
  const members = checklistMembers(db, checklist);
  return Array.from({ length: PLANNER_DAYS }, (_, i) => dayPlanEntry(db, checklist, addDaysIso(from, i), members));
}

/** Leaders with their absences for the ten planner days from `from` (reads only these users' vacation rows). */
export function leadersOf(db: MockDb, checklist: ChecklistRow, from: string): Leader[] {
  const days = Array.from({ length: PLANNER_DAYS }, (_, i) => addDaysIso(from, i));
  const last = days[days.length - 1];
  return checklistMembers(db, checklist).map((userId) => {
    const absent = new Set(
      vacationTable(db, userId)
        .filter((v) => v.userId === userId && v.date >= from && v.date <= last)
        .map((v) => v.date),
    );
    return {
      id: userId,
      dn: displayName(db, userId) ?? '',
      vacations: Object.fromEntries(days.map((d) => [dayOfYear(d), absent.has(d)])),
    };
  });
}

function parseUserId(value: unknown): number | null | undefined {
  if (value === '' || value === null || value === undefined) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

function parseInteger(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
}

const invalid = (field: string, message: string): Outcome<never> => ({ ok: false, status: 422, message, errors: { [field]: [message] } });

/** POST /serviceagent/ajax/leader/set. Empty strings mean "none". */
export function setLeader(db: MockDb, body: Record<string, unknown>): Outcome<DayPlanEntry> {
  const checklistId = parseInteger(body.checklist_id);
  if (checklistId === null) return invalid('checklist_id', 'Das Feld checklist_id ist erforderlich.');
  const checklist = findChecklist(db, checklistId);
  if (!checklist) return { ok: false, status: 404, message: 'Checkliste nicht gefunden.' };
  const timestamp = parseInteger(body.timestamp);
  // Seconds (the day plan entry's timestamp); milliseconds or nonsense are refused.
  if (timestamp === null || timestamp <= 0 || timestamp > 9_999_999_999) return invalid('timestamp', 'Das Feld timestamp muss ein Unix-Zeitstempel in Sekunden sein.');
  const agentId = parseUserId(body.user_id);
  if (agentId === undefined) return invalid('user_id', 'Das Feld user_id ist ungültig.');
  const substituteId = parseUserId(body.substitute_id);
  if (substituteId === undefined) return invalid('substitute_id', 'Das Feld substitute_id ist ungültig.');
  const members = checklistMembers(db, checklist);
  if (agentId !== null && !members.includes(agentId)) return invalid('user_id', SERVICE_MESSAGES.notMember);
  if (substituteId !== null && !members.includes(substituteId)) return invalid('substitute_id', SERVICE_MESSAGES.notMember);
  if (agentId !== null && agentId === substituteId) return invalid('substitute_id', SERVICE_MESSAGES.sameSubstitute);
  const day = dayOfUnix(timestamp);
  serviceState(db).planOverrides.set(`${checklist.id}|${day}`, { agentId, substituteId });
  return { ok: true, value: dayPlanEntry(db, checklist, day, members) };
}

function monthDays(month: number, year: number): string[] {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = `${year}-${String(month).padStart(2, '0')}-`;
  return Array.from({ length: last }, (_, i) => `${prefix}${String(i + 1).padStart(2, '0')}`);
}

/** Planning calendar: planned days (an agent is set) and public holidays of the month. */
export function planningDayStatus(db: MockDb, checklist: ChecklistRow, month: number, year: number): DayStatusResponse {
  const members = checklistMembers(db, checklist);
  const days = monthDays(month, year);
  return {
    attributes: [
      { key: 'planned', highlight: 'green', dates: days.filter((d) => planOf(db, checklist, d, members).agentId !== null).map(unixOf) },
      { key: 'holiday', highlight: 'yellow', dates: days.filter((d) => holidayOn(d) !== null).map(unixOf) },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Tasks of a checklist day
// ---------------------------------------------------------------------------------------------

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

/** Seeded state, derived from the task id and its day relative to the seed's "today". */
function seededState(db: MockDb, task: TaskRef): TaskState {
  const state = serviceState(db);
  const back = dayNumber(state.seedToday) - dayNumber(task.day);
  if (back < 0) return { status: 'open', assigneeId: null, doneById: null, note: null };
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
    if (!me || (dn !== me.dn.toLowerCase() && dn !== me.displayName.toLowerCase())) return { ok: false, status: 403, message: SERVICE_MESSAGES.dnMismatch };
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

// ---------------------------------------------------------------------------------------------
// Checklist task selection and mail
// ---------------------------------------------------------------------------------------------

function activeSelection(state: ServiceState, checklistId: number, itemId: number, today: string): Selection | undefined {
  return state.selections.find((s) => s.checklistId === checklistId && s.itemId === itemId && s.from <= today && (s.until === null || s.until >= today));
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
  if (deleteTimeStamp === null || deleteTimeStamp < 0) return invalid('deleteTimeStamp', 'Das Feld deleteTimeStamp muss 0 oder ein Zeitstempel sein.');
  const checklist = findChecklist(db, checklistId);
  if (!checklist) return { ok: false, status: 404, message: 'Checkliste nicht gefunden.' };
  const state = serviceState(db);
  if (!state.items.some((i) => i.id === itemId)) return { ok: false, status: 404, message: 'FlipFlow nicht gefunden.' };
  const today = isoDay(db.now());
  const selection = activeSelection(state, checklistId, itemId, today);
  if (deleteTimeStamp === 0) {
    if (!selection) state.selections.push({ checklistId, itemId, from: today, until: null, timestamp: Math.floor(db.now().getTime() / 1000) });
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
