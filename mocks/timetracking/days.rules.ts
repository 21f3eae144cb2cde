// Time tracking (spec 01): a user's days, weeks and breaks, computed from the db on every read.
//
// Rules in short (the spec is silent on most of them; these are our choices):
// - Days are computed, never stored by the rules; the engine (engine.ts) keeps closed weeks until a
//   write touches them. A clocking counts for the day it was clocked in on, also when
//   it runs across midnight. An open clocking counts until db.now().
// - required = contract seconds of that weekday * (1 - vacation - public holiday), floored at 0;
//   0 on a day inside a short-time work period (Kurzarbeit; the wire carries only Von/Bis, no
//   percentage, so a covered day is a day off work: "Kurzarbeit Null").
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
import type { Break, Clocking, ClockingsResponse, Day, TeamWeekResponse } from '../../packages/core/src/api/wire-types-timetracking';
import { contractOn, userContracts, type MockDb, type StoredClocking } from '../db/db';
import { holidayOn } from '../db/holidays';
import { shortTimeOf, shortTimeOn } from '../db/short-time';
import {
  WEEKDAY_KEYS,
  germanWeekday,
  mondayOf,
  mondayOfIsoWeek,
  nextDay,
  plusDays,
  secondsBetween,
  toWall,
  weekdayIndex,
} from '../db/time';
import { clockingTable, timetrackingState, vacationTable } from './clockings.seed';
import { countComputedWeek, memoIndex, rememberWeek, rememberedWeek, type StaticIndex } from './engine';
import { MESSAGES } from './messages';

/** Everything needed to compute a user's days: the rows (kept by the engine) and "now". */
export interface UserIndex extends StaticIndex {
  nowWall: string;
  today: string;
}

function buildIndex(db: MockDb, userId: number): StaticIndex {
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
  return {
    userId,
    clockingsByDay,
    vacationsByDay,
    contracts: userContracts(db, userId),
    shortTime: shortTimeOf(db, userId),
    bonuses: timetrackingState(db).bonuses,
  };
}

/** The user's rows (built once by the engine until a write touches the user) and "now". */
export function userIndex(db: MockDb, userId: number): UserIndex {
  const nowWall = toWall(db.now());
  return { ...memoIndex(db, userId, () => buildIndex(db, userId)), nowWall, today: nowWall.slice(0, 10) };
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
  const contractDay = contract && !shortTimeOn(index.shortTime, day) ? contract[WEEKDAY_KEYS[weekdayIndex(day)]] : 0;
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

/**
 * The seven days of the week starting on `monday`. A closed week (its Sunday before today, no
 * clocking open) does not depend on "now": the engine computes it once and keeps it until a write
 * touches it.
 */
function weekDays(db: MockDb, index: UserIndex, monday: string): Day[] {
  const sunday = plusDays(monday, 6);
  const closed = sunday < index.today;
  if (closed) {
    const known = rememberedWeek(db, index.userId, monday);
    if (known) return known;
  }
  countComputedWeek(db);
  const days: Day[] = [];
  let open = false;
  for (let day = monday, i = 0; i < 7; i++, day = nextDay(day)) {
    const facts = computeDay(index, day);
    if (facts.open) open = true;
    days.push(facts.day);
  }
  if (closed && !open) rememberWeek(db, index.userId, monday, days);
  return days;
}

/** Days from `from` to `to` inclusive (both `yyyy-MM-dd`), week by week through the engine. */
export function daysBetween(db: MockDb, userId: number, from: string, to: string, index: UserIndex = userIndex(db, userId)): Day[] {
  const days: Day[] = [];
  for (let monday = mondayOf(from); monday <= to; monday = plusDays(monday, 7)) {
    for (const d of weekDays(db, index, monday)) if (d.date >= from && d.date <= to) days.push(d);
  }
  return days;
}

/** The ISO week (Monday..Sunday) containing `day`. */
export function weekOf(db: MockDb, userId: number, day: string, index: UserIndex = userIndex(db, userId)): Day[] {
  return weekDays(db, index, mondayOf(day)).slice();
}

export function weekOvertime(days: readonly Day[]): number {
  return days.reduce((sum, d) => sum + d.overtime, 0);
}

export function weekStatement(days: readonly Day[]): string {
  const open = days.filter((d) => d.required > 0 && !d.is_done).length;
  if (open === 0) return MESSAGES.weekDone;
  return `Woche offen: ${open} ${open === 1 ? 'Tag' : 'Tage'} unvollständig`;
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
