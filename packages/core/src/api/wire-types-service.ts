// Wire shapes of the service area (spec 02: flip-flow tasks, checklists, checklist planning and
// report). Field names are the specification's; where it says "not shown" the shape is our choice
// and mocks/service/handlers.ts says so at the top.

/** Flip-flow task row (flip-flow-overview); the answer of every flip-flow action. */
export interface FlipFlowTaskStatus {
  isApproved: boolean;
  isRejected: boolean;
  isAssigned: boolean;
}

export interface FlipFlowTask {
  id: number;
  name: string;
  wikilink: string;
  /** Bootstrap colour of the row: secondary (open), warning (assigned), success (approved), danger (rejected). */
  cssClass: 'secondary' | 'warning' | 'success' | 'danger';
  /** German status text, e.g. "Angenommen von Max Müller". */
  title: string;
  /** Icon name: circle, user-check, check, times. */
  icon: 'circle' | 'user-check' | 'check' | 'times';
  /** Display name of the assignee; null while unassigned. */
  assignedUserName: string | null;
  taskStatus: FlipFlowTaskStatus;
}

/** Bodies of the flip-flow actions (task = the FlipFlowTask id). */
export interface FlipFlowAssignBody {
  task: number;
  loggedInUserDn: string;
}
export interface FlipFlowUnassignBody {
  task: number;
}
export type FlipFlowApproveBody = FlipFlowAssignBody;
export interface FlipFlowRejectBody extends FlipFlowAssignBody {
  /** Empty becomes "Keine Begründung angegeben". */
  note: string;
}

/** GET /serviceagent/ajax/checklists/{date}. */
export interface Checklist {
  id: number;
  name: string;
  /** Display name of that day's service agent; '' when none is planned. */
  service_agent: string;
  /** Display name of that day's deputy; '' when none. */
  substitute: string;
  /** Group names. */
  groups: string[];
}

/** A task of a checklist on one day (GET /serviceagent/ajax/flip-flows/…). */
export interface ChecklistTask {
  /** The FlipFlowTask id (the flip-flow actions take it). */
  id: number;
  name: string;
  /** Group name. */
  displayname: string;
  typ: string;
  priority: number;
  /** Client state; always false from the server. */
  checked: boolean;
  /** Display name of the assignee (or of who approved/rejected); null when not assigned. */
  user: string | null;
  /** 1 done (approved or rejected), 0 not done. */
  erledigt: 0 | 1;
  /** 1 rejected. */
  incident: 0 | 1;
  /** Rejection reason; null otherwise. */
  note: string | null;
}

export interface FlipFlowGroup {
  flipFlow: { id: number; name: string };
  tasks: ChecklistTask[];
}

/** A row of the task selection table (server-rendered; mocks export checklistTaskSelection). */
export interface ChecklistTaskOption {
  /** The flip-flow item id (flipFlopId of the toggle call). */
  id: number;
  name: string;
  displayname: string;
  typ: string;
  priority: number;
  checked: boolean;
  /** Unix seconds of the selection; 0 when not selected (send it back as deleteTimeStamp to remove). */
  timestamp: number;
}

/** POST {toggle route}. */
export interface ToggleChecklistTaskBody {
  checklistId: number;
  flipFlopId: number;
  /** 0 adds the task; a timestamp removes it. */
  deleteTimeStamp: number;
}

/** GET /serviceagent/ajax/next-ten-days/{checklistId}/{date}. */
export interface DayPlanEntry {
  /** dd.MM.yyyy */
  date: string;
  /** German weekday name, e.g. "Montag". */
  day: string;
  /** 1-12 */
  month: number;
  year: number;
  /** 1-366 */
  dayOfYear: number;
  /** Local midnight, unix seconds. */
  timestamp: number;
  /** User id or ''. */
  service_agent: number | '';
  /** User id or ''. */
  substitute: number | '';
}

/** POST /serviceagent/ajax/leader/set (empty strings mean none). */
export interface SetLeaderBody {
  timestamp: number;
  user_id: number | '';
  substitute_id: number | '';
  checklist_id: number;
}

/** GET /serviceagent/ajax/leaders/{checklistId}/{date}. */
export interface Leader {
  id: number;
  /** Display name. */
  dn: string;
  /** dayOfYear -> on vacation (any absence) that day, for the ten days from date. */
  vacations: Record<number, boolean>;
}

export interface DayStatusAttribute {
  key: string;
  highlight: string;
  /** Local midnight of each day, unix seconds. */
  dates: number[];
}

/**
 * GET /serviceagent/ajax/planing/get-day-status/… (keys planned/green, holiday/yellow) and
 * GET /serviceagent/ajax/report/get-day-status/… (keys not-assigned/blue, accepted/yellow,
 * rejected/red, done/green, not-done/pink; each day in exactly one).
 */
export interface DayStatusResponse {
  attributes: DayStatusAttribute[];
}

export interface ServiceMessage {
  message: string;
}
