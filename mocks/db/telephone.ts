// Spec 02, telephone area: the user's telephone queues, the daily queue plan and plan slots. Pure
// rules over db.extra.telephone; mocks/handlers/telephone.ts is thin over these.
//
// Model (our choice):
// - 5 telephone queues; each user's own queue list ("groups") is seeded from the ids;
// - queue plan members are the active users of the groups Helpdesk and Service; a member is
//   `absent` on a day with any absence row (vacationTable: Urlaub, half days, Krank …) and
//   `working` when the contract has hours that weekday, it is no full public holiday and the user
//   is not locked;
// - a day's queue assignments are created on first access to that day: every working, present
//   member gets some of their queues (derived from user, day and queue; seeded ids
//   `100_000_000 + dayNumber * 1000 + userId * 10 + queueId`, so an id tells its day);
// - plan slots (telephoneplan-slot) start empty; assign/unassign-task fill them.
// The queue plan page is rendered by the server in the real app (no GET in the spec): queuePlanOf
// gives the host demo and the stories its rows.
import type { QueueAssignment, TelephoneQueue, TelephoneQueueMember, TelephoneSlot } from '../../packages/core/src/api/wire-types-telephone';
import type { MockDb } from './db';
import { holidayOn } from './holidays';
import type { MockUser } from './seed-people';
import { contractSeconds, isoDay, parseIsoDay, toWall, vacationTable, type Outcome } from './timetracking';

export const TELEPHONE_MESSAGES = {
  onlyLevel3: 'Nur Helpdesk Level 3 darf Queues zuweisen oder entfernen.',
  absent: (name: string) => `${name} ist an diesem Tag abwesend.`,
  off: (name: string) => `${name} hat an diesem Tag frei.`,
  duplicate: (name: string) => `Die Queue ist ${name} an diesem Tag bereits zugewiesen.`,
  notInPlan: 'Der Benutzer steht nicht im Queue-Plan.',
  slotDuplicate: 'Die Aufgabe ist in diesem Zeitfenster bereits zugewiesen.',
  slotMissing: 'Die Aufgabe ist in diesem Zeitfenster nicht zugewiesen.',
  slotOrder: 'Die Zeit Bis darf nicht kleiner sein als Von',
} as const;

/** Role of helpdesk level 3 (the leader flag of the queue plan). */
export const LEVEL_3_ROLE = 'helpdesk-level-3';
/** Groups whose members make up the queue plan: Helpdesk and Service. */
export const QUEUE_PLAN_GROUP_IDS: readonly number[] = [1, 4];

export interface Queue {
  id: number;
  name: string;
}

export interface StoredAssignment {
  id: number;
  userId: number;
  queueId: number;
  date: string;
}

export interface StoredSlotTask {
  userId: number;
  taskId: number;
  from: string;
  to: string;
}

export interface TelephoneState {
  queues: Queue[];
  /** The queues each user is in (GET /json/telephoneplan/user/groups); seeded on first use per user. */
  userQueues: Map<number, Set<number>>;
  /** Queue plan per day, created on first access of that day. */
  days: Map<string, StoredAssignment[]>;
  slots: StoredSlotTask[];
}

const EXTRA_KEY = 'telephone';

const QUEUES: Queue[] = [
  { id: 1, name: 'Hotline Allgemein' },
  { id: 2, name: 'Hotline Technik' },
  { id: 3, name: 'Störungsannahme' },
  { id: 4, name: 'Vertrieb' },
  { id: 5, name: 'Rückruf-Service' },
];

export function telephoneState(db: MockDb): TelephoneState {
  let state = db.extra[EXTRA_KEY] as TelephoneState | undefined;
  if (!state) {
    state = { queues: QUEUES.map((q) => ({ ...q })), userQueues: new Map(), days: new Map(), slots: [] };
    db.extra[EXTRA_KEY] = state;
  }
  return state;
}

