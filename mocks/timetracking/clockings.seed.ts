// Time tracking's seed (spec 01): clockings, vacations and time bonuses, and the area's own table.
import { addDays, getISOWeek, getISOWeekYear } from 'date-fns';
import type { ClockingType } from '../../packages/core/src/api/wire-types-timetracking';
import { contractOn, userContracts, type MockDb, type StoredClocking, type Vacation } from '../db/db';
import { clockingSeedHash as hash } from '../db/hash';
import { holidayOn } from '../db/holidays';
import { shortTimeOf, shortTimeOn } from '../db/short-time';
import { defineTable } from '../db/table';
import { WEEKDAY_KEYS, fromWall, isoDay, mondayOf, nextDay, pad, toWall } from '../db/time';
import { REGULAR, SEED_START, TRIP } from './messages';

export interface TimetrackingState {
  /** Zeitbonus seconds, key `${userId}|${yyyy-MM-dd}`. */
  bonuses: Map<string, number>;
  /** Every recalculation asked for (POST /clocking/user/overtime/recalculate/…). */
  recalculations: { userId: number; year: number; week: number; at: string }[];
  /** Deleted clockings with the comment the team view sent and who deleted them (dn). */
  deletions: { clocking: StoredClocking; comment: string | null; at: string; by: string }[];
}

export const timetrackingState = defineTable<TimetrackingState>('timetracking', () => ({
  bonuses: new Map(),
  recalculations: [],
  deletions: [],
}));

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

const TRIP_COMMENTS = [
  'Kundentermin in Köln',
  'Schulung in Düsseldorf',
  'Messe in Essen',
  'Rechenzentrum Dortmund',
  'Workshop beim Kunden in Bonn',
];

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
 * - weekends, public holidays (half days on 24/31 Dec) and short-time work days free; Lukas Hoffmann (6) has a Saturday
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
  const lazy: LazySeed = {
    clockings: db.clockings,
    vacations: db.vacations,
    ctx: null,
    seeded: new Set(),
    settled: false,
    seededClockings: 0,
    seededVacations: 0,
    balances: new Map(),
  };
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
  /** Rows the lazy seed itself appended (the day engine tells them from writes by hand). */
  seededClockings: number;
  seededVacations: number;
  /** seededWeekOvertime's answers by user, with the contracts and short-time periods they were drawn for. */
  balances: Map<number, { key: string; weeks: Map<string, number> }>;
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
  const before = { clockings: lazy.clockings.length, vacations: lazy.vacations.length };
  seedUser(db, lazy, userId, lazy.ctx);
  lazy.seededClockings += lazy.clockings.length - before.clockings;
  lazy.seededVacations += lazy.vacations.length - before.vacations;
}

/**
 * The clockings and vacation tables as they stand (without seeding anyone) and how many of their rows
 * were not appended by the lazy seed: the day engine compares it to notice a write it was not told
 * about (a test pushing a row, a table replaced whole) and then forgets everything it computed.
 */
export function rowFingerprint(db: MockDb): {
  clockings: StoredClocking[];
  vacations: Vacation[];
  handClockings: number;
  handVacations: number;
} {
  const lazy = lazySeeds.get(db);
  const clockings = !lazy || lazy.settled ? db.clockings : lazy.clockings;
  const vacations = !lazy || lazy.settled ? db.vacations : lazy.vacations;
  return {
    clockings,
    vacations,
    handClockings: clockings.length - (lazy?.seededClockings ?? 0),
    handVacations: vacations.length - (lazy?.seededVacations ?? 0),
  };
}

/**
 * Whether the user has an absence row (Urlaub, Krank …) on `day`. For a user not seeded yet it is
 * answered from the seed's rule for that one day, without seeding the user's years: the queue plan of
 * the large database asks this for 300 people (vacation rows are never added or removed by writes, so
 * the rule and the rows agree).
 */
export function absentOn(db: MockDb, userId: number, day: string): boolean {
  const lazy = lazySeeds.get(db);
  if (!lazy || lazy.settled || lazy.seeded.has(userId)) return vacationTable(db, userId).some((v) => v.userId === userId && v.date === day);
  const user = db.users.find((u) => u.id === userId);
  if (!user || user.deleted) return false;
  const ctx = (lazy.ctx ??= seedContext(db));
  if (day < SEED_START || day > ctx.days[ctx.days.length - 1].iso || (userId === 9 && day > '2026-06-30')) return false;
  const d = ctx.days[dayNumberSince(day)];
  const contract = contractOn(userContracts(db, userId), day);
  const contractDay = contract && !shortTimeOn(shortTimeOf(db, userId), day) ? contract[WEEKDAY_KEYS[d.weekday]] : 0;
  if (contractDay === 0 || d.holiday !== 0) return false;
  return (userId === 4 && day === ctx.thisFriday) || seededAbsence(userId, d, ctx.today) !== null;
}

