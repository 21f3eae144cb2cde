export { DayOverviewAdmin, type DayOverviewAdminProps } from './day-overview-admin';
export { dayOverviewAdminTag } from './day-overview-admin.tag';
