import { format } from 'date-fns';
import { createDb, type MockDb, type ResetOptions, type Seeder } from './db';
import { seedTimetracking } from './timetracking';

export * from './db';
export * from './holidays';
export * from './seed-people';

/** Every area's seed data, in order; an area that needs another's rows comes after it. */
const SEEDERS: readonly Seeder[] = [seedTimetracking];

/** The one database; replaced whole by resetDb so that nothing leaks between tests or stories. */
export let db: MockDb = createDb({}, SEEDERS);

export function resetDb(options: ResetOptions = {}): MockDb {
  db = createDb(options, SEEDERS);
  return db;
}

export function today(): string {
  return format(db.now(), 'yyyy-MM-dd');
}

export function findUser(id: number) {
  return db.users.find((u) => u.id === id);
}

export function currentUser() {
  const user = findUser(db.currentUserId);
  if (!user) throw new Error(`Mock: unknown current user ${db.currentUserId}`);
  return user;
}
