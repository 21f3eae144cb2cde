/**
 * Query keys of the timetracking area, in one place so that a mutation invalidates exactly what the
 * specification says is refreshed (after a clocking change: that week's overtime and the view).
 */
export const timetrackingKeys = {
  all: ['timetracking'] as const,
  status: () => [...timetrackingKeys.all, 'status'] as const,
  todayClockings: () => [...timetrackingKeys.all, 'today-clockings'] as const,
  /** GET /json/clocking/week-overview/{date} */
  week: (date: string) => [...timetrackingKeys.all, 'week', date] as const,
  weeks: () => [...timetrackingKeys.all, 'week'] as const,
  teamWeek: (dn: string, year: number, week: number) => [...timetrackingKeys.all, 'team-week', dn, year, week] as const,
  monthly: (year: number, month: number) => [...timetrackingKeys.all, 'monthly', year, month] as const,
  period: (from: string, to: string) => [...timetrackingKeys.all, 'period', from, to] as const,
  /** GET /clocking/user/clockings/{userId}/{date} */
  userDay: (userId: number, date: string) => [...timetrackingKeys.all, 'user-day', userId, date] as const,
  userDays: (userId: number) => [...timetrackingKeys.all, 'user-day', userId] as const,
};
