// Admin area (spec 02): a user's ISO week with totals, and the calendar weeks the forms send.
// A contract without fixed weekday times but with week_hours is "hourly based"; short-time work
// lowers its week_hours by the share of its working days (the first `weekdays` days of the week)
// that lie in a short-time period.
import { isoWeek } from '@stempeluhr/core/time';
import type { Day } from '../../packages/core/src/api/wire-types-timetracking';
import { userContracts, type MockDb, type WorkingHoursContract } from '../db/db';
import { shortTimeOn } from '../db/short-time';
import { WEEKDAY_KEYS, mondayOfIsoWeek } from '../db/time';
import { userIndex, weekOf, weekOvertime, type UserIndex } from '../timetracking/days.rules';

export function contractsOf(db: MockDb, userId: number): WorkingHoursContract[] {
  return userContracts(db, userId);
}

export function contractOverlapping(
  contracts: readonly WorkingHoursContract[],
  from: string,
  to: string,
): WorkingHoursContract | undefined {
  return contracts.find((c) => c.validFrom <= to && (c.validUntil === null || from <= c.validUntil));
}

export function isHourlyBased(contract: WorkingHoursContract | undefined): boolean {
  return contract !== undefined && WEEKDAY_KEYS.every((k) => contract[k] === 0) && contract.weekHours > 0;
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
export function summaryOf(days: Day[], index: UserIndex): WeekSummary {
  const monday = days[0].date;
  const sunday = days[6].date;
  const contract = contractOverlapping(index.contracts, monday, sunday);
  const hourly = isHourlyBased(contract);
  const done = days.reduce((s, d) => s + d.total, 0);
  if (hourly && contract) {
    const workdays = Math.min(7, Math.max(1, contract.weekdays));
    const covered = days.slice(0, workdays).filter((d) => shortTimeOn(index.shortTime, d.date)).length;
    const required = Math.round((contract.weekHours * (workdays - covered)) / workdays);
    return {
      days,
      week_done: done,
      week_required: required,
      week_overtime: sunday < index.today ? done - required : 0,
      hourly_based: true,
    };
  }
  return {
    days,
    week_done: done,
    week_required: days.reduce((s, d) => s + d.required, 0),
    week_overtime: weekOvertime(days),
    hourly_based: false,
  };
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

export const yearkwOf = (year: number, week: number) => `${year}-${week < 10 ? '0' : ''}${week}`;
export const isoWeekString = (day: string) => {
  const { year, week } = isoWeek(day);
  return `${year}-W${week < 10 ? '0' : ''}${week}`;
};
