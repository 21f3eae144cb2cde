export { WeekOverviewAdmin, type WeekOverviewAdminProps } from './week-overview-admin';
export { weekOverviewAdminTag } from './week-overview-admin.tag';
