// Telephone queues (spec 02): the user's own queues and the daily queue plan.
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
import type { QueueAssignment, TelephoneQueue, TelephoneQueueMember } from '../../packages/core/src/api/wire-types-telephone';
import { contractSeconds, type MockDb } from '../db/db';
import { hash } from '../db/hash';
import { holidayOn } from '../db/holidays';
import { invalid, type Outcome } from '../db/outcome';
import type { MockUser } from '../db/seed-people';
import { dayNumber, dayOfNumber, isoDay, parseIsoDay } from '../db/time';
import { absentOn } from '../timetracking/clockings.seed';
import { LEVEL_3_ROLE, QUEUE_PLAN_GROUP_IDS, TELEPHONE_MESSAGES } from './messages';
import { seededQueueIds, telephoneState, type StoredAssignment } from './queues.seed';

const SEED_ID_BASE = 100_000_000;

export function parseInteger(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

// ---------------------------------------------------------------------------------------------
// The user's own queues
// ---------------------------------------------------------------------------------------------

function queuesOfUser(db: MockDb, userId: number): Set<number> {
  const state = telephoneState(db);
  let set = state.userQueues.get(userId);
  if (!set) {
    set = new Set(seededQueueIds(state.queues, userId));
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
  return absentOn(db, userId, day);
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
      const queues = seededQueueIds(state.queues, user.id);
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
  const byUser = new Map<number, StoredAssignment[]>();
  for (const a of assignmentsOf(db, date)) {
    const mine = byUser.get(a.userId);
    if (mine) mine.push(a);
    else byUser.set(a.userId, [a]);
  }
  return planMembers(db).map((u) => memberRow(db, u, date, byUser.get(u.id) ?? []));
}

/** Only helpdesk level 3 may add or remove queues (spec 02 §6). */
export function mayEditQueuePlan(db: MockDb): boolean {
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
  if (list.some((a) => a.userId === userId && a.queueId === queueId))
    return invalid('task', TELEPHONE_MESSAGES.duplicate(user.displayName));
  list.push({ id: db.nextId('telephoneQueueAssignment'), userId, queueId, date });
  return { ok: true, value: memberRow(db, user, date, list) };
}

/** DELETE /telephoneplan/queue/delete/{queueId} (the assignment id): helpdesk level 3 only. */
export function deleteQueue(db: MockDb, id: number): Outcome<TelephoneQueueMember> {
  if (!mayEditQueuePlan(db)) return { ok: false, status: 403, message: TELEPHONE_MESSAGES.onlyLevel3 };
  const state = telephoneState(db);
  let list: StoredAssignment[] | undefined;
  if (id >= SEED_ID_BASE) {
    const day = dayOfNumber(Math.floor((id - SEED_ID_BASE) / 1000));
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
