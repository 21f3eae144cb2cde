/** The role that may edit the helpdesk schedule: a dotted role path ending in this (spec 02 §6). */
export const HELPDESK_ADMIN_ROLE = 'HelpdeskDienstplan.Admin';

/** `Intern.Rollen.HelpdeskDienstplan.Admin` yes; `HelpdeskDienstplan.Admin.Lesen` or `XHelpdeskDienstplan.Admin` no. */
export function isHelpdeskScheduleAdmin(roles: readonly string[] | undefined): boolean {
  return (roles ?? []).some((role) => role === HELPDESK_ADMIN_ROLE || role.endsWith(`.${HELPDESK_ADMIN_ROLE}`));
}
