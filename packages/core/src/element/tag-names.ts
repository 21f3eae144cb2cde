/**
 * The 34 tag names the existing server pages contain, spelled exactly as they are there
 * (misspellings included: `timetacking-…`, `planing-calendar`). They are the public API.
 * Registry, stories, demo index, manifest and tests all read this list.
 */
export const TAG_NAMES = [
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

export type TagName = (typeof TAG_NAMES)[number];

export function isTagName(name: string): name is TagName {
  return (TAG_NAMES as readonly string[]).includes(name);
}
