// The helpdesk sorting list and week shifts (spec 02), rules over the db.
import { isoWeek } from '@stempeluhr/core/time';
import type {
  HelpdeskScheduleSaved,
  HelpdeskShiftType,
  HelpdeskSortingEntry,
  HelpdeskWeekResponse,
} from '../../packages/core/src/api/wire-types-scheduling';
import { contractSeconds, type MockDb } from '../db/db';
import { holidayOn } from '../db/holidays';
import { fail, type Outcome } from '../db/outcome';
import type { MockUser } from '../db/seed-people';
import { vacationTable } from '../timetracking/clockings.seed';
import { parseDayOrTimestamp, seededWeek, toId, weekDays } from './days.rules';
import { HELPDESK_ADMIN_ROLE_SUFFIX, HELPDESK_GROUP_NAME, HELPDESK_SHIFT_TYPES, SCHEDULING_MESSAGES } from './messages';
import { schedulingState } from './schedule.seed';

export function isHelpdeskAdmin(user: MockUser | undefined): boolean {
  // A dotted role path ending in the suffix: `Intern.Rollen.HelpdeskDienstplan.Admin`, not `XHelpdeskDienstplan.Admin`.
  return (
    user !== undefined && user.roles.some((r: string) => r === HELPDESK_ADMIN_ROLE_SUFFIX || r.endsWith(`.${HELPDESK_ADMIN_ROLE_SUFFIX}`))
  );
}

const userRef = (u: MockUser) => ({ dn: u.dn, displayName: u.displayName });

// ---------------------------------------------------------------------------------------------
// Helpdesk sorting
// ---------------------------------------------------------------------------------------------

export function sortingList(db: MockDb): HelpdeskSortingEntry[] {
  const entries: HelpdeskSortingEntry[] = [];
  for (const row of schedulingState(db).sorting) {
    const user = db.users.find((u) => u.id === row.userId);
    if (!user) continue;
    entries.push({ id: row.id, user_id: row.userId, position: entries.length + 1, user: userRef(user) });
  }
  return entries;
}

function requireSortingAdmin(db: MockDb): Outcome<never> | null {
  return isHelpdeskAdmin(db.users.find((u) => u.id === db.currentUserId)) ? null : fail(403, SCHEDULING_MESSAGES.sortingForbidden);
}

/** Keeps the order of the members already listed, drops leavers, appends missing members by id. */
export function syncSorting(db: MockDb): Outcome<HelpdeskSortingEntry[]> {
  const denied = requireSortingAdmin(db);
  if (denied) return denied;
  const state = schedulingState(db);
  const group = db.groups.find((g) => g.name === HELPDESK_GROUP_NAME);
  const members = group ? db.users.filter((u) => !u.deleted && u.groupIds.includes(group.id)).map((u) => u.id) : [];
  const memberSet = new Set(members);
  const kept = state.sorting.filter((row) => memberSet.has(row.userId));
  const listed = new Set(kept.map((row) => row.userId));
  for (const userId of [...members].sort((a, b) => a - b)) {
    if (!listed.has(userId)) kept.push({ id: db.nextId('helpdeskSorting'), userId });
  }
  state.sorting = kept;
  return { ok: true, value: sortingList(db) };
}

/** Swaps the entry with its neighbour (-1 up, +1 down); at the edge it is a no-op. */
export function moveSorting(db: MockDb, id: number, direction: -1 | 1): Outcome<HelpdeskSortingEntry[]> {
  const denied = requireSortingAdmin(db);
  if (denied) return denied;
  const rows = schedulingState(db).sorting;
  const index = rows.findIndex((row) => row.id === id);
  if (index < 0) return fail(404, 'Eintrag nicht gefunden.');
  const other = index + direction;
  if (other >= 0 && other < rows.length) [rows[index], rows[other]] = [rows[other], rows[index]];
  return { ok: true, value: sortingList(db) };
}

export function deleteSorting(db: MockDb, id: number): Outcome<HelpdeskSortingEntry[]> {
  const denied = requireSortingAdmin(db);
  if (denied) return denied;
  const state = schedulingState(db);
  const index = state.sorting.findIndex((row) => row.id === id);
  if (index < 0) return fail(404, 'Eintrag nicht gefunden.');
  state.sorting.splice(index, 1);
  return { ok: true, value: sortingList(db) };
}

