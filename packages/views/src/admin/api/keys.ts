/** Query keys of the admin reads (this helper's views), so writes invalidate exactly what they change. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: object) => [...adminKeys.all, 'users', query] as const,
  overtimeOf: (userId: number) => [...adminKeys.all, 'overtime', userId] as const,
  overtimeYear: (userId: number, year: number) => [...adminKeys.overtimeOf(userId), 'year', year] as const,
  overtimeTotal: (userId: number) => [...adminKeys.overtimeOf(userId), 'total'] as const,
  shortTime: (userId: number) => [...adminKeys.all, 'short-time', userId] as const,
  workingHours: (userId: number) => [...adminKeys.all, 'working-hours', userId] as const,
  workingHourDefaults: (userId: number) => [...adminKeys.all, 'working-hour', userId] as const,
  weekOf: (userId: number) => [...adminKeys.all, 'week', userId] as const,
  week: (userId: number, date: string) => [...adminKeys.weekOf(userId), date] as const,
  daysOf: (userId: number) => [...adminKeys.all, 'day', userId] as const,
  day: (userId: number, date: string) => [...adminKeys.daysOf(userId), date] as const,
};