/** Seeded queue list of a user: queue q when (userId + q) is not divisible by 3. */
function seededQueueIds(userId: number): number[] {
  return QUEUES.map((q) => q.id).filter((q) => (userId + q) % 3 !== 0);
}

function hash(a: number, b: number, c = 0): number {
  let h = Math.imul(a ^ 0x3c6ef372, 0x9e3779b1) ^ Math.imul(b + 0x5be0cd19, 0x85ebca6b) ^ Math.imul(c + 0x1f83d9ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

const DAY_ZERO = Date.UTC(2020, 0, 1);
const dayNumber = (day: string) => Math.round((Date.parse(`${day}T00:00:00Z`) - DAY_ZERO) / 86_400_000);
const SEED_ID_BASE = 100_000_000;

function parseInteger(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

const invalid = (field: string, message: string): Outcome<never> => ({ ok: false, status: 422, message, errors: { [field]: [message] } });

// ---------------------------------------------------------------------------------------------
// The user's own queues
// ---------------------------------------------------------------------------------------------

function queuesOfUser(db: MockDb, userId: number): Set<number> {
  const state = telephoneState(db);
  let set = state.userQueues.get(userId);
  if (!set) {
    set = new Set(seededQueueIds(userId));
    state.userQueues.set(userId, set);
  }
  return set;
}

/** GET /json/telephoneplan/user/groups: every queue, state = the signed-in user is in it. */
export function telephoneQueuesOf(db: MockDb, userId: number = db.currentUserId): TelephoneQueue[] {
  const mine = queuesOfUser(db, userId);
  return telephoneState(db).queues.map((q) => ({ id: q.id, name: q.name, state: mine.has(q.id) }));
}

function parseBoolean(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** POST /json/telephoneplan/user/groups/save {queue, state}. */
export function saveTelephoneQueue(db: MockDb, body: Record<string, unknown>): Outcome<TelephoneQueue[]> {
  const queueId = parseInteger(body.queue);
  if (queueId === null) return invalid('queue', 'Das Feld queue ist erforderlich.');
  const state = parseBoolean(body.state);
  if (state === null) return invalid('state', 'Das Feld state muss wahr oder falsch sein.');
  if (!telephoneState(db).queues.some((q) => q.id === queueId)) return { ok: false, status: 404, message: 'Queue nicht gefunden.' };
  const mine = queuesOfUser(db, db.currentUserId);
  if (state) mine.add(queueId);
  else mine.delete(queueId);
  return { ok: true, value: telephoneQueuesOf(db) };
}

// ---------------------------------------------------------------------------------------------
// Queue plan
// ---------------------------------------------------------------------------------------------

function planMembers(db: MockDb): MockUser[] {
  return db.users.filter((u) => !u.deleted && u.groupIds.some((g) => QUEUE_PLAN_GROUP_IDS.includes(g))).sort((a, b) => a.id - b.id);
}

export function isAbsent(db: MockDb, userId: number, day: string): boolean {
  return vacationTable(db, userId).some((v) => v.userId === userId && v.date === day);
}

export function isWorking(db: MockDb, user: MockUser, day: string): boolean {
  return !user.locked && contractSeconds(db, user.id, day) > 0 && holidayOn(day)?.value !== 1;
}

function assignmentsOf(db: MockDb, day: string): StoredAssignment[] {
  const state = telephoneState(db);
  let list = state.days.get(day);
  if (!list) {
    list = [];
    const n = dayNumber(day);
    for (const user of planMembers(db)) {
      if (!isWorking(db, user, day) || isAbsent(db, user.id, day)) continue;
      const queues = seededQueueIds(user.id);
      const picked = queues.filter((q) => hash(user.id, n, q) % 3 !== 0);
      for (const q of picked.length > 0 ? picked : queues.slice(0, 1)) {
        list.push({ id: SEED_ID_BASE + n * 1000 + user.id * 10 + q, userId: user.id, queueId: q, date: day });
      }
    }
    state.days.set(day, list);
  }
  return list;
}

function memberRow(db: MockDb, user: MockUser, day: string, list: StoredAssignment[]): TelephoneQueueMember {
  const queues = telephoneState(db).queues;
  const assignments: QueueAssignment[] = list
    .filter((a) => a.userId === user.id)
    .sort((a, b) => a.queueId - b.queueId)
    .map((a) => ({ id: a.id, name: queues.find((q) => q.id === a.queueId)?.name ?? '', queue_id: a.queueId }));
  return {
    id: Number(`${day.replace(/-/g, '')}${String(user.id).padStart(2, '0')}`),
    user_id: user.id,
    user: { dn: user.dn, fullName: user.displayName },
    absent: isAbsent(db, user.id, day),
    working: isWorking(db, user, day),
    queues: assignments,
  };
}

/**
 * The queue plan of a day (yyyy-MM-dd): the rows the page /telephoneplan/queue/{date} shows. The real
 * server renders them into the page; for the host demo and the stories.
 */
export function queuePlanOf(db: MockDb, date: string = isoDay(db.now())): TelephoneQueueMember[] {
  const list = assignmentsOf(db, date);
  return planMembers(db).map((u) => memberRow(db, u, date, list));
}

function mayEditQueuePlan(db: MockDb): boolean {
  return db.users.find((u) => u.id === db.currentUserId)?.roles.includes(LEVEL_3_ROLE) ?? false;
}

/** Absent or off members cannot get or lose queues. */
function presentCheck(db: MockDb, user: MockUser, day: string): Outcome<never> | null {
  if (isAbsent(db, user.id, day)) return invalid('user', TELEPHONE_MESSAGES.absent(user.displayName));
  if (!isWorking(db, user, day)) return invalid('user', TELEPHONE_MESSAGES.off(user.displayName));
  return null;
}

/** POST /telephoneplan/queue/store {user, task, date}: helpdesk level 3 only. */
export function storeQueue(db: MockDb, body: Record<string, unknown>): Outcome<TelephoneQueueMember> {
  if (!mayEditQueuePlan(db)) return { ok: false, status: 403, message: TELEPHONE_MESSAGES.onlyLevel3 };
  const date = typeof body.date === 'string' ? body.date : '';
  if (!parseIsoDay(date)) return invalid('date', 'Das Datum muss im Format yyyy-MM-dd sein.');
  const userId = parseInteger(body.user);
  if (userId === null) return invalid('user', 'Das Feld user ist erforderlich.');
  const queueId = parseInteger(body.task);
  if (queueId === null) return invalid('task', 'Das Feld task ist erforderlich.');
  const user = db.users.find((u) => u.id === userId && !u.deleted);
  if (!user) return { ok: false, status: 404, message: 'Benutzer nicht gefunden.' };
  if (!telephoneState(db).queues.some((q) => q.id === queueId)) return { ok: false, status: 404, message: 'Queue nicht gefunden.' };
  if (!planMembers(db).includes(user)) return invalid('user', TELEPHONE_MESSAGES.notInPlan);
  const refused = presentCheck(db, user, date);
  if (refused) return refused;
  const list = assignmentsOf(db, date);
  if (list.some((a) => a.userId === userId && a.queueId === queueId)) return invalid('task', TELEPHONE_MESSAGES.duplicate(user.displayName));
  list.push({ id: db.nextId('telephoneQueueAssignment'), userId, queueId, date });
  return { ok: true, value: memberRow(db, user, date, list) };
}

/** DELETE /telephoneplan/queue/delete/{queueId} (the assignment id): helpdesk level 3 only. */
export function deleteQueue(db: MockDb, id: number): Outcome<TelephoneQueueMember> {
  if (!mayEditQueuePlan(db)) return { ok: false, status: 403, message: TELEPHONE_MESSAGES.onlyLevel3 };
  const state = telephoneState(db);
  let list: StoredAssignment[] | undefined;
  if (id >= SEED_ID_BASE) {
    const day = new Date(DAY_ZERO + Math.floor((id - SEED_ID_BASE) / 1000) * 86_400_000).toISOString().slice(0, 10);
    list = assignmentsOf(db, day);
  } else {
    list = [...state.days.values()].find((l) => l.some((a) => a.id === id));
  }
  const assignment = list?.find((a) => a.id === id);
  const user = assignment && db.users.find((u) => u.id === assignment.userId);
  if (!list || !assignment || !user) return { ok: false, status: 404, message: 'Queue-Zuweisung nicht gefunden.' };
  const refused = presentCheck(db, user, assignment.date);
  if (refused) return refused;
  list.splice(list.indexOf(assignment), 1);
  return { ok: true, value: memberRow(db, user, assignment.date, list) };
}

// ---------------------------------------------------------------------------------------------
// Plan slots
// ---------------------------------------------------------------------------------------------

/** `yyyy-MM-dd HH:mm[:ss]`, `yyyy-MM-ddTHH:mm[:ss]` or unix seconds → wall time; null when invalid. */
export function parseSlotTime(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,11}$/.test(value.trim()))) {
    const seconds = Number(value);
    return Number.isSafeInteger(seconds) && seconds > 0 ? toWall(new Date(seconds * 1000)) : null;
  }
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m || !parseIsoDay(m[1]) || Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4] ?? 0) > 59) return null;
  return `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}`;
}

