import { todayBerlin } from '@stempeluhr/core/time';
import { createDb, type MockDb, type ResetOptions, type Seeder } from './db';
import { seedTimetracking } from '../timetracking/clockings.seed';

export * from './db';
export * from './holidays';
export * from './seed-people';

/** Seeded with the db; every other area seeds its own tables on first use (defineTable). */
const SEEDERS: readonly Seeder[] = [seedTimetracking];

/** The one database; replaced whole by resetDb so that nothing leaks between tests or stories. */
export let db: MockDb = createDb({}, SEEDERS);

export function resetDb(options: ResetOptions = {}): MockDb {
  db = createDb(options, SEEDERS);
  return db;
}

/** The emulated day on Berlin's calendar, whatever zone the process runs in. */
export function today(): string {
  return todayBerlin(db.now());
}

export function findUser(id: number) {
  return db.users.find((u) => u.id === id);
}

export function currentUser() {
  const user = findUser(db.currentUserId);
  if (!user) throw new Error(`Mock: unknown current user ${db.currentUserId}`);
  return user;
}
