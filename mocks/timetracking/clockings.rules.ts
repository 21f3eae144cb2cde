// Time tracking (spec 01): clocking in and out, business trips, editing clockings and the weekly
// recalculation, as rules over the db.
import { isMigrated } from '@stempeluhr/core/time';
import { CLOCKING_TYPES, type ClockingType } from '../../packages/core/src/api/wire-types-timetracking';
import type { ClockingActor, ClockingValues, MockDb, StoredClocking } from '../db/db';
import { fail, type Outcome } from '../db/outcome';
import { mondayOfIsoWeek, toWall } from '../db/time';
import { clockingTable, locateClocking, timetrackingState } from './clockings.seed';
import { weekOf, weekOvertime } from './days.rules';
import { MESSAGES, REGULAR, TRIP } from './messages';
import { touchClocking } from './engine';
import { actorMayWrite, mayWriteClockingsOf } from './permissions';

export function openClocking(db: MockDb, userId: number): StoredClocking | undefined {
  return clockingTable(db, userId).find((c) => c.userId === userId && c.clockOut === null);
}

function nowSecond(db: MockDb): string {
  return toWall(db.now());
}

export interface ClockResult {
  clockedIn: boolean;
  clocking: StoredClocking;
}

export function clockIn(db: MockDb, userId: number, homeOffice: boolean): Outcome<ClockResult> {
  const refused = actorMayWrite(db, userId);
  if (refused) return refused;
  if (openClocking(db, userId)) return fail(422, MESSAGES.alreadyClockedIn, 'clocking');
  const clocking: StoredClocking = {
    id: db.nextId('clocking'),
    userId,
    clockIn: nowSecond(db),
    clockOut: null,
    type: REGULAR,
    comment: null,
    homeOffice,
    addedFromUser: false,
  };
  clockingTable(db, userId).push(clocking);
  touchClocking(db, clocking);
  return { ok: true, value: { clockedIn: true, clocking } };
}

export function clockOut(db: MockDb, userId: number): Outcome<ClockResult> {
  const refused = actorMayWrite(db, userId);
  if (refused) return refused;
  const open = openClocking(db, userId);
  if (!open) return fail(422, MESSAGES.notClockedIn, 'clocking');
  open.clockOut = nowSecond(db) < open.clockIn ? open.clockIn : nowSecond(db);
  touchClocking(db, open);
  return { ok: true, value: { clockedIn: false, clocking: open } };
}

export function startBusinessTrip(db: MockDb, userId: number, rawComment: unknown): Outcome<ClockResult> {
  const refused = actorMayWrite(db, userId);
  if (refused) return refused;
  const comment = typeof rawComment === 'string' ? rawComment.trim() : '';
  if (comment === '') return fail(422, MESSAGES.tripCommentRequired, 'comment');
  const open = openClocking(db, userId);
  if (open?.type === TRIP) return fail(422, MESSAGES.alreadyOnTrip, 'comment');
  const now = nowSecond(db);
  if (open) {
    open.clockOut = now < open.clockIn ? open.clockIn : now;
    touchClocking(db, open);
  }
  const clocking: StoredClocking = {
    id: db.nextId('clocking'),
    userId,
    clockIn: now,
    clockOut: null,
    type: TRIP,
    comment,
    homeOffice: true,
    addedFromUser: false,
  };
  clockingTable(db, userId).push(clocking);
  touchClocking(db, clocking);
  return { ok: true, value: { clockedIn: true, clocking } };
}

export function finishBusinessTrip(db: MockDb, userId: number): Outcome<ClockResult> {
  const refused = actorMayWrite(db, userId);
  if (refused) return refused;
  const open = openClocking(db, userId);
  if (!open || open.type !== TRIP) return fail(422, MESSAGES.notOnTrip, 'clocking');
  const now = nowSecond(db);
  open.clockOut = now < open.clockIn ? open.clockIn : now;
  touchClocking(db, open);
  return { ok: true, value: { clockedIn: false, clocking: open } };
}

