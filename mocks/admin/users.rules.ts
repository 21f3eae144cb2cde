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

/** Lower case without accents (`Schröder` → `schroder`, `Yılmaz` → `yilmaz`). */
export function fold(text: string): string {
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

export function searchUsers(db: MockDb, query: UserQuery): MockUser[] {
  const term = fold(query.term.trim());
  const companies = new Set(query.companies.map((c) => c.trim()).filter((c) => c !== ''));
  return db.users
    .filter((u) => {
      const active = u.active && !u.deleted;
      if (query.filter === 'active' && !active) return false;
      if (query.filter === 'inactive' && active) return false;
      if (companies.size > 0 && !companies.has(u.company)) return false;
      if (term === '') return true;
      return [u.dn, u.displayName, u.email].some((field) => fold(field).includes(term));
    })
    .sort((a, b) => a.lastName.localeCompare(b.lastName, 'de') || a.firstName.localeCompare(b.firstName, 'de') || a.id - b.id);
}
