import type { PageUser } from '@stempeluhr/core';
import * as z from 'zod';

/** Laravel may render the flag as a boolean or as 0/1; null counts as not given. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).nullable().optional();

const pageUserSchema = z.object({
  id: z.coerce.number().int().positive(),
  dn: z.string().optional(),
  clockings_blacklisted: flag,
});

export interface ParsedPageUser extends PageUser {
  /** Whether the server rendered the flag at all (NOTES: edits are offered only then). */
  hasBlacklistFlag: boolean;
}

/** The `user` prop as the server renders it; null when it is no usable user (a configuration error). */
export function parsePageUser(raw: unknown): ParsedPageUser | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    // npm users may pass the attribute's JSON text as it is.
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = pageUserSchema.safeParse(value);
  if (!parsed.success) return null;
  const flag = parsed.data.clockings_blacklisted;
  const hasBlacklistFlag = flag !== undefined && flag !== null;
  const user: ParsedPageUser = { id: parsed.data.id, dn: parsed.data.dn ?? '', hasBlacklistFlag };
  if (hasBlacklistFlag) user.clockings_blacklisted = flag === true || flag === 1 || flag === '1';
  return user;
}

/**
 * Spec §5 and NOTES: edit, delete and add are offered only when the user object carries the key
 * `clockings_blacklisted` and it is false, and the view is not embedded on the welcome page.
 */
export function canEditOwnClockings(user: ParsedPageUser, type?: string): boolean {
  return user.hasBlacklistFlag && user.clockings_blacklisted === false && type !== 'welcome';
}
