// Admin area of the emulated backend (spec 02): user list, vacation history, overtime account and
// working hours, as pure rules over the db. The handlers in mocks/handlers/admin.ts stay thin.
//
// Rules in short (the spec is silent on most of them; these are our choices):
// - Everything is lazy and per user: nothing here is seeded up front, so resetDb stays cheap.
//   State lives in db.extra.admin.
// - Overtime account: a "calculated" entry per past ISO week (Sunday before today) from the first
//   seeded week on, while the user has a contract that week; its value is the week's overtime
//   (weekSummary). Like the real server, calculated values are snapshots: taken when a year is
//   first read, refreshed only by a recalculation (admin's or the user's own
//   /clocking/user/overtime/recalculate, both recorded in timetracking state). Deleted users have no
//   calculated entries (the seed keeps no clockings for them).
//   Seeded manual entries: every user has "Übertrag aus v1" in 2020-08 (migrated, read-only);
//   Max Müller (4) also has a corrected manual entry in 2026-45 with one change.
// - The total is the sum of every entry whose week has started by now.
// - Vacation requests are the timetracking seed's vacation rows grouped by requestId. A day's
//   `type` is the vacation row's absentType (changing it changes what the day views show);
//   `visible` only says whether the day counts towards the request's value. The value is the sum
//   of the visible days, unless an admin set it explicitly on the request; a later day change
//   recomputes it.
// - Working hours are db.contracts. A new entry starts on the Monday of valid_from and closes the
//   current one on the Sunday before; an update with valid_until ends the entry on that week's
//   Sunday. A contract without fixed weekday times but with week_hours is "hourly based".

import type {
  OvertimeChange,
  OvertimeEntry,
  VacationDay,
  VacationRequest,
  WorkingHourRule,
  WorkingHoursEntry,
} from '../../packages/core/src/api/wire-types-admin';
import type { Day } from '../../packages/core/src/api/wire-types';
import type { MockDb, Vacation, WorkingHoursContract } from './db';
import type { MockUser } from './seed-people';
import {
  MESSAGES,
  SEED_START,
  daysBetween,
  isMigrated,
  isoDay,
  isoWeekOf,
  mondayOf,
  mondayOfIsoWeek,
  timetrackingState,
  toWall,
  userIndex,
  vacationTable,
  weekOf,
  weekOvertime,
  type Outcome,
  type UserIndex,
} from './timetracking';
import { isAdmin } from './common';

export { isAdmin };

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

export const ADMIN_MESSAGES = {
  forbidden: 'Dieser Bereich ist Administratoren vorbehalten.',
  deletedUser: 'Der Benutzer ist gelöscht und kann nicht bearbeitet werden.',
  commentRequired: 'Kommentar-Feld darf nicht leer sein.',
  secondsInvalid: 'Überstunden-Feld sollte in diesem Format sein: 10:30:00',
  weekInvalid: 'Die Kalenderwoche ist ungültig.',
  onlyManual: 'Nur manuelle Einträge können bearbeitet oder gelöscht werden.',
  overtimeNotFound: 'Überstunden-Eintrag nicht gefunden.',
  deleted: 'Eintrag erfolgreich gelöscht',
  vacationTypeInvalid: 'Der gewählte Abwesenheitstyp ist ungültig.',
  vacationValueInvalid: 'Der Wert muss eine Anzahl Tage in halben Schritten sein.',
  vacationDayForeign: 'Der Urlaubstag gehört nicht zu diesem Antrag.',
  currentEntry: 'Der aktuelle Eintrag kann nicht gelöscht werden.',
  workingHoursNotFound: 'Arbeitszeit-Eintrag nicht gefunden.',
} as const;

export const ABSENCE_TYPES = ['Urlaub', 'Krank', 'Sonderurlaub'] as const;

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const WEEKDAY_NAMES = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;

export type Failure = Extract<Outcome<never>, { ok: false }>;

const fail = (status: 403 | 404 | 422, message: string, field?: string): Failure =>
  field ? { ok: false, status, message, errors: { [field]: [message] } } : { ok: false, status, message };

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

interface StoredOvertime {
  id: number;
  userId: number;
  /** `2026-48` */
  yearkw: string;
  overtime: number;
  comment: string | null;
  type: 'manual' | 'calculated';
  changes: OvertimeChange[];
}

