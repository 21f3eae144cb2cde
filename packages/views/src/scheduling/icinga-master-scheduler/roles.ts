/**
 * The role that may edit the Icinga-Master attendance plan: a dotted role path ending in this. The
 * spec names no role for this scheduler; we mirror the helpdesk scheduler's rule (spec 02 §6).
 */
export const ICINGA_SCHEDULE_ADMIN_ROLE = 'IcingaMasterDienstplan.Admin';

/** `Intern.Rollen.IcingaMasterDienstplan.Admin` yes; `IcingaMasterDienstplan.Admin.Lesen` no. */
export function isIcingaScheduleAdmin(roles: readonly string[] | undefined): boolean {
  return (roles ?? []).some((role) => role === ICINGA_SCHEDULE_ADMIN_ROLE || role.endsWith(`.${ICINGA_SCHEDULE_ADMIN_ROLE}`));
}
