// Who may write whose clockings (spec 01 §6 and spec 02 §6, read together; the spec shows no
// server-side check, so this is our emulated server's rule, written into the server contract):
// - everyone writes their own clockings (unless clockings_blacklisted, checked by the rules);
// - an admin writes anyone's;
// - the lead and the substitute of a group write its members';
// - a plain group member sees the team view but writes only their own;
// - adding (create) follows the same rule: non-admins only to their own days, except leads and
//   substitutes for their group;
// - a deleted user is read-only: nobody writes their clockings, and they write nothing themselves.
// Every refusal is a 403 with a German message.
import { isAdmin } from '../db/common';
import type { MockDb } from '../db/db';
import { fail, type Failure } from '../db/outcome';

export const PERMISSION_MESSAGES = {
  notYours: 'Sie dürfen nur Ihre eigenen Buchungen ändern.',
  notYourGroup: 'Sie dürfen nur Buchungen von Mitgliedern Ihrer Gruppe ändern.',
  deletedTarget: 'Der Benutzer ist gelöscht: seine Buchungen können nicht mehr geändert werden.',
  deletedActor: 'Ihr Benutzer ist gelöscht: Sie können nichts mehr ändern.',
  unknownActor: 'Sie sind nicht angemeldet.',
} as const;

/** Whether `actorId` leads or substitutes a group that `targetId` belongs to. */
export function leadsMemberOf(db: MockDb, actorId: number, targetId: number): boolean {
  const target = db.users.find((u) => u.id === targetId);
  if (!target) return false;
  return db.groups.some((g) => (g.leaderId === actorId || g.substituteId === actorId) && target.groupIds.includes(g.id));
}

/** Whether the actor may write at all (a deleted user is read-only); null when they may. */
export function actorMayWrite(db: MockDb, actorId = db.currentUserId): Failure | null {
  const actor = db.users.find((u) => u.id === actorId);
  if (!actor) return fail(403, PERMISSION_MESSAGES.unknownActor);
  if (actor.deleted) return fail(403, PERMISSION_MESSAGES.deletedActor);
  return null;
}

/** Whether the actor (default: the signed-in user) may create, change or delete `targetId`'s clockings; null when they may. */
export function mayWriteClockingsOf(db: MockDb, targetId: number, actorId = db.currentUserId): Failure | null {
  const refused = actorMayWrite(db, actorId);
  if (refused) return refused;
  const target = db.users.find((u) => u.id === targetId);
  if (target?.deleted) return fail(403, PERMISSION_MESSAGES.deletedTarget);
  if (targetId === actorId || isAdmin(db, actorId)) return null;
  if (leadsMemberOf(db, actorId, targetId)) return null;
  const leadsAny = db.groups.some((g) => g.leaderId === actorId || g.substituteId === actorId);
  return fail(403, leadsAny ? PERMISSION_MESSAGES.notYourGroup : PERMISSION_MESSAGES.notYours);
}
