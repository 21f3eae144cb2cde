/**
 * Query keys of every read of clocking data, in one place so that a clocking write invalidates exactly
 * what the specification says is refreshed (after a clocking change: that week's overtime and the view).
 */
export const clockingKeys = {
  all: ['clocking'] as const,
  status: () => [...clockingKeys.all, 'status'] as const,
  todayClockings: () => [...clockingKeys.all, 'today-clockings'] as const,
  /** GET /json/clocking/week-overview/{date} */
  week: (date: string) => [...clockingKeys.all, 'week', date] as const,
  weeks: () => [...clockingKeys.all, 'week'] as const,
  /** GET /json/team/clocking/week-overview?dn&year&week (get-team-week.ts, the one read of a team week). */
  teamWeek: (dn: string, year: number, week: number) => [...clockingKeys.all, 'team-week', dn, year, week] as const,
  /** Every team week (a clocking write of any member changes one). */
  teamWeeks: () => [...clockingKeys.all, 'team-week'] as const,
  monthly: (year: number, month: number) => [...clockingKeys.all, 'monthly', year, month] as const,
  period: (from: string, to: string) => [...clockingKeys.all, 'period', from, to] as const,
  /** GET /clocking/user/clockings/{userId}/{date} */
  userDay: (userId: number, date: string) => [...clockingKeys.all, 'user-day', userId, date] as const,
  userDays: (userId: number) => [...clockingKeys.all, 'user-day', userId] as const,
};