/** A person's slot with its tasks (telephoneplan-slot); for the answers, the demo and the stories. */
export function telephoneSlotOf(db: MockDb, userId: number, from: string, to: string): TelephoneSlot {
  const state = telephoneState(db);
  const user = db.users.find((u) => u.id === userId);
  return {
    user_id: userId,
    fullName: user?.displayName ?? '',
    from,
    to,
    tasks: state.slots
      .filter((s) => s.userId === userId && s.from === from && s.to === to)
      .map((s) => state.queues.find((q) => q.id === s.taskId)!)
      .sort((a, b) => a.id - b.id)
      .map((q) => ({ id: q.id, name: q.name })),
  };
}

/** POST /telephoneplan/assign-task (assign = true) and /telephoneplan/unassign-task. */
export function slotTask(db: MockDb, assign: boolean, body: Record<string, unknown>): Outcome<TelephoneSlot> {
  const taskId = parseInteger(body.task_id);
  if (taskId === null) return invalid('task_id', 'Das Feld task_id ist erforderlich.');
  const userId = parseInteger(body.user_id);
  if (userId === null) return invalid('user_id', 'Das Feld user_id ist erforderlich.');
  const from = parseSlotTime(body.from);
  if (!from) return invalid('from', 'Das Feld from ist kein gültiger Zeitpunkt.');
  const to = parseSlotTime(body.to);
  if (!to) return invalid('to', 'Das Feld to ist kein gültiger Zeitpunkt.');
  if (to <= from) return invalid('to', TELEPHONE_MESSAGES.slotOrder);
  const state = telephoneState(db);
  if (!state.queues.some((q) => q.id === taskId)) return { ok: false, status: 404, message: 'Aufgabe nicht gefunden.' };
  if (!db.users.some((u) => u.id === userId && !u.deleted)) return { ok: false, status: 404, message: 'Benutzer nicht gefunden.' };
  const index = state.slots.findIndex((s) => s.userId === userId && s.taskId === taskId && s.from === from && s.to === to);
  if (assign) {
    if (index >= 0) return invalid('task_id', TELEPHONE_MESSAGES.slotDuplicate);
    state.slots.push({ userId, taskId, from, to });
  } else {
    if (index < 0) return invalid('task_id', TELEPHONE_MESSAGES.slotMissing);
    state.slots.splice(index, 1);
  }
  return { ok: true, value: telephoneSlotOf(db, userId, from, to) };
}
