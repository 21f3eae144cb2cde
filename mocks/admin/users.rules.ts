// Admin area (spec 02): the user list and who may be written to.
import type { MockDb } from '../db/db';
import { fail, type Failure } from '../db/outcome';
import type { MockUser } from '../db/seed-people';
import { ADMIN_MESSAGES } from './messages';

export function userOf(db: MockDb, userId: number): MockUser | undefined {
  return db.users.find((u) => u.id === userId);
}

/** 404 for an unknown user, 403 for a write on a deleted one; null when the write may go on. */
export function writableUser(db: MockDb, userId: number): Failure | null {
  const user = userOf(db, userId);
  if (!user) return fail(404, 'Benutzer nicht gefunden.');
  if (user.deleted) return fail(403, ADMIN_MESSAGES.deletedUser);
  return null;
}

/** True when the user exists and is deleted: read-only, every write for them is refused (spec 02 §6). */
export function isDeletedUser(db: MockDb, userId: number | null | undefined): boolean {
  return userId !== null && userId !== undefined && userOf(db, userId)?.deleted === true;
}

/** Lower case without accents (`Schröder` → `schroder`, `Yılmaz` → `yilmaz`). */
export function fold(text: string): string {
  // Plain ASCII needs no decomposition (most names and every dn and e-mail address).
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

export interface UserQuery {
  term: string;
  companies: string[];
  filter: 'active' | 'inactive' | 'all';
}

/** Users sorted by last name (German collation) with their folded search text, kept per users table. */
const sortedUsers = new WeakMap<MockUser[], { count: number; rows: { user: MockUser; text: string }[] }>();
const GERMAN = new Intl.Collator('de');

function sortedWithText(db: MockDb): { user: MockUser; text: string }[] {
  const known = sortedUsers.get(db.users);
  if (known && known.count === db.users.length) return known.rows;
  const rows = [...db.users]
    .sort((a, b) => GERMAN.compare(a.lastName, b.lastName) || GERMAN.compare(a.firstName, b.firstName) || a.id - b.id)
    .map((user) => ({ user, text: [user.dn, user.displayName, user.email].map(fold).join('\n') }));
  sortedUsers.set(db.users, { count: db.users.length, rows });
  return rows;
}

export function searchUsers(db: MockDb, query: UserQuery): MockUser[] {
  const term = fold(query.term.trim());
  const companies = new Set(query.companies.map((c) => c.trim()).filter((c) => c !== ''));
  const found: MockUser[] = [];
  // Names never change (no call writes them); the sort and the folded text are computed once.
  for (const { user: u, text } of sortedWithText(db)) {
    const active = u.active && !u.deleted;
    if (query.filter === 'active' && !active) continue;
    if (query.filter === 'inactive' && active) continue;
    if (companies.size > 0 && !companies.has(u.company)) continue;
    if (term !== '' && !text.includes(term)) continue;
    found.push(u);
  }
  return found;
}