// ---------------------------------------------------------------------------------------------
// Editing: create, update, delete
// ---------------------------------------------------------------------------------------------

interface ClockingInput {
  clockIn: unknown;
  clockOut: unknown;
  comment: unknown;
  type: unknown;
  homeOffice: unknown;
}

interface ValidClocking {
  clockIn: string;
  clockOut: string | null;
  comment: string;
  type: ClockingType;
  homeOffice: boolean;
}

function asEpochMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

export function asBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1' || value === 'on';
}

/** Laravel-like validation: collects every field's first problem. */
function validateClocking(db: MockDb, userId: number, input: ClockingInput, ignoreId: number | null): Outcome<ValidClocking> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    if (!errors[field]) errors[field] = [message];
  };
  const comment = typeof input.comment === 'string' ? input.comment.trim() : '';
  if (comment === '') add('comment', MESSAGES.commentRequired);
  const type = CLOCKING_TYPES.find((t) => t === input.type);
  if (!type) add('type', MESSAGES.typeInvalid);
  const inMs = asEpochMs(input.clockIn);
  const outMs = input.clockOut === null || input.clockOut === undefined || input.clockOut === '' ? null : asEpochMs(input.clockOut);
  if (inMs === null) add('clockIn', MESSAGES.clockInRequired);
  if (outMs === null && input.clockOut !== null && input.clockOut !== undefined && input.clockOut !== '')
    add('clockOut', MESSAGES.clockOutInvalid);
  const nowMs = db.now().getTime();
  const nowWall = toWall(db.now());
  // Epoch ms to whole seconds of wall time.
  const clockInWall = inMs === null ? null : toWall(new Date(Math.floor(inMs / 1000) * 1000));
  const clockOutWall = outMs === null ? null : toWall(new Date(Math.floor(outMs / 1000) * 1000));
  if (inMs !== null) {
    if (clockInWall && isMigrated(clockInWall.slice(0, 10))) add('clockIn', MESSAGES.migrated);
    if (inMs > nowMs) add('clockIn', MESSAGES.inFuture);
  }
  if (outMs !== null) {
    if (inMs !== null && outMs < inMs) add('clockOut', MESSAGES.clockOutBeforeClockIn);
    else if (outMs > nowMs) add('clockOut', MESSAGES.inFuture);
  }
  if (clockInWall && !errors.clockIn && !errors.clockOut) {
    const end = clockOutWall ?? nowWall;
    const others = clockingTable(db, userId).filter((c) => c.userId === userId && c.id !== ignoreId);
    if (clockOutWall === null && others.some((c) => c.clockOut === null)) add('clockOut', MESSAGES.alreadyOpen);
    const overlaps = others.some((c) => {
      const otherEnd = c.clockOut ?? nowWall;
      return clockInWall < otherEnd && c.clockIn < end;
    });
    if (overlaps) add('clockIn', MESSAGES.overlap);
  }
  const first = Object.values(errors)[0];
  if (first) return { ok: false, status: 422, message: first[0], errors };
  return {
    ok: true,
    value: {
      clockIn: clockInWall as string,
      clockOut: clockOutWall,
      comment,
      type: type as ClockingType,
      // "geschäftlich unterwegs" always counts as mobile work.
      homeOffice: type === TRIP ? true : asBoolean(input.homeOffice),
    },
  };
}

/** The signed-in user's dn and the emulated now: who writes (an admin or team lead for someone else, or the user). */
function actor(db: MockDb): ClockingActor {
  return { dn: db.users.find((u) => u.id === db.currentUserId)?.dn ?? '', at: nowSecond(db) };
}

const valuesOf = (c: StoredClocking): ClockingValues => ({
  clockIn: c.clockIn,
  clockOut: c.clockOut,
  type: c.type,
  comment: c.comment,
  homeOffice: c.homeOffice,
});

function isBlacklisted(db: MockDb, userId: number): boolean {
  return db.users.find((u) => u.id === userId)?.clockings_blacklisted === true;
}

