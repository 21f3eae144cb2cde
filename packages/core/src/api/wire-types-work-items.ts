// Wire shapes of the time transfer to the issue tracker (work-items-view, spec 02). The answers
// are our choice where the spec shows none (see mocks/tools/handlers.ts).

/** GET /youtrack-workitems/ajax/total-worked-time?userId&start&end */
export interface WorkedTimeResponse {
  /** Whole minutes clocked from start to end (both days inclusive). */
  minutes: number;
}

/** POST /youtrack-workitems/ajax/insert-workitems */
export interface WorkItemsInsertPayload {
  userId: number;
  /** `yyyy-MM-dd` */
  start: string;
  /** `yyyy-MM-dd` */
  end: string;
  /** Positive number, `0.8` or `0,8`. */
  factor: number | string;
  /** `PROJECT-123` */
  issueId: string;
}

/** Answer to a successful insert. */
export interface WorkItemsInserted {
  message: string;
  /** round(minutes × factor). */
  minutes: number;
  workItem: TrackerWorkItem;
}

/** A work item of an issue as the tracker sends it. */
export interface TrackerWorkItem {
  /** The tracker's id, e.g. `118-1001`. */
  id: string;
  text: string;
  /** Epoch ms of the day's UTC midnight (the tracker's convention). */
  date: number;
  duration: { minutes: number };
  creator: { login: string };
}
