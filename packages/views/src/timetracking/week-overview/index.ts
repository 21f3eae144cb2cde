export { WeekOverview } from './week-overview';
export { WEEK_OVERVIEW_MODES, type WeekOverviewMode, type WeekOverviewProps } from './target';
export { daysToCsv } from './csv';
export { weekOverviewTag } from './week-overview.tag';
