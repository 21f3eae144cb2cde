// Time tracking of the emulated backend (spec 01): the seed and every business rule, as pure
// functions over the db. The handlers in mocks/handlers/timetracking.ts stay thin.
//
// Rules in short (the spec is silent on most of them; these are our choices):
// - Days are computed, never stored. A clocking counts for the day it was clocked in on, also when
//   it runs across midnight. An open clocking counts until db.now().
// - required = contract seconds of that weekday * (1 - vacation - public holiday), floored at 0.
// - bonus ("Zeitbonus") is a number of seconds granted on a day; it is ADDED to the day's total
//   (and to ClockingsResponse.clockings.done), so a bonus reduces what is still pending. Breaks are
//   computed on clocked time only.
// - overtime = total - required for past days, and for today only once it is done; otherwise 0.
// - is_done: a past day without an open clocking, or today with no open clocking and total >= required.
// - statement: "Woche abgeschlossen" when every day of the week with required > 0 is done, otherwise
//   "Woche offen: N Tage unvollständig" (N counts those days that are not done, today and the
//   future included: on a Wednesday morning the rest of the week is still open).
// - breaks: the gaps between consecutive clockings of a day; for today a break that is still
//   running (last clocking closed, work still pending) is listed with `to: null`. Legally required:
//   0 up to 6 h worked, 30 min above 6 h, 45 min above 9 h.

import { addDays, format, getISOWeek, getISOWeekYear, getISOWeeksInYear, isValid, parse, setISOWeek, startOfISOWeek } from 'date-fns';
import { de } from 'date-fns/locale';
import {
  CLOCKING_TYPES,
  type Break,
  type Clocking,
  type ClockingsResponse,
  type ClockingType,
  type Day,
  type TeamWeekResponse,
} from '../../packages/core/src/api/wire-types';
import type { MockDb, StoredClocking, Vacation, WorkingHoursContract } from './db';
import { holidayOn } from './holidays';

// ---------------------------------------------------------------------------------------------
// Constants and messages
// ---------------------------------------------------------------------------------------------

/** On or before this day the data came from v1 and cannot be changed. */
export const MIGRATION_CUTOFF = '2020-02-23';
/** First seeded day (a Monday). */
export const SEED_START = '2020-01-06';
/** Longest period the period view answers (days, inclusive). */
export const MAX_PERIOD_DAYS = 366;

export const MESSAGES = {
  migrated: 'migrierte Daten aus v1 können nicht bearbeitet werden',
  commentRequired: 'Das Feld Kommentar ist erforderlich.',
  clockOutBeforeClockIn: 'Die Zeit Bis darf nicht kleiner sein als Von',
  overlap: 'Die Buchung überschneidet sich mit einer anderen Buchung.',
  typeInvalid: 'Der gewählte Typ ist ungültig.',
  clockInRequired: 'Das Feld Von ist erforderlich.',
  clockOutInvalid: 'Das Feld Bis ist kein gültiger Zeitpunkt.',
  inFuture: 'Die Buchung darf nicht in der Zukunft liegen.',
  alreadyOpen: 'Es gibt bereits eine offene Buchung.',
  alreadyClockedIn: 'Sie sind bereits eingestempelt.',
  notClockedIn: 'Sie sind nicht eingestempelt.',
  tripCommentRequired: 'Bitte einen Kommentar für die Dienstreise angeben.',
  alreadyOnTrip: 'Sie sind bereits geschäftlich unterwegs.',
  notOnTrip: 'Sie sind nicht geschäftlich unterwegs.',
  blacklisted: 'Die Buchungen dieses Benutzers können nicht bearbeitet werden.',
  recalculating: 'Zeiten werden neu berechnet',
  weekDone: 'Woche abgeschlossen',
} as const;

export const REGULAR: ClockingType = 'regulär';
export const TRIP: ClockingType = 'geschäftlich unterwegs';

// ---------------------------------------------------------------------------------------------
// The area's own state in db.extra
// ---------------------------------------------------------------------------------------------

export interface TimetrackingState {
  /** Zeitbonus seconds, key `${userId}|${yyyy-MM-dd}`. */
  bonuses: Map<string, number>;
  /** Every recalculation asked for (POST /clocking/user/overtime/recalculate/…). */
  recalculations: { userId: number; year: number; week: number; at: string }[];
  /** Deleted clockings with the comment the team view sent. */
  deletions: { clocking: StoredClocking; comment: string | null; at: string }[];
}

const EXTRA_KEY = 'timetracking';

