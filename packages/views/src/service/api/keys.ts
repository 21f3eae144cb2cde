/** Query keys of the service area. */
export const serviceKeys = {
  all: ['service'] as const,
  planning: (checklistId: number) => ['service', 'planing', checklistId] as const,
  nextTenDays: (checklistId: number, date: string) => ['service', 'planing', checklistId, 'next-ten-days', date] as const,
  leaders: (checklistId: number, date: string) => ['service', 'planing', checklistId, 'leaders', date] as const,
  planningDayStatus: (checklistId: number, month: number, year: number) =>
    ['service', 'planing', checklistId, 'day-status', year, month] as const,
  report: ['service', 'report'] as const,
};
