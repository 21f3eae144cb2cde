import { WEEKDAY_KEYS, weekdayIndex } from './time';
import { seedGroups, seedUsers, type DbScale, type MockGroup, type MockUser } from './seed-people';

export interface WorkingHoursContract {
  id: number;
  userId: number;
  /** Seconds per weekday, Monday first. */
  monday: number;
  tuesday: number;
  wednesday: number;
  thursday: number;
  friday: number;
  saturday: number;
  sunday: number;
  /** Break minutes per weekday are stored in seconds too. */
  breaks: [number, number, number, number, number, number, number];
  weekHours: number;
  weekdays: number;
  vacationValue: number;
  vacationDays: number;
  /** yyyy-MM-dd, inclusive. */
  validFrom: string;
  /** yyyy-MM-dd, inclusive; null = open-ended current contract. */
  validUntil: string | null;
}

export interface Vacation {
  id: number;
  userId: number;
  date: string;
  /** 1 full day, 0.5 half day. */
  value: 1 | 0.5;
  absentType: string;
  requestId: number;
}

export interface StoredClocking {
  id: number;
  userId: number;
  /** Local wall time `yyyy-MM-dd HH:mm:ss`. */
  clockIn: string;
  clockOut: string | null;
  type: 'regulär' | 'geschäftlich unterwegs';
  comment: string | null;
  homeOffice: boolean;
  addedFromUser: boolean;
  /** Who entered it by hand through the create call (dn) and when; absent for clocked (stamped) and seeded rows. */
  createdBy?: ClockingActor;
  /** Every update: who, when, and the values before and after (oldest first). */
  changes?: ClockingChange[];
}

export interface ClockingActor {
  dn: string;
  /** `yyyy-MM-dd HH:mm:ss` */
  at: string;
}

/** The fields of a clocking an update can change, as they were stored. */
export type ClockingValues = Pick<StoredClocking, 'clockIn' | 'clockOut' | 'type' | 'comment' | 'homeOffice'>;

export interface ClockingChange extends ClockingActor {
  old: ClockingValues;
  new: ClockingValues;
}

export interface MockDb {
  /** The emulated "now"; every rule reads it instead of the system clock. */
  now: () => Date;
  /** 'large' for the benchmark's scaled-up database (issue 7): see seedUsers and the areas' seeds. */
  scale: DbScale;
  users: MockUser[];
  groups: MockGroup[];
  contracts: WorkingHoursContract[];
  vacations: Vacation[];
  clockings: StoredClocking[];
  /** Per-user welcome state of the rating feature. */
  ryb: Map<number, { allowed: boolean; voted: boolean }>;
  /** The signed-in user of the emulated session. */
  currentUserId: number;
  nextId: (table: string) => number;
  /** The areas' own tables by key; read them only through the getter defineTable returns. */
  tables: Map<string, unknown>;
}

export interface ResetOptions {
  /** Fixed "now" (tests, stories); default the real clock. */
  now?: Date | (() => Date);
  currentUserId?: number;
  /**
   * 'large': 5,000 users (300 of them in the queue plan's groups), 20 telephone queues, 10,000 points
   * entries of the bulk user this year; seeded deterministically like the default.
   */
  scale?: DbScale;
}

function fullTimeContract(id: number, userId: number, validFrom: string, validUntil: string | null, hoursPerDay = 8): WorkingHoursContract {
  const day = hoursPerDay * 3600;
  return {
    id,
    userId,
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: 0,
    sunday: 0,
    breaks: [1800, 1800, 1800, 1800, 1800, 0, 0],
    weekHours: day * 5,
    weekdays: 5,
    vacationValue: day,
    vacationDays: 31,
    validFrom,
    validUntil,
  };
}

function seedContracts(users: MockUser[]): WorkingHoursContract[] {
  const contracts: WorkingHoursContract[] = [];
  let id = 1;
  for (const user of users) {
    if (user.id === 5) {
      // Anna Berger went part-time (4 days x 6 h) in 2024.
      contracts.push(fullTimeContract(id++, user.id, '2019-01-01', '2023-12-31'));
      const part = fullTimeContract(id++, user.id, '2024-01-01', null, 6);
      part.friday = 0;
      part.breaks = [0, 0, 0, 0, 0, 0, 0];
      part.weekHours = 4 * 6 * 3600;
      part.weekdays = 4;
      part.vacationValue = 6 * 3600;
      part.vacationDays = 25;
      contracts.push(part);
    } else if (user.id === 9) {
      // Jonas Weber left: his contract ended with the lock date.
      contracts.push(fullTimeContract(id++, user.id, '2019-01-01', '2026-06-30'));
    } else {
      contracts.push(fullTimeContract(id++, user.id, '2019-01-01', null));
    }
  }
  return contracts;
}

export function contractOn(contracts: readonly WorkingHoursContract[], day: string): WorkingHoursContract | undefined {
  return contracts.find((c) => c.validFrom <= day && (c.validUntil === null || day <= c.validUntil));
}

/** Contracts by user, kept per contracts table until rows are added or removed (edits change the rows themselves). */
const contractsByUser = new WeakMap<WorkingHoursContract[], { count: number; byUser: Map<number, WorkingHoursContract[]> }>();

/** The user's contracts (a new array of the stored rows): one lookup instead of a pass over 5,000 users' rows. */
export function userContracts(db: MockDb, userId: number): WorkingHoursContract[] {
  let known = contractsByUser.get(db.contracts);
  if (!known || known.count !== db.contracts.length) {
    const byUser = new Map<number, WorkingHoursContract[]>();
    for (const c of db.contracts) {
      const list = byUser.get(c.userId);
      if (list) list.push(c);
      else byUser.set(c.userId, [c]);
    }
    known = { count: db.contracts.length, byUser };
    contractsByUser.set(db.contracts, known);
  }
  return (known.byUser.get(userId) ?? []).slice();
}

/** Contract seconds of the user for that weekday; 0 without a valid contract. */
export function contractSeconds(db: MockDb, userId: number, day: string): number {
  const contract = contractOn(userContracts(db, userId), day);
  return contract ? contract[WEEKDAY_KEYS[weekdayIndex(day)]] : 0;
}

export type Seeder = (db: MockDb) => void;

export function createDb(options: ResetOptions, seeders: readonly Seeder[]): MockDb {
  const fixed = options.now;
  const now = typeof fixed === 'function' ? fixed : fixed ? () => new Date(fixed.getTime()) : () => new Date();
  const scale = options.scale ?? 'default';
  const users = seedUsers(scale);
  const counters = new Map<string, number>();
  const db: MockDb = {
    now,
    scale,
    users,
    groups: seedGroups(),
    contracts: seedContracts(users),
    vacations: [],
    clockings: [],
    ryb: new Map(users.map((u) => [u.id, { allowed: u.id !== 8, voted: u.id === 5 }])),
    currentUserId: options.currentUserId ?? 4,
    nextId: (table) => {
      const next = (counters.get(table) ?? 1000) + 1;
      counters.set(table, next);
      return next;
    },
    tables: new Map(),
  };
  for (const seed of seeders) seed(db);
  return db;
}
