export { VIEW_LOADERS } from './registry';
export * from './tools/flash-message';
export * from './timetracking/week-overview';
export * from './timetracking/day-overview';
export * from './timetracking/timetracking-add-day';
export * from './admin/locked-user';
export * from './admin/multi-user-selection';
export * from './admin/multi-group-selection';
export * from './timetracking/welcome-view';
