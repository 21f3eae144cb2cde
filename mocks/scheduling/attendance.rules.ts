// The attendance scheduler of the Icinga-master team (spec 02), rules over the db.
import { isoWeek } from '@stempeluhr/core/time';
import type { AttendanceUser, AttendanceWeekResponse } from '../../packages/core/src/api/wire-types-scheduling';
import type { MockDb } from '../db/db';
import { fail, type Outcome } from '../db/outcome';
import type { MockGroup, MockUser } from '../db/seed-people';
import { dayTimestamp, parseDayOrTimestamp, seededWeek, toId, weekDays } from './days.rules';
import { groupMembers, slugOf } from './groups.rules';
import { ATTENDANCE_ADMIN_ROLE_SUFFIX, ATTENDANCE_TEAMS, SCHEDULING_MESSAGES, WEEKEND_DAYS, WEEK_DAYS } from './messages';
import { vacationTable } from '../timetracking/clockings.seed';
import { schedulingState } from './schedule.seed';

/** A dotted role path ending in `IcingaMasterDienstplan.Admin` (the same rule the view applies to its `roles`). */
export function isAttendanceAdmin(user: MockUser | undefined): boolean {
  return (
    user !== undefined &&
    user.roles.some((r: string) => r === ATTENDANCE_ADMIN_ROLE_SUFFIX || r.endsWith(`.${ATTENDANCE_ADMIN_ROLE_SUFFIX}`))
  );
}

/** Who may save the attendance plan: the role, or the page's permission flag (attendanceEditors). */
export function canEditAttendance(db: MockDb, userId = db.currentUserId): boolean {
  return isAttendanceAdmin(db.users.find((u) => u.id === userId)) || schedulingState(db).attendanceEditors.has(userId);
}

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

/** Whether the user has an absence (vacation, sickness, …) on that day. */
function absentOn(db: MockDb, userId: number, day: string): boolean {
  return vacationTable(db, userId).some((v) => v.userId === userId && v.date === day);
}

/**
 * Seeded plan: one person Monday–Friday, the next one the weekend, rotating per ISO week. Nobody is
 * planned on their own absence day: the next one in the rotation takes that day (nobody when all are away).
 */
function seededAttendance(db: MockDb, group: MockGroup, day: string): number | null {
  if (!seededWeek(db, day)) return null;
  const members = rotation(db, group);
  if (members.length === 0) return null;
  const { year, week } = isoWeek(day);
  const weekend = new Date(`${day}T12:00:00`).getDay() % 6 === 0;
  const start = (year + week + (weekend ? 1 : 0)) % members.length;
  for (let i = 0; i < members.length; i++) {
    const member = members[(start + i) % members.length];
    if (!absentOn(db, member.id, day)) return member.id;
  }
  return null;
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
  const shifts = (from: number, to: number) =>
    Object.fromEntries(days.slice(from, to).map((day, i) => [String(stamps[from + i]), attendanceOn(db, team, group, day)]));
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
  // Checked first, as a Laravel authorize would: a tampered page that claims the role cannot write.
  if (!canEditAttendance(db)) return fail(403, SCHEDULING_MESSAGES.attendanceForbidden);
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
