// Small parsers and checks the areas of the emulated backend share.
import type { MockDb } from './db';

/** Page sizes of the points and incident lists (spec §9): 20, 40, 60 and all (-1). */
export const LIMITS = [20, 40, 60, -1] as const;
export const DEFAULT_LIMIT = 20;

/** An integer from a JSON number or a form string; otherwise null. */
export function asInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value.trim());
  return null;
}

/** A trimmed string, '' for anything else. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/** True when the value was not sent at all (absent, null or blank). */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** `limit` query parameter: absent = default, one of LIMITS, else null. */
export function parseLimit(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return DEFAULT_LIMIT;
  const n = asInteger(raw);
  return n !== null && (LIMITS as readonly number[]).includes(n) ? n : null;
}

export function applyLimit<T>(rows: T[], limit: number): T[] {
  return limit === -1 ? rows : rows.slice(0, limit);
}

/** Whether the user (default: the signed-in one) has the admin role. */
export function isAdmin(db: MockDb, userId = db.currentUserId): boolean {
  return db.users.find((u) => u.id === userId)?.roles.includes('admin') ?? false;
}
