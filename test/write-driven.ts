// The views whose main write the shared write suite (packages/widgets/src/writes.suite.tsx) puts through
// RELIABILITY.md cases 8, 10, 14, 16 and 23. Plain names, so the matrix (node) can read them without
// the drivers' DOM code; the suite checks that this list and test/write-drivers/ agree.
export const WRITE_DRIVEN: readonly string[] = [
  'welcome-view',
  'day-overview',
  'timetracking-add-day',
  'flip-flow-overview',
  'send-checklist-mail-button',
  'change-all-task-status',
  'planing-calendar',
  'team-overview',
  'helpdesk-sorting',
  'helpdesk-scheduler',
  'icinga-master-scheduler',
  'telephoneplan-queueplan',
  'telephoneplan-slot',
  'telephone-groups-view',
  'vacation-history-view',
  'day-overview-admin',
  'week-overview-admin',
  'timetacking-admin-edit-day',
  'overtime-view-admin',
  'points-view-admin',
  'incident-effort',
  'short-time-view',
  'workinghours-view-admin',
  'working-hour',
  'work-items-view',
];

export const SHARED_WRITE_CASES = [8, 10, 14, 16, 23] as const;

/** Of those, the views whose driver names the server's key of a typed field: case 11 (422 at the field) too. */
export const FIELD_ERRORS_DRIVEN: readonly string[] = [
  'day-overview',
  'timetracking-add-day',
  'team-overview',
  'day-overview-admin',
  'timetacking-admin-edit-day',
  'overtime-view-admin',
  'points-view-admin',
  'work-items-view',
];

/**
 * Views whose 422 belongs in the banner, where the suite checks it there (case 11 without a field): no
 * typed field (buttons, switches, checkboxes, a select that saves), or the specification's error list
 * in the dialog (incident-effort, short-time-view: "Bitte folgende Fehler korrigieren:"; the working
 * hours: the server answers a list without field names, spec 02), or the
 * business trip's error shown as the server's text (welcome-view, spec 01 §8).
 */
export const BANNER_422: readonly string[] = [
  'welcome-view',
  'flip-flow-overview',
  'send-checklist-mail-button',
  'change-all-task-status',
  'planing-calendar',
  'helpdesk-sorting',
  'helpdesk-scheduler',
  'icinga-master-scheduler',
  'telephoneplan-queueplan',
  'telephoneplan-slot',
  'telephone-groups-view',
  'week-overview-admin',
  'incident-effort',
  'short-time-view',
  'working-hour',
  'workinghours-view-admin',
];

/** The RELIABILITY.md cases the shared write suite proves for a view. */
export function sharedWriteCases(tag: string): number[] {
  if (!WRITE_DRIVEN.includes(tag)) return [];
  return FIELD_ERRORS_DRIVEN.includes(tag) || BANNER_422.includes(tag) ? [...SHARED_WRITE_CASES, 11] : [...SHARED_WRITE_CASES];
}