// ---------------------------------------------------------------------------------------------
// Helpdesk scheduler
// ---------------------------------------------------------------------------------------------

export function canEditHelpdesk(db: MockDb, userId = db.currentUserId): boolean {
  return isHelpdeskAdmin(db.users.find((u) => u.id === userId)) || schedulingState(db).helpdeskEditors.has(userId);
}

function absenceDays(db: MockDb, userId: number, days: readonly string[]): Set<string> {
  const wanted = new Set(days);
  const found = new Set<string>();
  for (const v of vacationTable(db, userId)) if (v.userId === userId && wanted.has(v.date)) found.add(v.date);
  return found;
}

/** The seeded plan: weekdays alternate early/late per week and person; free on holidays, absences, no contract. */
function seededShift(db: MockDb, userId: number, day: string, absent: boolean): HelpdeskShiftType | null {
  if (!seededWeek(db, day)) return null;
  if (absent || (holidayOn(day)?.value ?? 0) === 1 || contractSeconds(db, userId, day) === 0) return 'hd_frei';
  return (userId + isoWeek(day).week) % 2 === 0 ? 'hd_frueh' : 'hd_spaet';
}

function shiftOn(db: MockDb, userId: number, day: string, absent: boolean): HelpdeskShiftType | null {
  const explicit = schedulingState(db).helpdeskShifts;
  const key = `${userId}|${day}`;
  return explicit.has(key) ? (explicit.get(key) ?? null) : seededShift(db, userId, day, absent);
}

export function helpdeskWeek(db: MockDb, date: string): HelpdeskWeekResponse {
  const days = weekDays(date);
  const shifts = sortingList(db).map((entry) => {
    const absent = absenceDays(db, entry.user_id, days);
    const schedules = days.flatMap((day) => {
      const type = shiftOn(db, entry.user_id, day, absent.has(day));
      return type === null ? [] : [{ user_id: entry.user_id, day, type }];
    });
    return {
      user_id: entry.user_id,
      user: entry.user,
      schedules,
      vacations: days.filter((d) => absent.has(d)).map((d) => ({ vacation_date: d })),
    };
  });
  const holidays = days.flatMap((day) => {
    const holiday = holidayOn(day);
    return holiday ? [{ date: day, name: holiday.name }] : [];
  });
  return { shifts, holidays, editable: canEditHelpdesk(db) };
}

export function saveHelpdeskSchedule(db: MockDb, body: Record<string, unknown>): Outcome<HelpdeskScheduleSaved> {
  if (!canEditHelpdesk(db)) return fail(403, SCHEDULING_MESSAGES.scheduleForbidden);
  const userId = toId(body.user_id);
  const user = userId === null ? undefined : db.users.find((u) => u.id === userId);
  if (!user) return fail(404, 'Benutzer nicht gefunden.');
  const day = parseDayOrTimestamp(body.date);
  if (!day) return fail(422, SCHEDULING_MESSAGES.badDate);
  const rawType = body.type === null || body.type === undefined ? '' : String(body.type).trim();
  if (rawType !== '' && !(rawType in HELPDESK_SHIFT_TYPES)) return fail(422, SCHEDULING_MESSAGES.unknownType(rawType));
  const type = rawType === '' ? null : (rawType as HelpdeskShiftType);
  if (!schedulingState(db).sorting.some((row) => row.userId === user.id))
    return fail(422, SCHEDULING_MESSAGES.notInHelpdeskPlan(user.displayName));
  // A working shift on an absence day is refused; "frei" (or clearing) is always fine, so that the
  // client can send all seven days of a week that contains an absence.
  if (type !== null && type !== 'hd_frei' && absenceDays(db, user.id, [day]).has(day))
    return fail(422, SCHEDULING_MESSAGES.onVacation(user.displayName));
  schedulingState(db).helpdeskShifts.set(`${user.id}|${day}`, type);
  return { ok: true, value: { user_id: user.id, day, type } };
}
