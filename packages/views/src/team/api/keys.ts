import { clockingKeys } from '../../domain/clocking';

/**
 * Query keys of the team area. The member's week is the domain's one team-week read
 * (clockingKeys.teamWeek): a team write invalidates `teamWrites(userId)` — the badges, every team
 * week and the member's days.
 */
export const teamKeys = {
  all: ['team'] as const,
  /** GET /clocking/team/{group}?date */
  overview: (group: string, date: string) => [...teamKeys.all, 'overview', group, date] as const,
  /** GET /icingamaster/team/{group}?date */
  icinga: (group: string, date: string) => [...teamKeys.all, 'icinga', group, date] as const,
};

/** What a clocking write in the team view changes. */
export const teamWrites = (userId: number) => [teamKeys.all, clockingKeys.teamWeeks(), clockingKeys.userDays(userId)] as const;
