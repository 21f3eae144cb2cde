/** The areas of the specification; views/, mocks/ and stories/ are laid out by them. */
export type Area = 'timetracking' | 'admin' | 'team' | 'scheduling' | 'service' | 'telephone' | 'tools';

/**
 * The 34 tags the existing server pages contain, spelled exactly as they are there (misspellings
 * included: `timetacking-…`, `planing-calendar`). They are the public API: never rename one. A list of
 * its own, not `Object.keys(TAGS)`: the classic loader carries the names only, not the titles (the same
 * keys in the same order: tag-names.test.ts).
 */
const NAMES = [
  'welcome-view',
  'week-overview',
  'day-overview',
  'users-index-view',
  'vacation-history-view',
  'day-overview-admin',
  'week-overview-admin',
  'timetacking-history-view',
  'timetacking-admin-edit-day',
  'timetracking-add-day',
  'overtime-view-admin',
  'workinghours-view-admin',
  'team-overview',
  'icinga-master-team-overview',
  'locked-user',
  'helpdesk-sorting',
  'helpdesk-scheduler',
  'icinga-master-scheduler',
  'points-view-admin',
  'incident-effort',
  'flip-flow-overview',
  'send-checklist-mail-button',
  'flash-message',
  'change-all-task-status',
  'planing-calendar',
  'checklist-report',
  'telephoneplan-queueplan',
  'telephoneplan-slot',
  'telephone-groups-view',
  'short-time-view',
  'working-hour',
  'work-items-view',
  'multi-user-selection',
  'multi-group-selection',
] as const;

export type TagName = (typeof NAMES)[number];

export const TAG_NAMES: TagName[] = [...NAMES];

/**
 * Each tag's area and title, in the order of TAG_NAMES. Registry, demo index, manifest, README and the shared test suites all read this one constant;
 * a built view's full contract lives beside it (`<view>/<view>.tag.ts`).
 */
export const TAGS = {
  'welcome-view': { area: 'timetracking', title: 'Startseite: Stempeluhr' },
  'week-overview': { area: 'timetracking', title: 'Wochenübersicht' },
  'day-overview': { area: 'timetracking', title: 'Tagesübersicht' },
  'users-index-view': { area: 'admin', title: 'Benutzerliste (Admin)' },
  'vacation-history-view': { area: 'admin', title: 'Urlaubshistorie' },
  'day-overview-admin': { area: 'admin', title: 'Tagesübersicht (Admin)' },
  'week-overview-admin': { area: 'admin', title: 'Wochenübersicht (Admin)' },
  'timetacking-history-view': { area: 'admin', title: 'Buchungshistorie' },
  'timetacking-admin-edit-day': { area: 'admin', title: 'Tag bearbeiten (Admin)' },
  'timetracking-add-day': { area: 'timetracking', title: 'Buchung hinzufügen' },
  'overtime-view-admin': { area: 'admin', title: 'Überstundenkonto (Admin)' },
  'workinghours-view-admin': { area: 'admin', title: 'Arbeitszeiten (Admin)' },
  'team-overview': { area: 'team', title: 'Teamübersicht' },
  'icinga-master-team-overview': { area: 'team', title: 'Icinga-Master Teamübersicht' },
  'locked-user': { area: 'admin', title: 'Benutzer sperren' },
  'helpdesk-sorting': { area: 'scheduling', title: 'Helpdesk-Reihenfolge' },
  'helpdesk-scheduler': { area: 'scheduling', title: 'Helpdesk-Dienstplan' },
  'icinga-master-scheduler': { area: 'scheduling', title: 'Icinga-Master-Dienstplan' },
  'points-view-admin': { area: 'admin', title: 'Punkte (Admin)' },
  'incident-effort': { area: 'admin', title: 'Incident-Aufwand' },
  'flip-flow-overview': { area: 'service', title: 'FlipFlow-Aufgabe' },
  'send-checklist-mail-button': { area: 'service', title: 'Checkliste per Mail senden' },
  'flash-message': { area: 'tools', title: 'Hinweisleiste' },
  'change-all-task-status': { area: 'service', title: 'Aufgabenauswahl der Checkliste' },
  'planing-calendar': { area: 'service', title: 'Checklistenplanung' },
  'checklist-report': { area: 'service', title: 'Checklisten-Bericht' },
  'telephoneplan-queueplan': { area: 'telephone', title: 'Telefon-Queueplan' },
  'telephoneplan-slot': { area: 'telephone', title: 'Telefonplan-Slot' },
  'telephone-groups-view': { area: 'telephone', title: 'Telefongruppen' },
  'short-time-view': { area: 'admin', title: 'Kurzarbeit' },
  'working-hour': { area: 'admin', title: 'Arbeitszeitregel' },
  'work-items-view': { area: 'tools', title: 'Zeitübertragung an den Issue-Tracker' },
  'multi-user-selection': { area: 'admin', title: 'Mehrfachauswahl Benutzer' },
  'multi-group-selection': { area: 'admin', title: 'Mehrfachauswahl Gruppen' },
} as const satisfies Record<TagName, { area: Area; title: string }>;

export function isTagName(name: string): name is TagName {
  return Object.prototype.hasOwnProperty.call(TAGS, name);
}
