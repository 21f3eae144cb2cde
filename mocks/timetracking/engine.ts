// The day engine's memory (issue 7, "a mock engine that scales"): per db and user, the index of the
// user's rows is built once, and every closed week (Sunday before today, no open clocking) is computed
// once and kept. A write tells the engine what it touched (touchUser: the user, and the days from/to),
// which forgets that user's index and only the weeks in that range; every other week stays.
//
// Safety net for writes nobody announced (a test pushing a row, a table replaced whole): before every
// read the engine compares the tables' identity and the number of rows not appended by the lazy seed,
// the contracts, short-time entries and time bonuses; when they differ it forgets everything.
import type { Day } from '../../packages/core/src/api/wire-types-timetracking';
import type { MockDb, StoredClocking, WorkingHoursContract } from '../db/db';
import { shortTimeState, type ShortTimePeriod } from '../db/short-time';
import { mondayOf } from '../db/time';
import { rowFingerprint, timetrackingState } from './clockings.seed';

/** The rows of one user, grouped for the day engine; independent of "now". */
export interface StaticIndex {
  userId: number;
  clockingsByDay: Map<string, StoredClocking[]>;
  vacationsByDay: Map<string, { value: number; absentType: string }>;
  contracts: WorkingHoursContract[];
  shortTime: ShortTimePeriod[];
  bonuses: Map<string, number>;
}

interface UserMemo {
  index: StaticIndex | null;
  /** Closed weeks by Monday: the seven days as computed. */
  weeks: Map<string, Day[]>;
}

interface Fingerprint {
  clockings: unknown;
  vacations: unknown;
  contracts: unknown;
  handClockings: number;
  handVacations: number;
  contractCount: number;
  shortTime: number;
  bonuses: number;
}

interface Engine {
  users: Map<number, UserMemo>;
  fingerprint: Fingerprint | null;
  /** Counters for tests and the benchmark. */
  stats: EngineStats;
}

export interface EngineStats {
  weeksComputed: number;
  weeksFromMemory: number;
  indexesBuilt: number;
  /** Times the safety net forgot everything. */
  resets: number;
}

const engines = new WeakMap<MockDb, Engine>();

function fingerprintOf(db: MockDb): Fingerprint {
  const rows = rowFingerprint(db);
  return {
    clockings: rows.clockings,
    vacations: rows.vacations,
    contracts: db.contracts,
    handClockings: rows.handClockings,
    handVacations: rows.handVacations,
    contractCount: db.contracts.length,
    shortTime: shortTimeState(db).entries.length,
    bonuses: timetrackingState(db).bonuses.size,
  };
}

const sameFingerprint = (a: Fingerprint, b: Fingerprint) => (Object.keys(a) as (keyof Fingerprint)[]).every((k) => a[k] === b[k]);

function engineOf(db: MockDb): Engine {
  let engine = engines.get(db);
  if (!engine) {
    engine = { users: new Map(), fingerprint: null, stats: { weeksComputed: 0, weeksFromMemory: 0, indexesBuilt: 0, resets: 0 } };
    engines.set(db, engine);
  }
  return engine;
}

/** The engine, its memory checked against the tables (forgotten when something changed unannounced). */
function checkedEngine(db: MockDb): Engine {
  const engine = engineOf(db);
  const now = fingerprintOf(db);
  if (engine.fingerprint && !sameFingerprint(engine.fingerprint, now)) {
    engine.users.clear();
    engine.stats.resets++;
  }
  engine.fingerprint = now;
  return engine;
}

function memoOf(engine: Engine, userId: number): UserMemo {
  let memo = engine.users.get(userId);
  if (!memo) {
    memo = { index: null, weeks: new Map() };
    engine.users.set(userId, memo);
  }
  return memo;
}

/** The user's static index, built by `build` once until a write touches the user. */
export function memoIndex(db: MockDb, userId: number, build: () => StaticIndex): StaticIndex {
  const engine = checkedEngine(db);
  const memo = memoOf(engine, userId);
  if (!memo.index) {
    memo.index = build();
    engine.stats.indexesBuilt++;
    // Building may have seeded the user (rows the fingerprint counts as seeded, not by hand).
    engine.fingerprint = fingerprintOf(db);
  }
  return memo.index;
}

/** A closed week's days from memory, or null. */
export function rememberedWeek(db: MockDb, userId: number, monday: string): Day[] | null {
  const engine = engineOf(db);
  const days = engine.users.get(userId)?.weeks.get(monday) ?? null;
  if (days) engine.stats.weeksFromMemory++;
  return days;
}

export function countComputedWeek(db: MockDb): void {
  engineOf(db).stats.weeksComputed++;
}

export function rememberWeek(db: MockDb, userId: number, monday: string, days: Day[]): void {
  memoOf(engineOf(db), userId).weeks.set(monday, days);
}

/**
 * A write touched the user's rows: forget the user's index and the weeks from `from` to `to`
 * (inclusive days; without `from` every week of the user, `to` null = open-ended).
 */
export function touchUser(db: MockDb, userId: number, from?: string, to: string | null = null): void {
  const engine = engineOf(db);
  const memo = engine.users.get(userId);
  if (memo) {
    memo.index = null;
    if (from === undefined) memo.weeks.clear();
    else {
      const firstMonday = mondayOf(from);
      for (const monday of memo.weeks.keys()) {
        if (monday >= firstMonday && (to === null || monday <= to)) memo.weeks.delete(monday);
      }
    }
  }
  // The write is known: the tables' current state is the new reference.
  if (engine.fingerprint) engine.fingerprint = fingerprintOf(db);
}

/** touchUser for the day a clocking counts on (its clock-in day, also when it runs past midnight). */
export function touchClocking(db: MockDb, c: Pick<StoredClocking, 'userId' | 'clockIn'>): void {
  const day = c.clockIn.slice(0, 10);
  touchUser(db, c.userId, day, day);
}

export function engineStats(db: MockDb): EngineStats {
  return { ...engineOf(db).stats };
}

/** The weeks of a user the engine holds (Mondays, sorted): for tests. */
export function rememberedWeeks(db: MockDb, userId: number): string[] {
  return [...(engineOf(db).users.get(userId)?.weeks.keys() ?? [])].sort();
}
