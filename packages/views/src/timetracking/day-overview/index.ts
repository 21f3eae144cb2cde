export { DayOverview, type DayOverviewProps } from './day-overview';
export { dayOverviewTag } from './day-overview.tag';