export function timetrackingState(db: MockDb): TimetrackingState {
  let state = db.extra[EXTRA_KEY] as TimetrackingState | undefined;
  if (!state) {
    state = { bonuses: new Map(), recalculations: [], deletions: [] };
    db.extra[EXTRA_KEY] = state;
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Wall-time helpers (Berlin wall time `yyyy-MM-dd HH:mm:ss`, the local time zone of the process)
// ---------------------------------------------------------------------------------------------

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Local wall time of a Date, `yyyy-MM-dd HH:mm:ss`. */
export function toWall(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A wall time string back to a local Date. */
export function fromWall(wall: string): Date {
  return new Date(
    Number(wall.slice(0, 4)),
    Number(wall.slice(5, 7)) - 1,
    Number(wall.slice(8, 10)),
    Number(wall.slice(11, 13)) || 0,
    Number(wall.slice(14, 16)) || 0,
    Number(wall.slice(17, 19)) || 0,
  );
}

export function isoDay(date: Date): string {
  return toWall(date).slice(0, 10);
}

/** `yyyy-MM-dd` strictly, and a real calendar day; otherwise null. */
export function parseIsoDay(value: string | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
  return isValid(date) && isoDay(date) === value ? date : null;
}

export function isMigrated(day: string): boolean {
  return day <= MIGRATION_CUTOFF;
}

/** Monday = 0 … Sunday = 6 of a `yyyy-MM-dd` day. */
function weekdayIndex(day: string): number {
  const utc = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (utc + 6) % 7;
}

const WEEKDAY_KEYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** German weekday names, Monday first, from the date-fns German locale. */
const WEEKDAY_NAMES: readonly string[] = Array.from({ length: 7 }, (_, i) => format(new Date(2024, 0, 1 + i), 'EEEE', { locale: de }));

export function germanWeekday(day: string): string {
  return WEEKDAY_NAMES[weekdayIndex(day)];
}

function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Seconds between two wall times (real elapsed time, DST included). */
function secondsBetween(fromWallTime: string, toWallTime: string): number {
  return Math.floor((fromWall(toWallTime).getTime() - fromWall(fromWallTime).getTime()) / 1000);
}

// ---------------------------------------------------------------------------------------------
// Contracts, absences, holidays
// ---------------------------------------------------------------------------------------------

function contractOn(contracts: readonly WorkingHoursContract[], day: string): WorkingHoursContract | undefined {
  return contracts.find((c) => c.validFrom <= day && (c.validUntil === null || day <= c.validUntil));
}

/** Contract seconds of the user for that weekday; 0 without a valid contract. */
export function contractSeconds(db: MockDb, userId: number, day: string): number {
  const contract = contractOn(
    db.contracts.filter((c) => c.userId === userId),
    day,
  );
  return contract ? contract[WEEKDAY_KEYS[weekdayIndex(day)]] : 0;
}

// ---------------------------------------------------------------------------------------------
// Computing days
// ---------------------------------------------------------------------------------------------

/** Everything needed to compute a user's days, gathered once per request. */
export interface UserIndex {
  userId: number;
  clockingsByDay: Map<string, StoredClocking[]>;
  vacationsByDay: Map<string, { value: number; absentType: string }>;
  contracts: WorkingHoursContract[];
  bonuses: Map<string, number>;
  nowWall: string;
  today: string;
}

export function userIndex(db: MockDb, userId: number): UserIndex {
  const clockingsByDay = new Map<string, StoredClocking[]>();
  for (const c of clockingTable(db, userId)) {
    if (c.userId !== userId) continue;
    const day = c.clockIn.slice(0, 10);
    const list = clockingsByDay.get(day);
    if (list) list.push(c);
    else clockingsByDay.set(day, [c]);
  }
  for (const list of clockingsByDay.values()) list.sort((a, b) => (a.clockIn < b.clockIn ? -1 : a.clockIn > b.clockIn ? 1 : a.id - b.id));
  const vacationsByDay = new Map<string, { value: number; absentType: string }>();
  for (const v of vacationTable(db, userId)) {
    if (v.userId !== userId) continue;
    const known = vacationsByDay.get(v.date);
    if (known) known.value = Math.min(1, known.value + v.value);
    else vacationsByDay.set(v.date, { value: v.value, absentType: v.absentType });
  }
  const nowWall = toWall(db.now());
  return {
    userId,
    clockingsByDay,
    vacationsByDay,
    contracts: db.contracts.filter((c) => c.userId === userId),
    bonuses: timetrackingState(db).bonuses,
    nowWall,
    today: nowWall.slice(0, 10),
  };
}

/** Duration of a clocking in seconds; an open one runs until now (0 if it starts in the future). */
export function clockingSeconds(c: StoredClocking, nowWall: string): number {
  const end = c.clockOut ?? nowWall;
  return Math.max(0, secondsBetween(c.clockIn, end));
}

export function toWireClocking(c: StoredClocking, nowWall: string): Clocking {
  return {
    id: c.id,
    clock_in: c.clockIn,
    clock_out: c.clockOut,
    clock_in_formatted: c.clockIn.slice(11, 19),
    clock_out_formatted: c.clockOut === null ? null : c.clockOut.slice(11, 19),
    time: clockingSeconds(c, nowWall),
    type: c.type,
    comment: c.comment,
    home_office: c.homeOffice,
  };
}

interface DayFacts {
  day: Day;
  items: StoredClocking[];
  /** Clocked seconds only (no bonus). */
  worked: number;
  open: boolean;
}

function computeDay(index: UserIndex, day: string): DayFacts {
  const items = index.clockingsByDay.get(day) ?? [];
  let worked = 0;
  let open = false;
  for (const c of items) {
    worked += clockingSeconds(c, index.nowWall);
    if (c.clockOut === null) open = true;
  }
  const bonus = index.bonuses.get(`${index.userId}|${day}`) ?? 0;
  const total = worked + bonus;
  const vacation = index.vacationsByDay.get(day);
  const holiday = holidayOn(day);
  const isVacation = vacation?.value ?? 0;
  const isHoliday = holiday?.value ?? 0;
  const contract = contractOn(index.contracts, day);
  const contractDay = contract ? contract[WEEKDAY_KEYS[weekdayIndex(day)]] : 0;
  const required = Math.max(0, Math.round(contractDay * (1 - isVacation - isHoliday)));
  const futureDay = day > index.today;
  const isToday = day === index.today;
  const isDone = (day < index.today && !open) || (isToday && !open && total >= required);
  const overtime = day < index.today || (isToday && isDone) ? total - required : 0;
  return {
    items,
    worked,
    open,
    day: {
      day: germanWeekday(day),
      date: day,
      total,
      required,
      overtime,
      is_done: isDone,
      futureDay,
      is_vacation: isVacation,
      absent_type: vacation ? vacation.absentType : null,
      is_public_holiday: isHoliday,
      holiday_name: holiday ? holiday.name : null,
      bonus,
      totalEqualOvertime: total === overtime && total > 0,
      clockings: items.map((c) => toWireClocking(c, index.nowWall)),
    },
  };
}

export function dayOf(db: MockDb, userId: number, day: string, index: UserIndex = userIndex(db, userId)): Day {
  return computeDay(index, day).day;
}

/** Days from `from` to `to` inclusive (both `yyyy-MM-dd`). */
export function daysBetween(db: MockDb, userId: number, from: string, to: string, index: UserIndex = userIndex(db, userId)): Day[] {
  const days: Day[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(computeDay(index, day).day);
  return days;
}

/** Monday of the ISO week containing the day. */
export function mondayOf(day: string): string {
  return isoDay(startOfISOWeek(new Date(`${day}T12:00:00`)));
}

/** The ISO week (Monday..Sunday) containing `day`. */
export function weekOf(db: MockDb, userId: number, day: string, index: UserIndex = userIndex(db, userId)): Day[] {
  const monday = mondayOf(day);
  return daysBetween(db, userId, monday, isoDay(addDays(new Date(`${monday}T12:00:00`), 6)), index);
}

export function weekOvertime(days: readonly Day[]): number {
  return days.reduce((sum, d) => sum + d.overtime, 0);
}

export function weekStatement(days: readonly Day[]): string {
  const open = days.filter((d) => d.required > 0 && !d.is_done).length;
  if (open === 0) return MESSAGES.weekDone;
  return `Woche offen: ${open} ${open === 1 ? 'Tag' : 'Tage'} unvollständig`;
}

/** Monday (`yyyy-MM-dd`) of ISO week `week` of ISO week-numbering year `year`; null when invalid. */
export function mondayOfIsoWeek(year: number, week: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(week) || year < 1970 || year > 2100) return null;
  const jan4 = new Date(year, 0, 4, 12);
  if (week < 1 || week > getISOWeeksInYear(jan4)) return null;
  return isoDay(startOfISOWeek(setISOWeek(jan4, week)));
}

export function isoWeekOf(day: string): { year: number; week: number } {
  const d = new Date(`${day}T12:00:00`);
  return { year: getISOWeekYear(d), week: getISOWeek(d) };
}

export function teamWeek(db: MockDb, userId: number, year: number, week: number): TeamWeekResponse | null {
  const monday = mondayOfIsoWeek(year, week);
  if (!monday) return null;
  const days = weekOf(db, userId, monday);
  return { clockings: days, statement: weekStatement(days), week_overtime: weekOvertime(days) };
}

/** Legally required break for the time worked. */
export function requiredBreak(workedSeconds: number): number {
  if (workedSeconds > 9 * 3600) return 45 * 60;
  if (workedSeconds > 6 * 3600) return 30 * 60;
  return 0;
}

/** GET /json/clockings and GET /clocking/user/clockings/{userId}/{date}. */
export function clockingsOfDay(db: MockDb, userId: number, day: string): ClockingsResponse {
  const index = userIndex(db, userId);
  const facts = computeDay(index, day);
  const week = weekOf(db, userId, day, index);
  const breaks: Break[] = [];
  for (let i = 1; i < facts.items.length; i++) {
    const prevOut = facts.items[i - 1].clockOut;
    if (prevOut === null) continue;
    const nextIn = facts.items[i].clockIn;
    if (nextIn > prevOut) breaks.push({ from: prevOut, to: nextIn, time: secondsBetween(prevOut, nextIn) });
  }
  const last = facts.items[facts.items.length - 1];
  if (day === index.today && last && last.clockOut !== null && last.clockOut < index.nowWall && facts.day.total < facts.day.required) {
    breaks.push({ from: last.clockOut, to: null, time: secondsBetween(last.clockOut, index.nowWall) });
  }
  const breakDone = breaks.reduce((sum, b) => sum + b.time, 0);
  const breakRequired = requiredBreak(facts.worked);
  return {
    clockings: {
      done: facts.day.total,
      pending: Math.max(0, facts.day.required - facts.day.total),
      required: facts.day.required,
      items: facts.day.clockings,
      week_overtime: weekOvertime(week),
    },
    breaks: {
      done: breakDone,
      pending: Math.max(0, breakRequired - breakDone),
      required: breakRequired,
      items: breaks,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Clocking in and out, business trips
// ---------------------------------------------------------------------------------------------

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 403 | 404 | 422; message: string; errors?: Record<string, string[]> };

const fail = (status: 403 | 404 | 422, message: string, field?: string): Outcome<never> =>
  field ? { ok: false, status, message, errors: { [field]: [message] } } : { ok: false, status, message };

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
  return { ok: true, value: { clockedIn: true, clocking } };
}

export function clockOut(db: MockDb, userId: number): Outcome<ClockResult> {
  const open = openClocking(db, userId);
  if (!open) return fail(422, MESSAGES.notClockedIn, 'clocking');
  open.clockOut = nowSecond(db) < open.clockIn ? open.clockIn : nowSecond(db);
  return { ok: true, value: { clockedIn: false, clocking: open } };
}

export function startBusinessTrip(db: MockDb, userId: number, rawComment: unknown): Outcome<ClockResult> {
  const comment = typeof rawComment === 'string' ? rawComment.trim() : '';
  if (comment === '') return fail(422, MESSAGES.tripCommentRequired, 'comment');
  const open = openClocking(db, userId);
  if (open?.type === TRIP) return fail(422, MESSAGES.alreadyOnTrip, 'comment');
  const now = nowSecond(db);
  if (open) open.clockOut = now < open.clockIn ? open.clockIn : now;
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
  return { ok: true, value: { clockedIn: true, clocking } };
}

export function finishBusinessTrip(db: MockDb, userId: number): Outcome<ClockResult> {
  const open = openClocking(db, userId);
  if (!open || open.type !== TRIP) return fail(422, MESSAGES.notOnTrip, 'clocking');
  const now = nowSecond(db);
  open.clockOut = now < open.clockIn ? open.clockIn : now;
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
  if (outMs === null && input.clockOut !== null && input.clockOut !== undefined && input.clockOut !== '') add('clockOut', MESSAGES.clockOutInvalid);
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

function isBlacklisted(db: MockDb, userId: number): boolean {
  return db.users.find((u) => u.id === userId)?.clockings_blacklisted === true;
}

export function updateClocking(db: MockDb, body: Record<string, unknown>): Outcome<StoredClocking> {
  const id = Number(body.id);
  if (!Number.isFinite(id)) return fail(404, 'Buchung nicht gefunden.');
  const { table, index } = locateClocking(db, id);
  const clocking = table[index];
  if (!clocking) return fail(404, 'Buchung nicht gefunden.');
  if (isBlacklisted(db, clocking.userId)) return fail(403, MESSAGES.blacklisted);
  if (isMigrated(clocking.clockIn.slice(0, 10))) return fail(422, MESSAGES.migrated, 'clockIn');
  const valid = validateClocking(db, clocking.userId, body as unknown as ClockingInput, clocking.id);
  if (!valid.ok) return valid;
  Object.assign(clocking, valid.value);
  return { ok: true, value: clocking };
}

export function createClocking(db: MockDb, body: Record<string, unknown>): Outcome<StoredClocking> {
  const userId = Number(body.userId);
  if (!Number.isInteger(userId) || !db.users.some((u) => u.id === userId)) return fail(404, 'Benutzer nicht gefunden.');
  if (isBlacklisted(db, userId)) return fail(403, MESSAGES.blacklisted);
  const valid = validateClocking(db, userId, body as unknown as ClockingInput, null);
  if (!valid.ok) return valid;
  const clocking: StoredClocking = { id: db.nextId('clocking'), userId, ...valid.value, addedFromUser: asBoolean(body.addedFromUser) };
  clockingTable(db, userId).push(clocking);
  return { ok: true, value: clocking };
}

export function deleteClocking(db: MockDb, id: number, comment: string | null): Outcome<StoredClocking> {
  if (!Number.isFinite(id)) return fail(404, 'Buchung nicht gefunden.');
  const { table, index: position } = locateClocking(db, id);
  const clocking = table[position];
  if (!clocking) return fail(404, 'Buchung nicht gefunden.');
  if (isBlacklisted(db, clocking.userId)) return fail(403, MESSAGES.blacklisted);
  if (isMigrated(clocking.clockIn.slice(0, 10))) return fail(422, MESSAGES.migrated, 'clocking');
  table.splice(position, 1);
  timetrackingState(db).deletions.push({ clocking, comment: comment && comment.trim() ? comment.trim() : null, at: toWall(db.now()) });
  return { ok: true, value: clocking };
}

/** Days are computed on read, so a recalculation only validates and records the request. */
export function recalculateWeek(db: MockDb, userId: number, year: number, week: number): Outcome<{ message: string; week_overtime: number }> {
  if (!db.users.some((u) => u.id === userId)) return fail(404, 'Benutzer nicht gefunden.');
  const monday = mondayOfIsoWeek(year, week);
  if (!monday) return fail(422, 'Die Kalenderwoche ist ungültig.', 'week');
  timetrackingState(db).recalculations.push({ userId, year, week, at: toWall(db.now()) });
  return { ok: true, value: { message: MESSAGES.recalculating, week_overtime: weekOvertime(weekOf(db, userId, monday)) } };
}

// ---------------------------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------------------------

/** Deterministic 32-bit hash of a few integers (no Math.random anywhere in the seed). */
function hash(a: number, b: number, c = 0): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35) ^ Math.imul(c + 0x165667b1, 0x27d4eb2f);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  h = Math.imul(h, 0x297a2d39);
  h ^= h >>> 15;
  return h >>> 0;
}

interface CalendarDay {
  iso: string;
  /** Monday = 0 … Sunday = 6. */
  weekday: number;
  isoYear: number;
  isoWeek: number;
  holiday: number;
  /** Days since SEED_START. */
  n: number;
}

/** The calendar from SEED_START on; pure, so it is cached across resets and grown on demand. */
const calendar: CalendarDay[] = [];

function calendarUntil(lastDay: string): CalendarDay[] {
  if (calendar.length === 0 || calendar[calendar.length - 1].iso < lastDay) {
    const cursor = calendar.length === 0 ? new Date(`${SEED_START}T12:00:00Z`) : new Date(`${calendar[calendar.length - 1].iso}T12:00:00Z`);
    if (calendar.length > 0) cursor.setUTCDate(cursor.getUTCDate() + 1);
    let { isoYear, isoWeek } = calendar.length > 0 ? calendar[calendar.length - 1] : { isoYear: 2020, isoWeek: 2 };
    for (;;) {
      const iso = cursor.toISOString().slice(0, 10);
      if (iso > lastDay) break;
      const weekday = (cursor.getUTCDay() + 6) % 7;
      if (weekday === 0 && calendar.length > 0) {
        const local = new Date(`${iso}T12:00:00`);
        isoYear = getISOWeekYear(local);
        isoWeek = getISOWeek(local);
      }
      calendar.push({ iso, weekday, isoYear, isoWeek, holiday: holidayOn(iso)?.value ?? 0, n: calendar.length });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
  }
  let end = calendar.length;
  while (end > 0 && calendar[end - 1].iso > lastDay) end--;
  return calendar.slice(0, end);
}

const TRIP_COMMENTS = ['Kundentermin in Köln', 'Schulung in Düsseldorf', 'Messe in Essen', 'Rechenzentrum Dortmund', 'Workshop beim Kunden in Bonn'];

/** `HH:mm:ss` of every second of a day, built once (the seed formats tens of thousands of times). */
let timesOfDay: string[] | null = null;

function timeOfDay(seconds: number): string {
  if (!timesOfDay) {
    timesOfDay = new Array<string>(86400);
    for (let h = 0; h < 24; h++) {
      const hh = pad(h);
      for (let m = 0; m < 60; m++) {
        const hhmm = `${hh}:${pad(m)}:`;
        for (let s = 0; s < 60; s++) timesOfDay[h * 3600 + m * 60 + s] = hhmm + pad(s);
      }
    }
  }
  return timesOfDay[seconds];
}

/** A calendar day + seconds of the day (may run past midnight) as a wall time. */
function wallAt(day: CalendarDay, nextIso: string, seconds: number): string {
  return seconds >= 86400 ? `${nextIso} ${timeOfDay(seconds - 86400)}` : `${day.iso} ${timeOfDay(seconds)}`;
}

/** Vacation rule per user and day: 1 / 0.5 / 0 and its absence type (only on working days). */
function seededAbsence(userId: number, d: CalendarDay, today: string): { value: 1 | 0.5; type: string } | null {
  const y = d.isoYear;
  const w = d.isoWeek;
  // Two weeks of summer holiday.
  const summer = 27 + ((userId * 3 + y) % 6);
  if (w === summer || w === summer + 1) return { value: 1, type: 'Urlaub' };
  // Three days in autumn (Mon–Wed).
  if (w === 41 + ((userId + y) % 4) && d.weekday <= 2) return { value: 1, type: 'Urlaub' };
  // Half days of Urlaub on two Fridays.
  if (d.weekday === 4 && (w === 12 + ((userId * 5 + y) % 9) || w === 33 + ((userId * 7 + y) % 6))) return { value: 0.5, type: 'Urlaub' };
  // Sick days only in the past.
  if (d.iso <= today) {
    if (w === 4 + ((userId * 7 + y) % 12) && (d.weekday === 1 || d.weekday === 2)) return { value: 1, type: 'Krank' };
    if (w === 45 + ((userId + 2 * y) % 3) && d.weekday === 3 && (userId + y) % 3 === 0) return { value: 1, type: 'Krank' };
  }
  // Sonderurlaub once in a while.
  if (d.weekday === 0 && w === 20 + ((userId * 11 + y) % 20) && (userId + y) % 4 === 1) return { value: 1, type: 'Sonderurlaub' };
  return null;
}

/**
 * Seeds clockings, vacations and time bonuses for every user except the deleted one, for every day
 * from SEED_START to db.now() (planned Urlaub also up to the end of the current year):
 * - working days start between 07:30 and 08:30 with a lunch gap of 30–60 min and about 8 h of work,
 *   with some spread so that overtime varies (both signs);
 * - about two home-office days per week, now and then an afternoon on a short business trip;
 * - two weeks of summer Urlaub, three autumn days, half days, a few Krank days;
 * - weekends and public holidays free (half days on 24/31 Dec); Lukas Hoffmann (6) has a Saturday
 *   duty now and then; Jonas Weber (9, locked) stops after 2026-06-30;
 * - Max Müller (4) is clocked in since 07:5x today on a working day when it is 08:00 or later;
 *   Mehmet Yılmaz (7) worked a night shift from yesterday 22:00 until 06:00 today (open if it is
 *   earlier than 06:00); the current week's Friday is a planned half day of Urlaub for user 4;
 * - "Zeitbonus": 2 h on the Friday of ISO week 50 (the Christmas party) for everyone (also when
 *   on Urlaub that day), and 1 h for user 4 on last week's Tuesday.
 */
export function seedTimetracking(db: MockDb): void {
  seedBonuses(db);
  // Lazy, per user: tests reset the db before every test and most of them look at one or two
  // users. The rules here read and write through clockingTable(db, userId) and
  // vacationTable(db, userId), which seed just that user on first use. Reading or assigning
  // db.clockings / db.vacations themselves (other areas) seeds everyone first and turns both back
  // into plain data properties.
  const lazy: LazySeed = { clockings: db.clockings, vacations: db.vacations, ctx: null, seeded: new Set(), settled: false };
  lazySeeds.set(db, lazy);
  for (const key of ['clockings', 'vacations'] as const) {
    Object.defineProperty(db, key, {
      enumerable: true,
      configurable: true,
      get() {
        settleAll(db, lazy);
        return db[key];
      },
      set(value: MockDb[typeof key]) {
        settleAll(db, lazy);
        Object.defineProperty(db, key, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  }
}

interface SeedContext {
  nowWall: string;
  today: string;
  nowSeconds: number;
  days: CalendarDay[];
  yesterday: string;
  thisFriday: string;
}

interface LazySeed {
  clockings: StoredClocking[];
  vacations: Vacation[];
  /** "Now" as seen by the first seeded user; every later user is seeded against the same instant. */
  ctx: SeedContext | null;
  seeded: Set<number>;
  settled: boolean;
}

const lazySeeds = new WeakMap<MockDb, LazySeed>();

/** Seeded ids are `1_000_000 + userId * 100_000 + n`, so an id tells whose rows to seed. */
const SEED_ID_BASE = 1_000_000;
const SEED_ID_BLOCK = 100_000;

function settleAll(db: MockDb, lazy: LazySeed): void {
  if (lazy.settled) return;
  for (const user of db.users) ensureUser(db, lazy, user.id);
  lazy.settled = true;
  Object.defineProperty(db, 'clockings', { value: lazy.clockings, writable: true, enumerable: true, configurable: true });
  Object.defineProperty(db, 'vacations', { value: lazy.vacations, writable: true, enumerable: true, configurable: true });
}

function ensureUser(db: MockDb, lazy: LazySeed, userId: number): void {
  if (lazy.settled || lazy.seeded.has(userId)) return;
  lazy.seeded.add(userId);
  const user = db.users.find((u) => u.id === userId);
  if (!user || user.deleted) return;
  lazy.ctx ??= seedContext(db);
  seedUser(db, lazy, userId, lazy.ctx);
}

/** The clockings table with (at least) that user's rows seeded; without a user: everyone's. */
export function clockingTable(db: MockDb, userId?: number): StoredClocking[] {
  const lazy = lazySeeds.get(db);
  if (!lazy || lazy.settled) return db.clockings;
  if (userId === undefined) {
    settleAll(db, lazy);
    return db.clockings;
  }
  ensureUser(db, lazy, userId);
  return lazy.clockings;
}

/** The vacations table with (at least) that user's rows seeded; without a user: everyone's. */
export function vacationTable(db: MockDb, userId?: number): Vacation[] {
  const lazy = lazySeeds.get(db);
  if (!lazy || lazy.settled) return db.vacations;
  if (userId === undefined) {
    settleAll(db, lazy);
    return db.vacations;
  }
  ensureUser(db, lazy, userId);
  return lazy.vacations;
}

/** Where the clocking with that id sits (index -1 when unknown), seeding as little as possible. */
function locateClocking(db: MockDb, id: number): { table: StoredClocking[]; index: number } {
  const lazy = lazySeeds.get(db);
  if (lazy && !lazy.settled) {
    const owner = id >= SEED_ID_BASE ? Math.floor((id - SEED_ID_BASE) / SEED_ID_BLOCK) : undefined;
    const table = owner === undefined ? lazy.clockings : clockingTable(db, owner);
    const index = table.findIndex((c) => c.id === id);
    if (index >= 0) return { table, index };
  }
  const table = clockingTable(db);
  return { table, index: table.findIndex((c) => c.id === id) };
}

/** Zeitbonus: rule-based, cheap, seeded at once. */
function seedBonuses(db: MockDb): void {
  const state = timetrackingState(db);
  const today = isoDay(db.now());
  for (const d of calendarUntil(today)) {
    if (d.weekday === 4 && d.isoWeek === 50) {
      for (const user of db.users) if (!user.deleted) state.bonuses.set(`${user.id}|${d.iso}`, 7200);
    }
  }
  const lastTuesday = isoDay(addDays(new Date(`${mondayOf(today)}T12:00:00`), -6));
  if (lastTuesday >= SEED_START) state.bonuses.set(`4|${lastTuesday}`, 3600);
}

function seedContext(db: MockDb): SeedContext {
  const nowWall = toWall(db.now());
  const today = nowWall.slice(0, 10);
  const currentYearEnd = `${today.slice(0, 4)}-12-31`;
  return {
    nowWall,
    today,
    nowSeconds: Number(nowWall.slice(11, 13)) * 3600 + Number(nowWall.slice(14, 16)) * 60 + Number(nowWall.slice(17, 19)),
    days: calendarUntil(currentYearEnd > today ? currentYearEnd : today),
    yesterday: isoDay(addDays(fromWall(nowWall), -1)),
    thisFriday: isoDay(addDays(new Date(`${mondayOf(today)}T12:00:00`), 4)),
  };
}

/** One user's clockings and vacations of the seed (see seedTimetracking). */
function seedUser(db: MockDb, lazy: LazySeed, userId: number, ctx: SeedContext): void {
  const { today, nowWall, nowSeconds, days, yesterday, thisFriday } = ctx;
  const clockings = lazy.clockings;
  const vacations = lazy.vacations;
  let clockingId = SEED_ID_BASE + userId * SEED_ID_BLOCK;
  let vacationId = SEED_ID_BASE + userId * 10_000;
  let requestId = SEED_ID_BASE + userId * 10_000;
  const contracts = db.contracts.filter((c) => c.userId === userId);
  const lastWorkDay = userId === 9 ? '2026-06-30' : today;
  let lastAbsence = '';

  for (let i = 0; i < days.length; i++) {
    const d = days[i];
    const futureDay = d.iso > today;
    const contract = contractOn(contracts, d.iso);
    const contractDay = contract ? contract[WEEKDAY_KEYS[d.weekday]] : 0;

    // Absences (also planned ones in the future of the current year).
    let absence = contractDay > 0 && d.holiday === 0 ? seededAbsence(userId, d, today) : null;
    if (userId === 4 && d.iso === thisFriday && contractDay > 0 && d.holiday === 0) absence = { value: 0.5, type: 'Urlaub' };
    if (absence && (userId !== 9 || d.iso <= lastWorkDay)) {
      if (lastAbsence !== absence.type) requestId++;
      lastAbsence = absence.type;
      vacations.push({ id: ++vacationId, userId, date: d.iso, value: absence.value, absentType: absence.type, requestId } satisfies Vacation);
    } else {
      lastAbsence = '';
    }
    if (futureDay || d.iso > lastWorkDay) continue;

    const nextIso = i + 1 < days.length ? days[i + 1].iso : nextDay(d.iso);
    const h = hash(userId, d.n);
    const isToday = d.iso === today;
    const push = (fromSec: number, toSec: number, type: ClockingType, homeOffice: boolean, comment: string | null) => {
      if (isToday && fromSec >= nowSeconds) return false;
      const open = isToday && toSec > nowSeconds;
      clockings.push({
        id: ++clockingId,
        userId,
        clockIn: wallAt(d, nextIso, fromSec),
        clockOut: open ? null : wallAt(d, nextIso, toSec),
        type,
        comment,
        homeOffice,
        addedFromUser: false,
      });
      return !open;
    };

    // Night shift of user 7: yesterday 22:00 until 06:00 today.
    if (userId === 7 && (d.iso === yesterday || d.iso === today)) {
      if (d.iso === yesterday) {
        const open = nowWall < `${today} 06:00:00`;
        clockings.push({
          id: ++clockingId,
          userId,
          clockIn: `${yesterday} 22:00:00`,
          clockOut: open ? null : `${today} 06:00:00`,
          type: REGULAR,
          comment: 'Nachtschicht',
          homeOffice: false,
          addedFromUser: false,
        });
      }
      continue;
    }

    // Saturday duty of user 6.
    if (userId === 6 && d.weekday === 5 && d.holiday === 0 && h % 4 === 0) {
      push(9 * 3600, 13 * 3600 + (h % 7) * 60, REGULAR, (h >>> 3) % 2 === 0, 'Bereitschaft');
      continue;
    }

    const required = Math.max(0, Math.round(contractDay * (1 - (absence?.value ?? 0) - d.holiday)));
    if (required === 0) continue;

    const homeOffice = (h >>> 4) % 5 < 2;
    // Current user: clocked in since 07:5x today, one open clocking.
    if (userId === 4 && isToday) {
      if (nowSeconds >= 8 * 3600) push(7 * 3600 + 50 * 60 + (h % 10) * 60 + ((h >>> 8) % 60), 24 * 3600, REGULAR, homeOffice, null);
      continue;
    }

    const start = 7 * 3600 + 30 * 60 + ((h >>> 8) % 61) * 60 + ((h >>> 16) % 60);
    // Work: required plus a spread of -30 … +45 min; one day in twelve ends an hour early.
    let work = required + (((h >>> 12) % 76) - 30) * 60;
    if ((h >>> 20) % 12 === 0) work -= 3600;
    work = Math.max(1800, work);
    const trip = (h >>> 24) % 35 === 0 && work > 5 * 3600;
    const tripComment = TRIP_COMMENTS[(h >>> 7) % TRIP_COMMENTS.length];
    if (work <= 6 * 3600) {
      push(start, start + work, REGULAR, homeOffice, null);
      continue;
    }
    const morning = 3 * 3600 + 30 * 60 + ((h >>> 2) % 61) * 60;
    const lunch = 30 * 60 + ((h >>> 5) % 31) * 60;
    const afternoonStart = start + morning + lunch;
    if (push(start, start + morning, REGULAR, homeOffice, null)) {
      push(afternoonStart, afternoonStart + (work - morning), trip ? TRIP : REGULAR, trip ? true : homeOffice, trip ? tripComment : null);
    }
  }
}
