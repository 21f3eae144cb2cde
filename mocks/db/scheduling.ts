// Rules of the schedulers (spec 02): helpdesk sorting list, helpdesk week shifts and the
// attendance scheduler of the Icinga-master team. Pure functions over the db; the area's tables
// live in db.extra.scheduling and are seeded lazily on first access (cheap: no clockings are read,
// vacations only per user of a requested week).
import { addDays } from 'date-fns';
import type {
  AttendanceUser,
  AttendanceWeekResponse,
  HelpdeskScheduleSaved,
  HelpdeskShiftType,
  HelpdeskSortingEntry,
  HelpdeskWeekResponse,
} from '../../packages/core/src/api/wire-types-scheduling';
import type { MockDb } from './db';
import { holidayOn } from './holidays';
import type { MockGroup, MockUser } from './seed-people';
import { SEED_START, contractSeconds, fromWall, isoDay, isoWeekOf, mondayOf, parseIsoDay, vacationTable, type Outcome } from './timetracking';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** The helpdesk shift types: Frühdienst, Spätdienst, frei (day off). */
export const HELPDESK_SHIFT_TYPES: Readonly<Record<HelpdeskShiftType, string>> = {
  hd_frueh: 'Frühdienst (07:00–15:30)',
  hd_spaet: 'Spätdienst (10:30–19:00)',
  hd_frei: 'frei',
};

/** The role path that may edit the helpdesk scheduler and the sorting list. */
export const HELPDESK_ADMIN_ROLE_SUFFIX = 'HelpdeskDienstplan.Admin';

/** The group whose members form the helpdesk sorting list. */
export const HELPDESK_GROUP_NAME = 'Helpdesk';

/** Teams that have an attendance scheduler (/json/scheduler/{team}/…): the slug of their group. */
export const ATTENDANCE_TEAMS: readonly string[] = ['icinga-master'];

export const WEEK_DAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'] as const;
export const WEEKEND_DAYS = ['Samstag', 'Sonntag'] as const;

export const SCHEDULING_MESSAGES = {
  sortingForbidden: 'Nur Administratoren des Helpdesk-Dienstplans dürfen die Reihenfolge ändern.',
  scheduleForbidden: 'Sie dürfen den Helpdesk-Dienstplan nicht bearbeiten.',
  unknownType: (type: string) => `Unbekannte Schichtart „${type}“. Erlaubt sind: ${Object.keys(HELPDESK_SHIFT_TYPES).join(', ')}.`,
  badDate: 'Das Datum ist ungültig.',
  onVacation: (name: string) => `${name} hat an diesem Tag Urlaub.`,
  notInHelpdeskPlan: (name: string) => `${name} steht nicht im Helpdesk-Dienstplan.`,
  notInTeam: (name: string) => `${name} gehört nicht zum Team.`,
  attendanceSaved: 'Dienst gespeichert.',
  attendanceCleared: 'Dienst entfernt.',
} as const;

// ---------------------------------------------------------------------------------------------
// The area's state
// ---------------------------------------------------------------------------------------------

export interface SortingRow {
  id: number;
  userId: number;
}

export interface SchedulingState {
  /** Helpdesk sorting list, in order (position = index + 1). */
  sorting: SortingRow[];
  /** Explicit helpdesk shifts, key `${userId}|${yyyy-MM-dd}`; null = explicitly cleared. */
  helpdeskShifts: Map<string, HelpdeskShiftType | null>;
  /** Users allowed to edit the helpdesk scheduler without the admin role (the permission flag). */
  helpdeskEditors: Set<number>;
  /** Explicit attendance, key `${team}|${yyyy-MM-dd}`; null = explicitly cleared. */
  attendance: Map<string, number | null>;
}

const EXTRA_KEY = 'scheduling';