interface OvertimeAccount {
  manual: StoredOvertime[];
  /** Calculated entries by yearkw (snapshots). */
  calculated: Map<string, StoredOvertime>;
  /** Position in timetrackingState(db).recalculations already applied. */
  recalcCursor: number;
}

export interface AdminState {
  accounts: Map<number, OvertimeAccount>;
  /** Explicit request values set by an admin, by request id. */
  requestValues: Map<number, number>;
  /** Hidden vacation days by vacation id (visible unless listed with false). */
  dayVisible: Map<number, boolean>;
}

const EXTRA_KEY = 'admin';

export function adminState(db: MockDb): AdminState {
  let state = db.extra[EXTRA_KEY] as AdminState | undefined;
  if (!state) {
    state = { accounts: new Map(), requestValues: new Map(), dayVisible: new Map() };
    db.extra[EXTRA_KEY] = state;
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Users and permissions
// ---------------------------------------------------------------------------------------------

function userOf(db: MockDb, userId: number): MockUser | undefined {
  return db.users.find((u) => u.id === userId);
}

/** 404 for an unknown user, 403 for a write on a deleted one; null when the write may go on. */
function writableUser(db: MockDb, userId: number): Failure | null {
  const user = userOf(db, userId);
  if (!user) return fail(404, 'Benutzer nicht gefunden.');
  if (user.deleted) return fail(403, ADMIN_MESSAGES.deletedUser);
  return null;
}

/** Lower case without accents (`Schröder` → `schroder`, `Yılmaz` → `yilmaz`). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

export interface UserQuery {
  term: string;
  companies: string[];
  filter: 'active' | 'inactive' | 'all';
}

export function searchUsers(db: MockDb, query: UserQuery): MockUser[] {
  const term = fold(query.term.trim());
  const companies = new Set(query.companies.map((c) => c.trim()).filter((c) => c !== ''));
  return db.users
    .filter((u) => {
      const active = u.active && !u.deleted;
      if (query.filter === 'active' && !active) return false;
      if (query.filter === 'inactive' && active) return false;
      if (companies.size > 0 && !companies.has(u.company)) return false;
      if (term === '') return true;
      return [u.dn, u.displayName, u.email].some((field) => fold(field).includes(term));
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de') || a.id - b.id);
}

// ---------------------------------------------------------------------------------------------
// Weeks
// ---------------------------------------------------------------------------------------------

const addDaysIso = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

function contractsOf(db: MockDb, userId: number): WorkingHoursContract[] {
  return db.contracts.filter((c) => c.userId === userId);
}

function contractOverlapping(contracts: readonly WorkingHoursContract[], from: string, to: string): WorkingHoursContract | undefined {
  return contracts.find((c) => c.validFrom <= to && (c.validUntil === null || from <= c.validUntil));
}

export function isHourlyBased(contract: WorkingHoursContract | undefined): boolean {
  return contract !== undefined && WEEKDAYS.every((k) => contract[k] === 0) && contract.weekHours > 0;
}

export interface WeekSummary {
  days: Day[];
  week_done: number;
  week_required: number;
  week_overtime: number;
  hourly_based: boolean;
}

/**
 * The ISO week of `day` with totals. Hourly-based contracts require week_hours for the week and
 * count overtime once the week is over; otherwise the days' own required/overtime are summed.
 */
export function weekSummary(db: MockDb, userId: number, day: string, index: UserIndex = userIndex(db, userId)): WeekSummary {
  return summaryOf(weekOf(db, userId, day, index), index);
}

/** Totals of the seven days of one ISO week. */
function summaryOf(days: Day[], index: UserIndex): WeekSummary {
  const monday = days[0].date;
  const sunday = days[6].date;
  const contract = contractOverlapping(index.contracts, monday, sunday);
  const hourly = isHourlyBased(contract);
  const done = days.reduce((s, d) => s + d.total, 0);
  if (hourly && contract) {
    const required = contract.weekHours;
    return { days, week_done: done, week_required: required, week_overtime: sunday < index.today ? done - required : 0, hourly_based: true };
  }
  return { days, week_done: done, week_required: days.reduce((s, d) => s + d.required, 0), week_overtime: weekOvertime(days), hourly_based: false };
}

/** `2026-W48` or `2026-48` → year and week (valid ISO week), else null. */
export function parseCalendarWeek(value: unknown): { year: number; week: number; monday: string } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-W?(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  const monday = mondayOfIsoWeek(year, week);
  return monday ? { year, week, monday } : null;
}

const yearkwOf = (year: number, week: number) => `${year}-${week < 10 ? '0' : ''}${week}`;
const isoWeekString = (day: string) => {
  const { year, week } = isoWeekOf(day);
  return `${year}-W${week < 10 ? '0' : ''}${week}`;
};

// ---------------------------------------------------------------------------------------------
// Overtime account
// ---------------------------------------------------------------------------------------------

const CALC_ID_BASE = 10_000_000;
const MANUAL_SEED_BASE = 20_000_000;

const calculatedId = (userId: number, year: number, week: number) => CALC_ID_BASE + userId * 10_000 + (year - 2000) * 60 + week;

function account(db: MockDb, userId: number): OvertimeAccount {
  const state = adminState(db);
  let acc = state.accounts.get(userId);
  if (!acc) {
    acc = { manual: seedManual(db, userId), calculated: new Map(), recalcCursor: timetrackingState(db).recalculations.length };
    state.accounts.set(userId, acc);
  }
  return acc;
}

function seedManual(db: MockDb, userId: number): StoredOvertime[] {
  const entries: StoredOvertime[] = [
    {
      id: MANUAL_SEED_BASE + userId * 100 + 1,
      userId,
      yearkw: '2020-08',
      overtime: ((userId * 7919) % 41) * 900 - 12 * 3600,
      comment: 'Übertrag aus v1',
      type: 'manual',
      changes: [],
    },
  ];
  if (userId === 4) {
    entries.push({
      id: MANUAL_SEED_BASE + userId * 100 + 2,
      userId,
      yearkw: '2026-45',
      overtime: 5400,
      comment: 'Bereitschaft am Wochenende',
      type: 'manual',
      changes: [
        {
          updated_at: '2026-11-10 14:12:05',
          user: { dn: userOf(db, 1)?.dn ?? 'admin' },
          properties: { old: { overtime: 3600, comment: 'Bereitschaft' }, attributes: { overtime: 5400, comment: 'Bereitschaft am Wochenende' } },
        },
      ],
    });
  }
  return entries;
}

/** Applies recalculations recorded since the last look (admin's and the user's own). */
function applyRecalculations(db: MockDb, userId: number, acc: OvertimeAccount): void {
  const list = timetrackingState(db).recalculations;
  if (acc.recalcCursor >= list.length) return;
  let index: UserIndex | null = null;
  for (let i = acc.recalcCursor; i < list.length; i++) {
    const r = list[i];
    if (r.userId !== userId) continue;
    const entry = acc.calculated.get(yearkwOf(r.year, r.week));
    const monday = mondayOfIsoWeek(r.year, r.week);
    if (!entry || !monday) continue;
    index ??= userIndex(db, userId);
    entry.overtime = weekSummary(db, userId, monday, index).week_overtime;
  }
  acc.recalcCursor = list.length;
}

/** Adds the calculated entries of the year's past weeks not yet taken (one pass over the year's days). */
function ensureYear(db: MockDb, userId: number, acc: OvertimeAccount, year: number): void {
  const user = userOf(db, userId);
  if (!user || user.deleted) return;
  const today = isoDay(db.now());
  const firstMonday = mondayOf(SEED_START);
  const yearStart = mondayOfIsoWeek(year, 1);
  const nextYearStart = mondayOfIsoWeek(year + 1, 1);
  if (!yearStart || !nextYearStart) return;
  const contracts = contractsOf(db, userId);
  const missing: { week: number; monday: string }[] = [];
  for (let week = 1, monday = yearStart; monday < nextYearStart; week++, monday = addDaysIso(monday, 7)) {
    const sunday = addDaysIso(monday, 6);
    if (sunday >= today) break;
    if (monday < firstMonday || acc.calculated.has(yearkwOf(year, week))) continue;
    if (contractOverlapping(contracts, monday, sunday)) missing.push({ week, monday });
  }
  if (missing.length === 0) return;
  const index = userIndex(db, userId);
  const from = missing[0].monday;
  const days = daysBetween(db, userId, from, addDaysIso(missing[missing.length - 1].monday, 6), index);
  const offset = (monday: string) => Math.round((Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  for (const { week, monday } of missing) {
    const start = offset(monday);
    const yearkw = yearkwOf(year, week);
    acc.calculated.set(yearkw, {
      id: calculatedId(userId, year, week),
      userId,
      yearkw,
      overtime: summaryOf(days.slice(start, start + 7), index).week_overtime,
      comment: null,
      type: 'calculated',
      changes: [],
    });
  }
}

function toWireOvertime(e: StoredOvertime): OvertimeEntry {
  return { id: e.id, user_id: e.userId, yearkw: e.yearkw, overtime: e.overtime, comment: e.comment, type: e.type, changes: e.changes.map((c) => structuredClone(c)) };
}

function sortEntries(list: StoredOvertime[]): StoredOvertime[] {
  return list.sort((a, b) => (a.yearkw < b.yearkw ? -1 : a.yearkw > b.yearkw ? 1 : a.type === b.type ? a.id - b.id : a.type === 'calculated' ? -1 : 1));
}

/** Entries of an ISO week-numbering year, oldest first (a week's calculated entry before its manual ones). */
export function overtimeYear(db: MockDb, userId: number, year: number): OvertimeEntry[] {
  const acc = account(db, userId);
  applyRecalculations(db, userId, acc);
  ensureYear(db, userId, acc, year);
  const prefix = `${year}-`;
  const list = [...acc.calculated.values(), ...acc.manual].filter((e) => e.yearkw.startsWith(prefix));
  return sortEntries(list).map(toWireOvertime);
}

/** Signed seconds: every entry whose week has started by now. */
export function overtimeTotal(db: MockDb, userId: number): number {
  const acc = account(db, userId);
  applyRecalculations(db, userId, acc);
  const today = isoDay(db.now());
  const { year: thisYear } = isoWeekOf(today);
  for (let year = Number(SEED_START.slice(0, 4)); year <= thisYear; year++) ensureYear(db, userId, acc, year);
  const current = yearkwOf(isoWeekOf(today).year, isoWeekOf(today).week);
  let sum = 0;
  for (const e of acc.calculated.values()) sum += e.overtime;
  for (const e of acc.manual) if (e.yearkw <= current) sum += e.overtime;
  return sum;
}

function parseSeconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

const cleanComment = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

const weekIsMigrated = (yearkw: string) => {
  const monday = mondayOfIsoWeek(Number(yearkw.slice(0, 4)), Number(yearkw.slice(5)));
  return monday !== null && isMigrated(addDaysIso(monday, 6));
};

export function createOvertime(db: MockDb, userId: number, body: Record<string, unknown>): Outcome<OvertimeEntry> {
  const refused = writableUser(db, userId);
  if (refused) return refused;
  const errors: Record<string, string[]> = {};
  const seconds = parseSeconds(body.seconds);
  if (seconds === null) errors.seconds = [ADMIN_MESSAGES.secondsInvalid];
  const comment = cleanComment(body.comment);
  if (comment === '') errors.comment = [ADMIN_MESSAGES.commentRequired];
  const week = parseCalendarWeek(body.calendarWeek);
  if (!week) errors.calendarWeek = [ADMIN_MESSAGES.weekInvalid];
  else if (isMigrated(addDaysIso(week.monday, 6))) errors.calendarWeek = [MESSAGES.migrated];
  const first = Object.values(errors)[0];
  if (first || seconds === null || !week) return { ok: false, status: 422, message: first?.[0] ?? ADMIN_MESSAGES.weekInvalid, errors };
  const entry: StoredOvertime = {
    id: db.nextId('admin-overtime'),
    userId,
    yearkw: yearkwOf(week.year, week.week),
    overtime: seconds,
    comment,
    type: 'manual',
    changes: [],
  };
  account(db, userId).manual.push(entry);
  return { ok: true, value: toWireOvertime(entry) };
}

/** Finds an entry by id, seeding as little as possible; calculated ids are materialised. */
function locateOvertime(db: MockDb, id: number): { acc: OvertimeAccount; entry: StoredOvertime } | null {
  if (!Number.isInteger(id) || id <= 0) return null;
  if (id >= CALC_ID_BASE && id < MANUAL_SEED_BASE) {
    const rest = id - CALC_ID_BASE;
    const userId = Math.floor(rest / 10_000);
    const yw = rest % 10_000;
    const year = 2000 + Math.floor(yw / 60);
    const week = yw % 60;
    if (!userOf(db, userId)) return null;
    const acc = account(db, userId);
    applyRecalculations(db, userId, acc);
    ensureYear(db, userId, acc, year);
    const entry = acc.calculated.get(yearkwOf(year, week));
    return entry && entry.id === id ? { acc, entry } : null;
  }
  if (id >= MANUAL_SEED_BASE) {
    const userId = Math.floor((id - MANUAL_SEED_BASE) / 100);
    if (!userOf(db, userId)) return null;
    const acc = account(db, userId);
    const entry = acc.manual.find((e) => e.id === id);
    return entry ? { acc, entry } : null;
  }
  // Created entries live in accounts that already exist.
  for (const acc of adminState(db).accounts.values()) {
    const entry = acc.manual.find((e) => e.id === id);
    if (entry) return { acc, entry };
  }
  return null;
}

export function updateOvertime(db: MockDb, body: Record<string, unknown>): Outcome<OvertimeEntry> {
  const found = locateOvertime(db, Number(body.overTimeId));
  if (!found) return fail(404, ADMIN_MESSAGES.overtimeNotFound);
  const { entry } = found;
  const refused = writableUser(db, entry.userId);
  if (refused) return refused;
  if (entry.type !== 'manual') return fail(422, ADMIN_MESSAGES.onlyManual, 'overTimeId');
  if (weekIsMigrated(entry.yearkw)) return fail(422, MESSAGES.migrated, 'overTimeId');
  const errors: Record<string, string[]> = {};
  const seconds = parseSeconds(body.seconds);
  if (seconds === null) errors.seconds = [ADMIN_MESSAGES.secondsInvalid];
  const comment = cleanComment(body.comment);
  if (comment === '') errors.comment = [ADMIN_MESSAGES.commentRequired];
  const first = Object.values(errors)[0];
  if (first || seconds === null) return { ok: false, status: 422, message: first?.[0] ?? ADMIN_MESSAGES.secondsInvalid, errors };
  entry.changes.push({
    updated_at: toWall(db.now()),
    user: { dn: userOf(db, db.currentUserId)?.dn ?? '' },
    properties: { old: { overtime: entry.overtime, comment: entry.comment }, attributes: { overtime: seconds, comment } },
  });
  entry.overtime = seconds;
  entry.comment = comment;
  return { ok: true, value: toWireOvertime(entry) };
}

export function deleteOvertime(db: MockDb, id: number): Outcome<{ message: string }> {
  const found = locateOvertime(db, id);
  if (!found) return fail(404, ADMIN_MESSAGES.overtimeNotFound);
  const { acc, entry } = found;
  const refused = writableUser(db, entry.userId);
  if (refused) return refused;
  if (entry.type !== 'manual') return fail(422, ADMIN_MESSAGES.onlyManual, 'id');
  if (weekIsMigrated(entry.yearkw)) return fail(422, MESSAGES.migrated, 'id');
  acc.manual.splice(acc.manual.indexOf(entry), 1);
  return { ok: true, value: { message: ADMIN_MESSAGES.deleted } };
}

/** Only checks the user may be written to; the recalculation itself is timetracking's. */
export function recalculationRefused(db: MockDb, userId: number): Failure | null {
  return writableUser(db, userId);
}

// ---------------------------------------------------------------------------------------------
// Vacation requests
// ---------------------------------------------------------------------------------------------

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
  return { id: v.id, date: v.date, type: v.absentType, value: v.value, visible: adminState(db).dayVisible.get(v.id) ?? true };
}

function buildRequest(db: MockDb, userId: number, requestId: number, rows: Vacation[]): VacationRequest {
  const days = rows.map((v) => toWireDay(db, v)).sort((a, b) => (a.date < b.date ? -1 : 1));
  const computed = days.reduce((s, d) => s + (d.visible ? d.value : 0), 0);
  return {
    id: requestId,
    user_id: userId,
    value: adminState(db).requestValues.get(requestId) ?? computed,
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
  return [...groups.entries()].map(([id, rows]) => buildRequest(db, userId, id, rows)).sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : b.id - a.id));
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
  if (changes.type !== undefined) row.absentType = changes.type;
  if (changes.visible !== undefined) adminState(db).dayVisible.set(row.id, changes.visible);
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
  adminState(db).requestValues.delete(row.requestId);
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
    if (!Number.isFinite(value) || value < 0 || value > 366 || !Number.isInteger(value * 2)) return fail(422, ADMIN_MESSAGES.vacationValueInvalid, 'value');
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
  const state = adminState(db);
  if (value === null) state.requestValues.delete(id);
  else state.requestValues.set(id, value);
  return { ok: true, value: { value: findRequest(db, id)?.value ?? 0 } };
}

// ---------------------------------------------------------------------------------------------
// Working hours
// ---------------------------------------------------------------------------------------------

export function workingHoursList(db: MockDb, userId: number): WorkingHoursEntry[] {
  return contractsOf(db, userId)
    .sort((a, b) => (a.validFrom < b.validFrom ? 1 : -1))
    .map((c) => ({
      id: c.id,
      monday: c.monday,
      tuesday: c.tuesday,
      wednesday: c.wednesday,
      thursday: c.thursday,
      friday: c.friday,
      saturday: c.saturday,
      sunday: c.sunday,
      valid_from: c.validFrom,
      valid_until: c.validUntil,
    }));
}

const HOUR = 3600;

/** Defaults of a new rule: the current contract's values (5 days, 8 h, 31 days without one), from next week. */
export function workingHourDefaults(db: MockDb, userId: number): WorkingHourRule {
  const current = contractsOf(db, userId).find((c) => c.validUntil === null);
  const full = 8 * HOUR;
  const times = WEEKDAYS.map((k, i) => (current ? current[k] : i < 5 ? full : 0));
  const breaks = current ? current.breaks : [1800, 1800, 1800, 1800, 1800, 0, 0];
  const rule = {
    id: null,
    week_hours: current ? current.weekHours : 5 * full,
    weekdays: current ? current.weekdays : 5,
    vacation_value: current ? current.vacationValue : full,
    vacation_days: current ? current.vacationDays : 31,
    valid_from: isoWeekString(addDaysIso(mondayOf(isoDay(db.now())), 7)),
    valid_until: null,
  } as Record<string, unknown>;
  WEEKDAYS.forEach((k, i) => {
    rule[k] = times[i];
    rule[`break_${k}`] = breaks[i];
  });
  return rule as unknown as WorkingHourRule;
}

export function deleteWorkingHours(db: MockDb, userId: number, id: number): Outcome<{ message: string }> {
  const refused = writableUser(db, userId);
  if (refused) return refused;
  const index = db.contracts.findIndex((c) => c.id === id && c.userId === userId);
  if (index < 0) return fail(404, ADMIN_MESSAGES.workingHoursNotFound);
  if (db.contracts[index].validUntil === null) return fail(422, ADMIN_MESSAGES.currentEntry, 'id');
  db.contracts.splice(index, 1);
  return { ok: true, value: { message: ADMIN_MESSAGES.deleted } };
}

export type SaveOutcome = { ok: true; redirect: string } | { ok: false; status: 403 | 404 | 422; message?: string; errors?: string[] };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A decimal with comma or point, or null. */
function decimal(value: unknown): number | null {
  const raw = text(value).replace(',', '.');
  return /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : null;
}

/** POST /admin/working-hours/{userId}: the form's fields, errors as a list of German sentences. */
export function saveWorkingHours(db: MockDb, userId: number, body: Record<string, unknown>): SaveOutcome {
  const user = userOf(db, userId);
  if (!user) return { ok: false, status: 404, message: 'Benutzer nicht gefunden.' };
  if (user.deleted) return { ok: false, status: 403, message: ADMIN_MESSAGES.deletedUser };
  const errors: string[] = [];
  const times: number[] = [];
  const breaks: number[] = [];
  WEEKDAYS.forEach((k, i) => {
    const raw = text(body[k]);
    const match = /^(\d{1,2}):([0-5]\d)$/.exec(raw === '' ? '00:00' : raw);
    const seconds = match ? Number(match[1]) * HOUR + Number(match[2]) * 60 : NaN;
    if (!match || seconds > 24 * HOUR) errors.push(`Die Arbeitszeit am ${WEEKDAY_NAMES[i]} muss im Format HH:MM angegeben werden.`);
    times.push(seconds);
    const rawBreak = text(body[`break_${k}`]);
    const minutes = rawBreak === '' ? 0 : /^\d+$/.test(rawBreak) ? Number(rawBreak) : NaN;
    if (!Number.isInteger(minutes) || minutes > 600) errors.push(`Die Pause am ${WEEKDAY_NAMES[i]} muss eine ganze Zahl von Minuten sein.`);
    breaks.push(minutes * 60);
  });
  const weekHours = text(body.week_hours) === '' ? 0 : decimal(body.week_hours);
  if (weekHours === null || weekHours > 168) errors.push('h/Woche muss eine Zahl zwischen 0 und 168 sein.');
  const weekdays = text(body.weekdays);
  if (!/^[0-7]$/.test(weekdays)) errors.push('Tage/Woche muss eine ganze Zahl zwischen 0 und 7 sein.');
  const vacationValue = decimal(body.vacation_value);
  if (vacationValue === null || vacationValue > 24) errors.push('Urlaubswertigkeit muss eine Zahl zwischen 0 und 24 Stunden sein.');
  const vacationDays = text(body.vacation_days);
  if (!/^\d{1,3}$/.test(vacationDays) || Number(vacationDays) > 366) errors.push('Urlaubstage muss eine ganze Zahl sein.');
  if (times.every((t) => t === 0) && (weekHours ?? 0) === 0) errors.push('Bitte Arbeitszeiten oder h/Woche angeben.');

  const contracts = contractsOf(db, userId);
  const idRaw = text(body.id);
  const existing = idRaw === '' ? undefined : contracts.find((c) => String(c.id) === idRaw);
  if (idRaw !== '' && !existing) return { ok: false, status: 404, message: ADMIN_MESSAGES.workingHoursNotFound };

  let validFrom = '';
  let validUntil: string | null = null;
  if (!existing) {
    const week = parseCalendarWeek(body.valid_from);
    if (!week) errors.push('Gültig ab muss eine Kalenderwoche sein (z. B. 2026-W49).');
    else {
      validFrom = week.monday;
      if (isMigrated(validFrom)) errors.push(MESSAGES.migrated);
      const current = contracts.find((c) => c.validUntil === null);
      if (current && validFrom <= current.validFrom) errors.push('Gültig ab muss nach dem Beginn des aktuellen Eintrags liegen.');
      else if (contracts.some((c) => c !== current && c.validUntil !== null && c.validUntil >= validFrom)) errors.push('Gültig ab überschneidet sich mit einem bestehenden Eintrag.');
    }
  } else {
    const raw = text(body.valid_until);
    if (raw !== '') {
      const week = parseCalendarWeek(raw);
      if (!week) errors.push('Gültig bis muss eine Kalenderwoche sein (z. B. 2026-W49).');
      else {
        validUntil = addDaysIso(week.monday, 6);
        if (validUntil < existing.validFrom) errors.push('Gültig bis darf nicht vor Gültig ab liegen.');
        else if (contracts.some((c) => c !== existing && c.validFrom > existing.validFrom && c.validFrom <= (validUntil as string)))
          errors.push('Gültig bis überschneidet sich mit dem folgenden Eintrag.');
      }
    } else if (existing.validUntil !== null && contracts.some((c) => c !== existing && c.validFrom > existing.validFrom)) {
      errors.push('Gültig bis ist erforderlich, weil ein späterer Eintrag existiert.');
    }
  }
  if (errors.length > 0) return { ok: false, status: 422, errors };

  const values = {
    monday: times[0],
    tuesday: times[1],
    wednesday: times[2],
    thursday: times[3],
    friday: times[4],
    saturday: times[5],
    sunday: times[6],
    breaks: breaks as WorkingHoursContract['breaks'],
    weekHours: Math.round((weekHours ?? 0) * HOUR),
    weekdays: Number(weekdays),
    vacationValue: Math.round((vacationValue ?? 0) * HOUR),
    vacationDays: Number(vacationDays),
  };
  if (existing) {
    Object.assign(existing, values, { validUntil });
  } else {
    const current = contracts.find((c) => c.validUntil === null);
    if (current) current.validUntil = addDaysIso(validFrom, -1);
    db.contracts.push({ id: db.nextId('contract'), userId, ...values, validFrom, validUntil: null });
  }
  return { ok: true, redirect: `/admin/users/${userId}/worktimechanges` };
}
