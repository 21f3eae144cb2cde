/** Query keys of the team area: a team write invalidates `teamKeys.all` (the badges and the member's week). */
export const teamKeys = {
  all: ['team'] as const,
  /** GET /clocking/team/{group}?date */
  overview: (group: string, date: string) => [...teamKeys.all, 'overview', group, date] as const,
  /** GET /json/team/clocking/week-overview?dn&year&week */
  week: (dn: string, year: number, week: number) => [...teamKeys.all, 'week', dn, year, week] as const,
  /** GET /icingamaster/team/{group}?date */
  icinga: (group: string, date: string) => [...teamKeys.all, 'icinga', group, date] as const,
};
