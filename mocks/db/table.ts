import type { MockDb } from './db';

/**
 * An area's typed table: the getter creates the state with `init` on first use per db, so a reset
 * costs nothing for areas a test never touches.
 */
export function defineTable<T>(key: string, init: (db: MockDb) => T): (db: MockDb) => T {
  return (db) => {
    if (!db.tables.has(key)) db.tables.set(key, init(db));
    // The key is this getter's own: only `init` ever wrote it.
    return db.tables.get(key) as T;
  };
}
