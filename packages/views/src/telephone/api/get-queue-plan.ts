// The queue plan of a day. Spec 02 names the Telephone queue member (id, user_id, user (dn, fullName),
// absent, working, queues (each id, name)) but no read: the legacy page rendered the rows into the
// page. So the rows come from the page prop `members` (queueMembersSchema) and, when the page gives
// none, from GET /json/telephoneplan/queue/{date} — our addition, used only when the server answers
// it (a 404 is `null`: the view then says that the page has to pass the plan). Of the read's other
// keys (`queues`, every queue that can be assigned; `editable`, the leader flag; `date`) none is
// required. An assignment's queue id (`queue_id`, what the add dropdown leaves out) is assumed too.
import { apiClient, assumed, berlinDate, looseBoolean, looseId, looseList, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import * as z from 'zod/mini';

export const namedQueueSchema = z.looseObject({ id: looseId, name: z.string() });

export const queueMemberSchema = z.looseObject({
  id: looseId,
  user_id: looseId,
  user: z.looseObject({ dn: z.string(), fullName: z.string() }),
  absent: looseBoolean,
  working: looseBoolean,
  queues: looseList(
    z.looseObject({
      /** The assignment's id (DELETE /telephoneplan/queue/delete/{id}); null until the plan is read again. */
      id: z.nullable(looseId),
      name: z.string(),
      queue_id: assumed(looseId, undefined, 'QueueAssignment.queue_id', 'das Auswahlfeld lässt die zugewiesenen Queues nach Namen weg'),
    }),
  ),
});

export type QueueMember = z.output<typeof queueMemberSchema>;
export type QueueAssignment = QueueMember['queues'][number];
export type NamedQueue = z.output<typeof namedQueueSchema>;

export const queueMembersSchema = looseList(queueMemberSchema);
export const namedQueuesSchema = looseList(namedQueueSchema);

export const queuePlanSchema = z.looseObject({
  date: assumed(berlinDate, undefined, 'QueuePlan.date', 'der angefragte Tag gilt'),
  queues: assumed(namedQueuesSchema, undefined, 'QueuePlan.queues', 'ohne die Liste aller Queues kein Hinzufügen'),
  members: queueMembersSchema,
  editable: assumed(looseBoolean, undefined, 'QueuePlan.editable', 'das Attribut editable der Seite entscheidet, sonst der Server'),
});

export interface QueuePlan {
  date?: string;
  /** Every queue that can be assigned; undefined when neither the server nor the page names them. */
  queues?: NamedQueue[];
  members: QueueMember[];
  /** The leader flag (helpdesk level 3); undefined when nobody says. */
  editable?: boolean;
}

/** Every cached plan of a day (the page's and the read's): a write patches them all. */
export const queuePlanKey = (date: string) => ['telephone', 'queue-plan', date] as const;
/** The server's read of a day. */
export const queuePlanReadKey = (date: string) => [...queuePlanKey(date), 'lesen'] as const;

/** The page's plan by its identity: new rows from the page (a changed attribute or property) are a new plan. */
const pagePlans = new WeakMap<object, number>();
let pagePlanCount = 0;
function pagePlanId(members: object): number {
  let id = pagePlans.get(members);
  if (id === undefined) {
    id = ++pagePlanCount;
    pagePlans.set(members, id);
  }
  return id;
}

/** The plan, or `null` when the server has no such read (404). */
export async function getQueuePlan(date: string, signal?: AbortSignal): Promise<QueuePlan | null> {
  try {
    const response = await apiClient().get(`/json/telephoneplan/queue/${encodeURIComponent(date)}`, { signal });
    return parseResponse(queuePlanSchema, response.data, '/json/telephoneplan/queue');
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

/** `page`: the plan the page passed (then nothing is read; the page's rows are the truth until it passes others). */
export const queuePlanQuery = (date: string, page?: QueuePlan) =>
  page
    ? queryOptions<QueuePlan | null>({
        queryKey: [...queuePlanKey(date), 'seite', pagePlanId(page.members)],
        queryFn: () => page,
        initialData: page,
        staleTime: Infinity,
      })
    : queryOptions<QueuePlan | null>({
        queryKey: queuePlanReadKey(date),
        queryFn: ({ signal }) => getQueuePlan(date, signal),
      });

export function useQueuePlan(date: string, page?: QueuePlan) {
  return useQuery(queuePlanQuery(date, page));
}
