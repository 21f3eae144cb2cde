import type { PageUser } from '@stempeluhr/core';
import * as z from 'zod/mini';

/** Laravel may render the flag as a boolean or as 0/1; null counts as not given. */
const flag = z.optional(z.nullable(z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])));

/**
 * The `user` prop as the server renders it (`@json($user)`): the tag contracts check it with this
 * schema, so a view receives a clean PageUser. The flag key is kept only when the server sent it.
 */
export const pageUserSchema = z.pipe(
  z.object({
    id: z.coerce.number().check(z.refine((id) => Number.isInteger(id) && id > 0)),
    dn: z.optional(z.string()),
    clockings_blacklisted: flag,
  }),
  z.transform((raw): PageUser => {
    const user: PageUser = { id: raw.id, dn: raw.dn ?? '' };
    if (raw.clockings_blacklisted !== undefined && raw.clockings_blacklisted !== null) {
      user.clockings_blacklisted =
        raw.clockings_blacklisted === true || raw.clockings_blacklisted === 1 || raw.clockings_blacklisted === '1';
    }
    return user;
  }),
);

/** The user as the page renders it; null when it is no usable user. */
export function parsePageUser(raw: unknown): PageUser | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = pageUserSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Spec §5 and NOTES: edit, delete and add are offered only when the user object carries the key
 * `clockings_blacklisted` and it is false, and the view is not embedded on the welcome page.
 */
export function canEditOwnClockings(user: PageUser, type?: string): boolean {
  return user.clockings_blacklisted === false && type !== 'welcome';
}