/** Index of a day in the seed calendar (days since SEED_START). */
function dayNumberSince(day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${SEED_START}T00:00:00Z`)) / 86_400_000);
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
export function locateClocking(db: MockDb, id: number): { table: StoredClocking[]; index: number } {
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
  // The bonuses by user, indexed once with the seed (the overtime of users without rows reads them).
  bonusesByUser(db);
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

/** What the seed's walk over a user's days produces: rows (seedUser) or only the seconds (seededBalances). */
interface SeedSink {
  /** An absence row of the day. */
  absence(d: CalendarDay, value: 1 | 0.5, type: string): void;
  /** A new absence request starts (consecutive days of one type share one). */
  newRequest(): void;
  /** A clocking of the day from/to seconds of the day (to may pass midnight); open = runs until now. */
  clocking(
    d: CalendarDay,
    nextIso: string,
    fromSec: number,
    toSec: number,
    open: boolean,
    type: ClockingType,
    homeOffice: boolean,
    comment: string | null,
  ): void;
  /** User 7's night shift from yesterday 22:00 (the wall times given). */
  nightShift(d: CalendarDay, clockIn: string, clockOut: string | null): void;
}

/** One user's clockings and vacations of the seed (see seedTimetracking). */
function seedUser(db: MockDb, lazy: LazySeed, userId: number, ctx: SeedContext): void {
  const clockings = lazy.clockings;
  const vacations = lazy.vacations;
  let clockingId = SEED_ID_BASE + userId * SEED_ID_BLOCK;
  let vacationId = SEED_ID_BASE + userId * 10_000;
  let requestId = SEED_ID_BASE + userId * 10_000;
  walkSeed(db, userId, ctx, {
    absence: (d, value, absentType) =>
      vacations.push({ id: ++vacationId, userId, date: d.iso, value, absentType, requestId } satisfies Vacation),
    newRequest: () => requestId++,
    clocking: (d, nextIso, fromSec, toSec, open, type, homeOffice, comment) =>
      clockings.push({
        id: ++clockingId,
        userId,
        clockIn: wallAt(d, nextIso, fromSec),
        clockOut: open ? null : wallAt(d, nextIso, toSec),
        type,
        comment,
        homeOffice,
        addedFromUser: false,
      }),
    nightShift: (_d, clockIn, clockOut) =>
      clockings.push({
        id: ++clockingId,
        userId,
        clockIn,
        clockOut,
        type: REGULAR,
        comment: 'Nachtschicht',
        homeOffice: false,
        addedFromUser: false,
      }),
  });
}

/**
 * The seed's rule for one user, day by day from SEED_START: the absences and clockings it draws go to
 * the sink. Shared by the rows (seedUser) and the balances of users not seeded yet (seededBalances),
 * so both always agree.
 */
function walkSeed(db: MockDb, userId: number, ctx: SeedContext, sink: SeedSink): void {
  const { today, nowWall, nowSeconds, days, yesterday, thisFriday } = ctx;
  const contracts = userContracts(db, userId);
  const shortTime = shortTimeOf(db, userId);
  const lastWorkDay = userId === 9 ? '2026-06-30' : today;
  let lastAbsence = '';

  for (let i = 0; i < days.length; i++) {
    const d = days[i];
    const futureDay = d.iso > today;
    const contract = contractOn(contracts, d.iso);
    // Short-time work (Kurzarbeit) days are days off: no clockings, no Urlaub taken.
    const contractDay = contract && !shortTimeOn(shortTime, d.iso) ? contract[WEEKDAY_KEYS[d.weekday]] : 0;

    // Absences (also planned ones in the future of the current year).
    let absence = contractDay > 0 && d.holiday === 0 ? seededAbsence(userId, d, today) : null;
    if (userId === 4 && d.iso === thisFriday && contractDay > 0 && d.holiday === 0) absence = { value: 0.5, type: 'Urlaub' };
    if (absence && (userId !== 9 || d.iso <= lastWorkDay)) {
      if (lastAbsence !== absence.type) sink.newRequest();
      lastAbsence = absence.type;
      sink.absence(d, absence.value, absence.type);
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
      sink.clocking(d, nextIso, fromSec, toSec, open, type, homeOffice, comment);
      return !open;
    };

    // Night shift of user 7: yesterday 22:00 until 06:00 today.
    if (userId === 7 && (d.iso === yesterday || d.iso === today)) {
      if (d.iso === yesterday) {
        const open = nowWall < `${today} 06:00:00`;
        sink.nightShift(d, `${yesterday} 22:00:00`, open ? null : `${today} 06:00:00`);
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

/**
 * The overtime of every closed week (Monday → seconds) of a user the lazy seed has not seeded yet,
 * straight from the seed's rule without building its rows: the admin user list of the large database
 * shows ten users' totals per page, each over the weeks since 2020. Null when the answer must come
 * from the rows (the user has rows, or is one of the seeds that depend on "now": 4 and 7, or has an
 * hourly contract). Equal to the day engine's weekOvertime of the seeded rows (test beside).
 */
export function seededWeekOvertime(db: MockDb, userId: number): Map<string, number> | null {
  const lazy = lazySeeds.get(db);
  if (!lazy || lazy.settled || lazy.seeded.has(userId) || userId === 4 || userId === 7) return null;
  const user = db.users.find((u) => u.id === userId);
  if (!user || user.deleted) return null;
  const contracts = userContracts(db, userId);
  if (contracts.some((c) => WEEKDAY_KEYS.every((k) => c[k] === 0) && c.weekHours > 0)) return null;
  const shortTime = shortTimeOf(db, userId);
  const key = JSON.stringify([contracts, shortTime]);
  const known = lazy.balances.get(userId);
  if (known?.key === key) return known.weeks;
  const ctx = (lazy.ctx ??= seedContext(db));
  const worked = new Map<number, number>();
  const vacation = new Map<number, number>();
  walkSeed(db, userId, ctx, {
    absence: (d, value) => vacation.set(d.n, Math.min(1, (vacation.get(d.n) ?? 0) + value)),
    newRequest: () => undefined,
    clocking: (d, _next, fromSec, toSec, open) => {
      if (!open) worked.set(d.n, (worked.get(d.n) ?? 0) + toSec - fromSec);
    },
    nightShift: () => undefined,
  });
  const bonuses = new Map<string, number>();
  const prefix = `${userId}|`;
  for (const [k, v] of bonusesByUser(db).get(userId) ?? []) bonuses.set(k.slice(prefix.length), v);
  const weeks = new Map<string, number>();
  let monday = '';
  let sum = 0;
  for (const d of ctx.days) {
    if (d.iso >= ctx.today) break;
    if (d.weekday === 0) {
      monday = d.iso;
      sum = 0;
    }
    const contract = contractOn(contracts, d.iso);
    const contractDay = contract && !shortTimeOn(shortTime, d.iso) ? contract[WEEKDAY_KEYS[d.weekday]] : 0;
    const required = Math.max(0, Math.round(contractDay * (1 - (vacation.get(d.n) ?? 0) - d.holiday)));
    sum += (worked.get(d.n) ?? 0) + (bonuses.get(d.iso) ?? 0) - required;
    if (d.weekday === 6 && monday !== '') weeks.set(monday, sum);
  }
  lazy.balances.set(userId, { key, weeks });
  return weeks;
}

/** The time bonuses grouped by user ([key, seconds] pairs), kept until the bonus table changes size. */
const bonusIndex = new WeakMap<Map<string, number>, { size: number; byUser: Map<number, [string, number][]> }>();

function bonusesByUser(db: MockDb): Map<number, [string, number][]> {
  const bonuses = timetrackingState(db).bonuses;
  const known = bonusIndex.get(bonuses);
  if (known && known.size === bonuses.size) return known.byUser;
  const byUser = new Map<number, [string, number][]>();
  for (const [k, v] of bonuses) {
    const userId = Number(k.slice(0, k.indexOf('|')));
    const list = byUser.get(userId);
    if (list) list.push([k, v]);
    else byUser.set(userId, [[k, v]]);
  }
  bonusIndex.set(bonuses, { size: bonuses.size, byUser });
  return byUser;
}
