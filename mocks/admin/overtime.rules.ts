// The overtime account (spec 02). A "calculated" entry per past ISO week (Sunday before today)
// from the first seeded week on, while the user has a contract that week; its value is the week's
// overtime (weekSummary). Like the real server, calculated values are snapshots: taken when a year
// is first read, refreshed only by a recalculation (admin's or the user's own
// /clocking/user/overtime/recalculate, both recorded in timetracking state). Deleted users have no
// calculated entries (the seed keeps no clockings for them). The total is the sum of every entry
// whose week has started by now.
import { addDaysIso, isMigrated, isoWeek } from '@stempeluhr/core/time';
import type { OvertimeEntry } from '../../packages/core/src/api/wire-types-admin';
import type { MockDb } from '../db/db';
import { fail, type Failure, type Outcome } from '../db/outcome';
import { isoDay, mondayOf, mondayOfIsoWeek, plusDays, toWall } from '../db/time';
import { seededWeekOvertime, timetrackingState } from '../timetracking/clockings.seed';
import { daysBetween, userIndex, type UserIndex } from '../timetracking/days.rules';
import { MESSAGES, SEED_START } from '../timetracking/messages';
import { ADMIN_MESSAGES } from './messages';
import {
  CALC_ID_BASE,
  MANUAL_SEED_BASE,
  account,
  calculatedId,
  overtimeAccounts,
  type OvertimeAccount,
  type StoredOvertime,
} from './overtime.seed';
import { userOf, writableUser } from './users.rules';
import { contractOverlapping, contractsOf, parseCalendarWeek, summaryOf, weekSummary, yearkwOf } from './weeks.rules';

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
/** The ISO weeks of a year (week, Monday, Sunday, yearkw): pure calendar, computed once per year. */
const weeksOfYear = new Map<number, { week: number; monday: string; sunday: string; yearkw: string }[]>();

function isoWeeksOf(year: number): { week: number; monday: string; sunday: string; yearkw: string }[] {
  let weeks = weeksOfYear.get(year);
  if (!weeks) {
    weeks = [];
    const yearStart = mondayOfIsoWeek(year, 1);
    const nextYearStart = mondayOfIsoWeek(year + 1, 1);
    if (yearStart && nextYearStart) {
      for (let week = 1, monday = yearStart; monday < nextYearStart; week++, monday = plusDays(monday, 7)) {
        weeks.push({ week, monday, sunday: plusDays(monday, 6), yearkw: yearkwOf(year, week) });
      }
    }
    weeksOfYear.set(year, weeks);
  }
  return weeks;
}

function ensureYear(db: MockDb, userId: number, acc: OvertimeAccount, year: number): void {
  const user = userOf(db, userId);
  if (!user || user.deleted) return;
  const today = isoDay(db.now());
  const firstMonday = mondayOf(SEED_START);
  const contracts = contractsOf(db, userId);
  const missing: { week: number; monday: string }[] = [];
  for (const { week, monday, sunday, yearkw } of isoWeeksOf(year)) {
    if (sunday >= today) break;
    if (monday < firstMonday || acc.calculated.has(yearkw)) continue;
    if (contractOverlapping(contracts, monday, sunday)) missing.push({ week, monday });
  }
  if (missing.length === 0) return;
  // A user without rows yet: the seed's rule gives the weeks' overtime without seeding (large database).
  const seeded = seededWeekOvertime(db, userId);
  if (seeded && missing.every((m) => seeded.has(m.monday))) {
    for (const { week, monday } of missing)
      acc.calculated.set(yearkwOf(year, week), calculatedEntry(userId, year, week, seeded.get(monday) ?? 0));
    return;
  }
  const index = userIndex(db, userId);
  const from = missing[0].monday;
  const days = daysBetween(db, userId, from, addDaysIso(missing[missing.length - 1].monday, 6), index);
  const offset = (monday: string) => Math.round((Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
  for (const { week, monday } of missing) {
    const start = offset(monday);
    acc.calculated.set(
      yearkwOf(year, week),
      calculatedEntry(userId, year, week, summaryOf(days.slice(start, start + 7), index).week_overtime),
    );
  }
}

function calculatedEntry(userId: number, year: number, week: number, overtime: number): StoredOvertime {
  return {
    id: calculatedId(userId, year, week),
    userId,
    yearkw: yearkwOf(year, week),
    overtime,
    comment: null,
    type: 'calculated',
    changes: [],
  };
}

function toWireOvertime(e: StoredOvertime): OvertimeEntry {
  return {
    id: e.id,
    user_id: e.userId,
    yearkw: e.yearkw,
    overtime: e.overtime,
    comment: e.comment,
    type: e.type,
    changes: e.changes.map((c) => structuredClone(c)),
  };
}

function sortEntries(list: StoredOvertime[]): StoredOvertime[] {
  return list.sort((a, b) =>
    a.yearkw < b.yearkw ? -1 : a.yearkw > b.yearkw ? 1 : a.type === b.type ? a.id - b.id : a.type === 'calculated' ? -1 : 1,
  );
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
  const { year: thisYear } = isoWeek(today);
  // Every past week is taken once per day (and again when the user's contracts change).
  const ensured = `${today}|${JSON.stringify(contractsOf(db, userId))}`;
  if (acc.ensuredFor !== ensured) {
    for (let year = Number(SEED_START.slice(0, 4)); year <= thisYear; year++) ensureYear(db, userId, acc, year);
    acc.ensuredFor = ensured;
  }
  const current = yearkwOf(isoWeek(today).year, isoWeek(today).week);
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
  for (const acc of overtimeAccounts(db).values()) {
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

/**
 * A migrated week (its Sunday on or before 2020-02-23, spec 02 §5/§9) is not recalculated: the
 * recalculation would overwrite data migrated from v1, which "cannot be edited"
 * (docs/decisions/admin-spec-fidelity.md, issue 23 point 11). 422 with the spec's hint.
 */
export function migratedWeekRefused(year: number, week: number): Failure | null {
  return weekIsMigrated(yearkwOf(year, week)) ? fail(422, MESSAGES.migrated, 'week') : null;
}
