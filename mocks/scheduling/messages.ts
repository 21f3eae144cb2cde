// Texts and constants of the schedulers (spec 02) that the rules and handlers share.
import type { HelpdeskShiftType } from '../../packages/core/src/api/wire-types-scheduling';

/** The helpdesk shift types: Frühdienst, Spätdienst, frei (day off). */
export const HELPDESK_SHIFT_TYPES: Readonly<Record<HelpdeskShiftType, string>> = {
  hd_frueh: 'Frühdienst (07:00–15:30)',
  hd_spaet: 'Spätdienst (10:30–19:00)',
  hd_frei: 'frei',
};

/** The role path that may edit the helpdesk scheduler and the sorting list. */
export const HELPDESK_ADMIN_ROLE_SUFFIX = 'HelpdeskDienstplan.Admin';

/** The role path that may save the attendance (Icinga-Master) plan: our choice, the spec names none. */
export const ATTENDANCE_ADMIN_ROLE_SUFFIX = 'IcingaMasterDienstplan.Admin';

/** The group whose members form the helpdesk sorting list. */
export const HELPDESK_GROUP_NAME = 'Helpdesk';

/** Teams that have an attendance scheduler (/json/scheduler/{team}/…): the slug of their group. */
export const ATTENDANCE_TEAMS: readonly string[] = ['icinga-master'];

export const WEEK_DAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'] as const;
export const WEEKEND_DAYS = ['Samstag', 'Sonntag'] as const;

export const SCHEDULING_MESSAGES = {
  sortingForbidden: 'Nur Administratoren des Helpdesk-Dienstplans dürfen die Reihenfolge ändern.',
  scheduleForbidden: 'Sie dürfen den Helpdesk-Dienstplan nicht bearbeiten.',
  unknownType: (type: string) => `Unbekannte Schichtart „${type}“. Erlaubt sind: ${Object.keys(HELPDESK_SHIFT_TYPES).join(', ')}.`,
  badDate: 'Das Datum ist ungültig.',
  onVacation: (name: string) => `${name} hat an diesem Tag Urlaub.`,
  notInHelpdeskPlan: (name: string) => `${name} steht nicht im Helpdesk-Dienstplan.`,
  notInTeam: (name: string) => `${name} gehört nicht zum Team.`,
  attendanceForbidden: 'Sie dürfen den Icinga-Master-Dienstplan nicht bearbeiten.',
  attendanceSaved: 'Dienst gespeichert.',
  attendanceCleared: 'Dienst entfernt.',
} as const;
