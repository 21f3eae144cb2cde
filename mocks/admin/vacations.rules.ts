// Vacation requests (spec 02) are the timetracking seed's vacation rows grouped by requestId. A
// day's `type` is the vacation row's absentType (changing it changes what the day views show);
// `visible` only says whether the day counts towards the request's value. The value is the sum of
// the visible days, unless an admin set it explicitly on the request; a later day change
// recomputes it.
import type { VacationDay, VacationRequest } from '../../packages/core/src/api/wire-types-admin';
import type { MockDb, Vacation } from '../db/db';
import { fail, type Outcome } from '../db/outcome';
import { defineTable } from '../db/table';
import { vacationTable } from '../timetracking/clockings.seed';
import { ABSENCE_TYPES, ADMIN_MESSAGES } from './messages';
import { userOf, writableUser } from './users.rules';
import { touchUser } from '../timetracking/engine';

interface VacationEdits {
  /** Explicit request values set by an admin, by request id. */
  requestValues: Map<number, number>;
  /** Hidden vacation days by vacation id (visible unless listed with false). */
  dayVisible: Map<number, boolean>;
}

export const vacationEdits = defineTable<VacationEdits>('admin-vacations', () => ({ requestValues: new Map(), dayVisible: new Map() }));

const SEED_ID_BASE = 1_000_000;

/** The owner of a seeded vacation or request id (`1_000_000 + userId * 10_000 + n`). */
function ownerOfVacationId(id: number): number | undefined {
  if (id <= SEED_ID_BASE) return undefined;
  return Math.floor((id - SEED_ID_BASE) / 10_000);
}

function vacationsOf(db: MockDb, userId: number): Vacation[] {
  return vacationTable(db, userId).filter((v) => v.userId === userId);
}

function toWireDay(db: MockDb, v: Vacation): VacationDay {
  return { id: v.id, date: v.date, type: v.absentType, value: v.value, visible: vacationEdits(db).dayVisible.get(v.id) ?? true };
}

function buildRequest(db: MockDb, userId: number, requestId: number, rows: Vacation[]): VacationRequest {
  const days = rows.map((v) => toWireDay(db, v)).sort((a, b) => (a.date < b.date ? -1 : 1));
  const computed = days.reduce((s, d) => s + (d.visible ? d.value : 0), 0);
  return {
    id: requestId,
    user_id: userId,
    value: vacationEdits(db).requestValues.get(requestId) ?? computed,
    from: days[0]?.date ?? '',
    to: days[days.length - 1]?.date ?? '',
    days,
  };
}

/** A user's vacation requests, newest first (for pages and stories: the spec has no list call). */
export function vacationRequestsOf(db: MockDb, userId: number): VacationRequest[] {
  const groups = new Map<number, Vacation[]>();
  for (const v of vacationsOf(db, userId)) {
    const list = groups.get(v.requestId);
    if (list) list.push(v);
    else groups.set(v.requestId, [v]);
  }
  return [...groups.entries()]
    .map(([id, rows]) => buildRequest(db, userId, id, rows))
    .sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : b.id - a.id));
}

function findVacationDay(db: MockDb, id: number): Vacation | undefined {
  const owner = ownerOfVacationId(id);
  if (owner !== undefined && userOf(db, owner)) {
    const hit = vacationsOf(db, owner).find((v) => v.id === id);
    if (hit) return hit;
  }
  return vacationTable(db).find((v) => v.id === id);
}

function findRequest(db: MockDb, id: number): VacationRequest | undefined {
  const owner = ownerOfVacationId(id);
  // A seeded id names its owner; any other id means looking through everyone's rows.
  const rows = owner !== undefined && userOf(db, owner) ? vacationsOf(db, owner) : vacationTable(db);
  const mine = rows.filter((v) => v.requestId === id);
  return mine.length > 0 ? buildRequest(db, mine[0].userId, id, mine) : undefined;
}

function asVisible(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

/** Validates one day's changes (type, visible; both optional). */
function dayChanges(body: Record<string, unknown>): Outcome<{ type?: string; visible?: boolean }> {
  const changes: { type?: string; visible?: boolean } = {};
  if (body.type !== undefined) {
    const type = ABSENCE_TYPES.find((t) => t === body.type);
    if (!type) return fail(422, ADMIN_MESSAGES.vacationTypeInvalid, 'type');
    changes.type = type;
  }
  if (body.visible !== undefined) {
    const visible = asVisible(body.visible);
    if (visible === null) return fail(422, 'Das Feld sichtbar muss wahr oder falsch sein.', 'visible');
    changes.visible = visible;
  }
  return { ok: true, value: changes };
}

function applyDay(db: MockDb, row: Vacation, changes: { type?: string; visible?: boolean }): void {
  if (changes.type !== undefined) {
    row.absentType = changes.type;
    touchUser(db, row.userId, row.date, row.date);
  }
  if (changes.visible !== undefined) vacationEdits(db).dayVisible.set(row.id, changes.visible);
}

/** POST /json/vacation-day/{id}: answers the request's value afterwards. */
export function updateVacationDay(db: MockDb, id: number, body: Record<string, unknown>): Outcome<{ value: number }> {
  const row = findVacationDay(db, id);
  if (!row) return fail(404, 'Urlaubstag nicht gefunden.');
  const refused = writableUser(db, row.userId);
  if (refused) return refused;
  const changes = dayChanges(body);
  if (!changes.ok) return changes;
  applyDay(db, row, changes.value);
  vacationEdits(db).requestValues.delete(row.requestId);
  const request = findRequest(db, row.requestId);
  return { ok: true, value: { value: request?.value ?? 0 } };
}

/** POST /json/vacation-request/{id}: value (optional, halves) and the days' changes. */
export function updateVacationRequest(db: MockDb, id: number, body: Record<string, unknown>): Outcome<{ value: number }> {
  const request = findRequest(db, id);
  if (!request) return fail(404, 'Urlaubsantrag nicht gefunden.');
  const refused = writableUser(db, request.user_id);
  if (refused) return refused;
  let value: number | null = null;
  if (body.value !== undefined && body.value !== null && body.value !== '') {
    value = typeof body.value === 'string' ? Number(body.value.replace(',', '.')) : typeof body.value === 'number' ? body.value : NaN;
    if (!Number.isFinite(value) || value < 0 || value > 366 || !Number.isInteger(value * 2))
      return fail(422, ADMIN_MESSAGES.vacationValueInvalid, 'value');
  }
  const rows = vacationsOf(db, request.user_id).filter((v) => v.requestId === id);
  const pending: [Vacation, { type?: string; visible?: boolean }][] = [];
  if (Array.isArray(body.days)) {
    for (const raw of body.days as unknown[]) {
      const day = (raw ?? {}) as Record<string, unknown>;
      const row = rows.find((v) => v.id === Number(day.id));
      if (!row) return fail(422, ADMIN_MESSAGES.vacationDayForeign, 'days');
      const changes = dayChanges(day);
      if (!changes.ok) return changes;
      pending.push([row, changes.value]);
    }
  }
  for (const [row, changes] of pending) applyDay(db, row, changes);
  const state = vacationEdits(db);
  if (value === null) state.requestValues.delete(id);
  else state.requestValues.set(id, value);
  return { ok: true, value: { value: findRequest(db, id)?.value ?? 0 } };
}
