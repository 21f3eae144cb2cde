// Groups as the schedulers and the team views address them: by id, name or slug.
import type { MockDb } from '../db/db';
import type { MockGroup, MockUser } from '../db/seed-people';

export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A group by id (digits), by name (case-insensitive) or by slug (`icinga-master`). */
export function resolveGroup(db: MockDb, key: string): MockGroup | undefined {
  const trimmed = key.trim();
  if (/^\d+$/.test(trimmed)) return db.groups.find((g) => g.id === Number(trimmed));
  const lower = trimmed.toLowerCase();
  return db.groups.find((g) => g.name.toLowerCase() === lower || slugOf(g.name) === lower);
}

/** Active (not deleted) members of a group, by display name. */
export function groupMembers(db: MockDb, group: MockGroup): MockUser[] {
  return db.users
    .filter((u) => !u.deleted && u.groupIds.includes(group.id))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'de'));
}
