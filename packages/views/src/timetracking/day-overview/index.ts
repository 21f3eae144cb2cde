export { DayOverview, type DayOverviewProps } from './day-overview';
