// Wire shapes of the telephone area (spec 02: telephone groups, queue plan, plan slots). Where the
// specification says "not shown" the shape is our choice and mocks/telephone/handlers.ts says so.

/** GET /json/telephoneplan/user/groups and the answer of …/save. */
export interface TelephoneQueue {
  id: number;
  name: string;
  /** The signed-in user is in that queue. */
  state: boolean;
}

export interface TelephoneQueuesResponse {
  telephoneQueues: TelephoneQueue[];
}

/** POST /json/telephoneplan/user/groups/save. */
export interface SaveTelephoneQueueBody {
  queue: number;
  state: boolean;
}

/** A queue a member works on that day. */
export interface QueueAssignment {
  /** Assignment id: DELETE /telephoneplan/queue/delete/{id}. */
  id: number;
  /** Queue name. */
  name: string;
  /** The queue's id (our addition: what the add dropdown leaves out). */
  queue_id: number;
}

/** A row of the queue plan (server-rendered page; mocks export queuePlanOf). */
export interface TelephoneQueueMember {
  /** Row id: `${yyyyMMdd}${user_id}` as a number, stable per day and user. */
  id: number;
  user_id: number;
  user: { dn: string; fullName: string };
  /** On vacation or otherwise absent (any absence row) that day: "Abwesenheit". */
  absent: boolean;
  /** Working day by contract and not a public holiday; false shows "Frei". */
  working: boolean;
  queues: QueueAssignment[];
}

/** POST /telephoneplan/queue/store. */
export interface StoreQueueBody {
  user: number;
  /** Queue id. */
  task: number;
  /** yyyy-MM-dd */
  date: string;
}

/** POST /telephoneplan/assign-task and /telephoneplan/unassign-task. */
export interface SlotTaskBody {
  /** Queue id. */
  task_id: number;
  user_id: number;
  /** `yyyy-MM-dd HH:mm:ss` (also `yyyy-MM-ddTHH:mm` or unix seconds). */
  from: string | number;
  to: string | number;
}

/** A task (telephone queue) as a plan slot shows it. */
export interface SlotTask {
  id: number;
  name: string;
}

/** A person's slot with its tasks (answer of assign/unassign; mocks export telephoneSlotOf). */
export interface TelephoneSlot {
  user_id: number;
  fullName: string;
  /** `yyyy-MM-dd HH:mm:ss` */
  from: string;
  /** `yyyy-MM-dd HH:mm:ss` */
  to: string;
  tasks: SlotTask[];
}

/**
 * GET /json/telephoneplan/queue/{date} (our addition: the legacy page rendered the rows into the
 * page; the widget reads them): the queue plan of one day.
 */
export interface TelephoneQueuePlanResponse {
  /** yyyy-MM-dd */
  date: string;
  /** Every queue that can be assigned. */
  queues: { id: number; name: string }[];
  members: TelephoneQueueMember[];
  /** The signed-in user is helpdesk level 3 (may add and remove queues). */
  editable: boolean;
}
