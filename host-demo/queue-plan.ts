// The queue plan as the legacy page renders it into <telephoneplan-queueplan> (README: `{"members":
// @json($members), "queues": @json($queues), "editable": @json($isLevel3)}`), for the spec-only demo,
// where the plan's read (GET /json/telephoneplan/queue/{date}, our addition) answers 404. The rows are
// cut to what spec 02 §3 names of a telephone queue member, with Laravel's 0/1 for its booleans.
import type { MockDb } from '../mocks/db/db';
import { booleansAsNumbers, cutToShape } from '../mocks/spec-only/project';
import { mayEditQueuePlan, queuePlanOf } from '../mocks/telephone/queues.rules';
import { telephoneState } from '../mocks/telephone/queues.seed';

export interface PageQueuePlan {
  members: unknown;
  queues: { id: number; name: string }[];
  editable: boolean;
}

export function specOnlyQueuePlan(db: MockDb, date: string): PageQueuePlan {
  return {
    members: booleansAsNumbers(cutToShape(queuePlanOf(db, date), { list: { entity: 'Telephone queue member' } })),
    queues: telephoneState(db).queues.map((q) => ({ id: q.id, name: q.name })),
    editable: mayEditQueuePlan(db),
  };
}
