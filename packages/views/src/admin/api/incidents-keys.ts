/** Query keys of the incident effort view: an incident write invalidates `incidentsKeys.user(userId)`. */
export const incidentsKeys = {
  all: ['admin', 'incidents'] as const,
  user: (userId: number) => [...incidentsKeys.all, userId] as const,
  /** GET /json/icingamaster/incidents/user/month/{id}?month&year&limit */
  month: (userId: number, year: number, month: number, limit: number) => [...incidentsKeys.user(userId), year, month, limit] as const,
};
