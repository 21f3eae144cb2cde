// The views whose main write the shared write suite (packages/widgets/src/writes.test.tsx) puts through
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