export function updateClocking(db: MockDb, body: Record<string, unknown>): Outcome<StoredClocking> {
  const id = Number(body.id);
  if (!Number.isFinite(id)) return fail(404, 'Buchung nicht gefunden.');
  const { table, index } = locateClocking(db, id);
  const clocking = table[index];
  if (!clocking) return fail(404, 'Buchung nicht gefunden.');
  const refused = mayWriteClockingsOf(db, clocking.userId);
  if (refused) return refused;
  if (isBlacklisted(db, clocking.userId)) return fail(403, MESSAGES.blacklisted);
  if (isMigrated(clocking.clockIn.slice(0, 10))) return fail(422, MESSAGES.migrated, 'clockIn');
  const valid = validateClocking(db, clocking.userId, body as unknown as ClockingInput, clocking.id);
  if (!valid.ok) return valid;
  const old = valuesOf(clocking);
  Object.assign(clocking, valid.value);
  touchClocking(db, { userId: clocking.userId, clockIn: old.clockIn });
  touchClocking(db, clocking);
  const now = valuesOf(clocking);
  const changed = (Object.keys(old) as (keyof ClockingValues)[]).some((k) => old[k] !== now[k]);
  if (changed) clocking.changes = [...(clocking.changes ?? []), { ...actor(db), old, new: now }];
  return { ok: true, value: clocking };
}

export function createClocking(db: MockDb, body: Record<string, unknown>): Outcome<StoredClocking> {
  const userId = Number(body.userId);
  if (!Number.isInteger(userId) || !db.users.some((u) => u.id === userId)) return fail(404, 'Benutzer nicht gefunden.');
  const refused = mayWriteClockingsOf(db, userId);
  if (refused) return refused;
  if (isBlacklisted(db, userId)) return fail(403, MESSAGES.blacklisted);
  const valid = validateClocking(db, userId, body as unknown as ClockingInput, null);
  if (!valid.ok) return valid;
  const clocking: StoredClocking = {
    id: db.nextId('clocking'),
    userId,
    ...valid.value,
    addedFromUser: asBoolean(body.addedFromUser),
    createdBy: actor(db),
  };
  clockingTable(db, userId).push(clocking);
  touchClocking(db, clocking);
  return { ok: true, value: clocking };
}

export function deleteClocking(db: MockDb, id: number, comment: string | null): Outcome<StoredClocking> {
  if (!Number.isFinite(id)) return fail(404, 'Buchung nicht gefunden.');
  const { table, index: position } = locateClocking(db, id);
  const clocking = table[position];
  if (!clocking) return fail(404, 'Buchung nicht gefunden.');
  const refused = mayWriteClockingsOf(db, clocking.userId);
  if (refused) return refused;
  if (isBlacklisted(db, clocking.userId)) return fail(403, MESSAGES.blacklisted);
  if (isMigrated(clocking.clockIn.slice(0, 10))) return fail(422, MESSAGES.migrated, 'clocking');
  table.splice(position, 1);
  touchClocking(db, clocking);
  const { dn: by, at } = actor(db);
  timetrackingState(db).deletions.push({ clocking, comment: comment && comment.trim() ? comment.trim() : null, at, by });
  return { ok: true, value: clocking };
}

/** Days are computed on read, so a recalculation only validates and records the request. */
export function recalculateWeek(
  db: MockDb,
  userId: number,
  year: number,
  week: number,
): Outcome<{ message: string; week_overtime: number }> {
  if (!db.users.some((u) => u.id === userId)) return fail(404, 'Benutzer nicht gefunden.');
  const refused = mayWriteClockingsOf(db, userId);
  if (refused) return refused;
  const monday = mondayOfIsoWeek(year, week);
  if (!monday) return fail(422, 'Die Kalenderwoche ist ungültig.', 'week');
  timetrackingState(db).recalculations.push({ userId, year, week, at: toWall(db.now()) });
  return { ok: true, value: { message: MESSAGES.recalculating, week_overtime: weekOvertime(weekOf(db, userId, monday)) } };
}
