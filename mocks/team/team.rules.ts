// Rules of the team-lead area (spec 02): the team overview with weekly overtime badges and the
// Icinga-master team's weekly attendance. No tables of its own: overtime comes from the time
// tracking rules (seeded lazily per user), attendance from the scheduling area.
import type {
  IcingaTeamOverviewResponse,
  OvertimeBadgeClass,
  TeamOverviewResponse,
  TeamUser,
} from '../../packages/core/src/api/wire-types-team';
import type { Day } from '../../packages/core/src/api/wire-types-timetracking';
import { isoWeek } from '@stempeluhr/core/time';
import type { MockDb } from '../db/db';
import { fail, type Outcome } from '../db/outcome';
import type { MockGroup } from '../db/seed-people';
import { isoDay, parseIsoDay } from '../db/time';
import { attendanceGroup, attendanceWeek } from '../scheduling/attendance.rules';
import { groupMembers, resolveGroup, slugOf } from '../scheduling/groups.rules';
import { weekOf, weekOvertime } from '../timetracking/days.rules';

export const TEAM_MESSAGES = {
  forbidden: 'Sie dürfen diese Gruppe nicht einsehen.',
  unknownGroup: 'Gruppe nicht gefunden.',
  noAttendance: 'Für diese Gruppe gibt es keinen Bereitschaftsplan.',
  badDate: 'Das Datum ist ungültig (yyyy-MM-dd).',
} as const;

/** Leader, substitute or member of the group; admins may read every group (our choice). */
export function maySeeGroup(db: MockDb, group: MockGroup, userId = db.currentUserId): boolean {
  if (group.leaderId === userId || group.substituteId === userId) return true;
  const user = db.users.find((u) => u.id === userId);
  if (user === undefined || user.deleted) return false;
  return user.roles.includes('admin') || user.groupIds.includes(group.id);
}

/** A week counts as "with data" once one of its days is settled (done) with a requirement or work. */
function hasData(days: readonly Day[]): boolean {
  return days.some((d) => d.is_done && (d.required > 0 || d.total > 0));
}

export function overtimeClass(days: readonly Day[], overtime: number): OvertimeBadgeClass {
  if (!hasData(days)) return 'text-bg-secondary';
  return overtime >= 0 ? 'text-bg-success' : 'text-bg-danger';
}

/** Group lookup + read permission + the week's date (default today). */
function teamContext(db: MockDb, groupKey: string, date: string | null): Outcome<{ group: MockGroup; day: string }> {
  const group = resolveGroup(db, groupKey);
  if (!group) return fail(404, TEAM_MESSAGES.unknownGroup);
  if (!maySeeGroup(db, group)) return fail(403, TEAM_MESSAGES.forbidden);
  const day = date === null || date === '' ? isoDay(db.now()) : date;
  if (!parseIsoDay(day)) return fail(422, TEAM_MESSAGES.badDate, 'date');
  return { ok: true, value: { group, day } };
}

export function teamOverview(db: MockDb, groupKey: string, date: string | null): Outcome<TeamOverviewResponse> {
  const ctx = teamContext(db, groupKey, date);
  if (!ctx.ok) return ctx;
  const { group, day } = ctx.value;
  const users: TeamUser[] = groupMembers(db, group).map((user) => {
    const days = weekOf(db, user.id, day);
    const data = hasData(days);
    const overtime = data ? weekOvertime(days) : 0;
    return {
      id: user.id,
      dn: user.dn,
      displayName: user.displayName,
      overtime,
      class: overtimeClass(days, overtime),
      clockings_blacklisted: user.clockings_blacklisted,
    };
  });
  return {
    ok: true,
    value: {
      group: { id: group.id, name: group.name, leaderId: group.leaderId, substituteId: group.substituteId },
      week: isoWeek(day),
      users,
    },
  };
}

export function icingaTeamOverview(db: MockDb, groupKey: string, date: string | null): Outcome<IcingaTeamOverviewResponse> {
  const ctx = teamContext(db, groupKey, date);
  if (!ctx.ok) return ctx;
  const { group, day } = ctx.value;
  const team = slugOf(group.name);
  if (!attendanceGroup(db, team)) return fail(404, TEAM_MESSAGES.noAttendance);
  const week = attendanceWeek(db, team, group, day);
  const flags = (shifts: Record<string, number | null>, userId: number) =>
    Object.fromEntries(Object.entries(shifts).map(([stamp, onDuty]) => [stamp, onDuty === userId]));
  return {
    ok: true,
    value: {
      group: { id: group.id, name: group.name },
      team,
      week: isoWeek(day),
      weekDays: week.weekDays,
      weekendDays: week.weekendDays,
      weekDayTimestamps: week.weekDayTimestamps,
      weekendTimestamps: week.weekendTimestamps,
      users: week.attendanceUserList.map((u) => ({
        ...u,
        weekdays: flags(week.attendanceShiftsWeekdays, u.id),
        weekends: flags(week.attendanceShiftsWeekends, u.id),
      })),
    },
  };
}