export function schedulingState(db: MockDb): SchedulingState {
  let state = db.extra[EXTRA_KEY] as SchedulingState | undefined;
  if (!state) {
    state = {
      // The list as it was before the last change of the group: Jonas Weber (9) has left the
      // Helpdesk, Anna Berger (5) joined and is missing until the next sync.
      sorting: [
        { id: 1, userId: 2 },
        { id: 2, userId: 6 },
        { id: 3, userId: 3 },
        { id: 4, userId: 9 },
        { id: 5, userId: 4 },
      ],
      helpdeskShifts: new Map(),
      helpdeskEditors: new Set(),
      attendance: new Map(),
    };
    db.extra[EXTRA_KEY] = state;
  }
  return state;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A group by id (digits), by name (case-insensitive) or by slug (`icinga-master`). */
export function resolveGroup(db: MockDb, key: string): MockGroup | undefined {
  const trimmed = key.trim();
  if (/^\d+$/.test(trimmed)) return db.groups.find((g) => g.id === Number(trimmed));
  const lower = trimmed.toLowerCase();
  return db.groups.find((g) => g.name.toLowerCase() === lower || slugOf(g.name) === lower);
}

/** Active (not deleted) members of a group, by display name. */
export function groupMembers(db: MockDb, group: MockGroup): MockUser[] {
  return db.users.filter((u) => !u.deleted && u.groupIds.includes(group.id)).sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
}

export function isHelpdeskAdmin(user: MockUser | undefined): boolean {
  return user !== undefined && user.roles.some((r) => r.endsWith(HELPDESK_ADMIN_ROLE_SUFFIX));
}

const userRef = (u: MockUser) => ({ dn: u.dn, displayName: u.displayName });

const fail = (status: 403 | 404 | 422, message: string): Outcome<never> => ({ ok: false, status, message });

/** Unix seconds of 00:00 Berlin wall time of the day. */
export function dayTimestamp(day: string): number {
  return Math.floor(fromWall(`${day} 00:00:00`).getTime() / 1000);
}

/** The 7 days (`yyyy-MM-dd`) of the ISO week that contains the day, Monday first. */
export function weekDays(day: string): string[] {
  const monday = new Date(`${mondayOf(day)}T12:00:00`);
  return Array.from({ length: 7 }, (_, i) => isoDay(addDays(monday, i)));
}

/** `yyyy-MM-dd` or unix seconds (number or digits) → `yyyy-MM-dd`; null when neither. */
export function parseDayOrTimestamp(value: unknown): string | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,13}$/.test(value.trim()))) {
    const stamp = Number(value);
    if (!Number.isFinite(stamp) || !Number.isInteger(stamp) || stamp <= 0) return null;
    // Unix seconds; epoch milliseconds are accepted too (a JavaScript client may send Date#getTime).
    return isoDay(new Date(stamp >= 1e11 ? stamp : stamp * 1000));
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  // An ISO instant with a zone (Date#toISOString): its Berlin day.
  if (/^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : isoDay(instant);
  }
  // `yyyy-MM-dd`, also with a wall-time part (`yyyy-MM-dd HH:mm:ss`).
  const day = /^\d{4}-\d{2}-\d{2}(?:$|[ T])/.test(text) ? text.slice(0, 10) : '';
  return parseIsoDay(day) ? day : null;
}

/** Whether the day lies in a week that the seed has planned (SEED_START up to the current week). */
function seededWeek(db: MockDb, day: string): boolean {
  return day >= SEED_START && mondayOf(day) <= mondayOf(isoDay(db.now()));
}

function toId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return null;
}

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
  return (userId + isoWeekOf(day).week) % 2 === 0 ? 'hd_frueh' : 'hd_spaet';
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
    return { user_id: entry.user_id, user: entry.user, schedules, vacations: days.filter((d) => absent.has(d)).map((d) => ({ vacation_date: d })) };
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
  if (!schedulingState(db).sorting.some((row) => row.userId === user.id)) return fail(422, SCHEDULING_MESSAGES.notInHelpdeskPlan(user.displayName));
  // A working shift on an absence day is refused; "frei" (or clearing) is always fine, so that the
  // client can send all seven days of a week that contains an absence.
  if (type !== null && type !== 'hd_frei' && absenceDays(db, user.id, [day]).has(day)) return fail(422, SCHEDULING_MESSAGES.onVacation(user.displayName));
  schedulingState(db).helpdeskShifts.set(`${user.id}|${day}`, type);
  return { ok: true, value: { user_id: user.id, day, type } };
}

