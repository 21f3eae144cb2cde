// GET /json/team/clocking/week-overview — the one read of a team week lives in the clocking domain
// (shared with team-overview, one query key); re-exported here for the area's imports.
export {
  getTeamWeek,
  teamWeekQuery,
  teamWeekSchema,
  useTeamWeek,
  otherWeekThan,
  type TeamWeekParams,
  type TeamWeekRead,
} from '../../domain/clocking';
