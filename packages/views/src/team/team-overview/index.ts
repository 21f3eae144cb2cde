export { TeamOverview, type TeamOverviewProps } from './team-overview';
export { teamOverviewTag } from './team-overview.tag';