// ---------------------------------------------------------------------------------------------
// Attendance scheduler (Icinga-master)
// ---------------------------------------------------------------------------------------------

/** The group of an attendance team slug, or undefined when the team has no scheduler. */
export function attendanceGroup(db: MockDb, team: string): MockGroup | undefined {
  const slug = team.trim().toLowerCase();
  if (!ATTENDANCE_TEAMS.includes(slug)) return undefined;
  return db.groups.find((g) => slugOf(g.name) === slug);
}

/** Members ordered by id: the rotation of the seeded plan. */
function rotation(db: MockDb, group: MockGroup): MockUser[] {
  return groupMembers(db, group).sort((a, b) => a.id - b.id);
}

/** Seeded plan: one person Monday–Friday, the next one the weekend, rotating per ISO week. */
function seededAttendance(db: MockDb, group: MockGroup, day: string): number | null {
  if (!seededWeek(db, day)) return null;
  const members = rotation(db, group);
  if (members.length === 0) return null;
  const { year, week } = isoWeekOf(day);
  const weekend = new Date(`${day}T12:00:00`).getDay() % 6 === 0;
  return members[(year + week + (weekend ? 1 : 0)) % members.length].id;
}

export function attendanceOn(db: MockDb, team: string, group: MockGroup, day: string): number | null {
  const explicit = schedulingState(db).attendance;
  const key = `${team}|${day}`;
  return explicit.has(key) ? (explicit.get(key) ?? null) : seededAttendance(db, group, day);
}

export interface AttendanceWeek extends AttendanceWeekResponse {
  /** The week's days Monday first (not on the wire of the scheduler; used by the team overview). */
  days: string[];
}

export function attendanceWeek(db: MockDb, team: string, group: MockGroup, date: string): AttendanceWeek {
  const days = weekDays(date);
  const stamps = days.map(dayTimestamp);
  const shifts = (from: number, to: number) => Object.fromEntries(days.slice(from, to).map((day, i) => [String(stamps[from + i]), attendanceOn(db, team, group, day)]));
  const attendanceUserList: AttendanceUser[] = groupMembers(db, group).map((u) => ({ id: u.id, dn: u.dn, displayName: u.displayName }));
  return {
    days,
    weekDays: [...WEEK_DAYS],
    weekendDays: [...WEEKEND_DAYS],
    weekDayTimestamps: stamps.slice(0, 5),
    weekendTimestamps: stamps.slice(5),
    attendanceUserList,
    attendanceShiftsWeekdays: shifts(0, 5),
    attendanceShiftsWeekends: shifts(5, 7),
  };
}

export interface AttendanceSavedValue {
  team: string;
  date: string;
  timestamp: number;
  user_id: number | null;
}

/** Saves who is on duty on one day; user null / '' / 0 clears the day. */
export function saveAttendance(db: MockDb, team: string, group: MockGroup, body: Record<string, unknown>): Outcome<AttendanceSavedValue> {
  const day = parseDayOrTimestamp(body.date);
  if (!day) return fail(422, SCHEDULING_MESSAGES.badDate);
  const raw = body.user;
  let userId: number | null = null;
  if (!(raw === null || raw === undefined || raw === '' || raw === 0 || raw === '0')) {
    const id = toId(raw);
    const user = id === null ? undefined : db.users.find((u) => u.id === id);
    if (!user) return fail(422, SCHEDULING_MESSAGES.notInTeam(`Benutzer ${String(raw)}`));
    if (user.deleted || !user.groupIds.includes(group.id)) return fail(422, SCHEDULING_MESSAGES.notInTeam(user.displayName));
    userId = user.id;
  }
  schedulingState(db).attendance.set(`${team}|${day}`, userId);
  return { ok: true, value: { team, date: day, timestamp: dayTimestamp(day), user_id: userId } };
}
