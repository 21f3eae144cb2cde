export { IcingaMasterTeamOverview, type IcingaMasterTeamOverviewProps } from './icinga-master-team-overview';
export { icingaMasterTeamOverviewTag } from './icinga-master-team-overview.tag';
