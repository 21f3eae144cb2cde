// Wire shapes of the incident effort view (incident-effort, spec 02). Field names as the spec gives
// them; the answers to writes are our choice (see mocks/admin/incidents.handlers.ts).

export interface IncidentTime {
  id: number;
  task: string;
  /** Minutes, at least 1. */
  effort: number;
  /** `yyyy-MM-dd` */
  day: string;
  /** Derived: one point per started 15 minutes of effort. */
  points: number;
}

/** GET /json/icingamaster/incidents/user/month/{id}?month&year&limit */
export interface IncidentMonthResponse {
  /** The month's entries, newest day first, at most `limit` (all for -1). */
  incidentTimes: IncidentTime[];
  /** Minutes of the whole month (not only the listed entries). */
  totalTimeMonth: number;
  /** Minutes of all the user's entries. */
  totalTime: number;
}

/** POST /json/icingamaster/incident/user/insert */
export interface IncidentInsertPayload {
  user_id: number;
  task: string;
  /** `yyyy-MM-dd`, not after today. */
  day: string;
  /** Minutes. */
  effort: number;
}

/** POST /json/icingamaster/incident/user/update */
export interface IncidentUpdatePayload {
  id: number;
  task: string;
  day: string;
  effort: number;
}

/** Answer to insert and update. */
export interface IncidentSaved {
  message: string;
  incidentTime: IncidentTime;
}

/** 422 of this area: the messages as a plain list (the view shows them as a red list). */
export interface IncidentErrors {
  errors: string[];
}
