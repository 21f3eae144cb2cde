// POST /telephoneplan/queue/store {user, task, date} and DELETE /telephoneplan/queue/delete/{queueId}
// (the assignment id) — add a queue to a member's day or remove it. The answer is not shown in the
// specification: any 2xx is success. When it is the member's row (our mock answers that) the row
// replaces the cached one; otherwise what was sent is applied to the shown row, and a plan that came
// from the server's read is read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation, type ApiMutationOptions, type Write } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { queueMemberSchema, queuePlanKey, queuePlanReadKey, type QueueMember, type QueuePlan } from './get-queue-plan';

export type QueuePlanChange =
  | { action: 'store'; date: string; user: number; task: number; name: string }
  | { action: 'delete'; date: string; user: number; queueId: number };

/** The member's row as answered, or null when the answer does not say (empty 200). */
export async function changeQueuePlan(change: QueuePlanChange): Promise<QueueMember | null> {
  assertCanWrite();
  const path = change.action === 'store' ? '/telephoneplan/queue/store' : `/telephoneplan/queue/delete/${change.queueId}`;
  const response =
    change.action === 'store'
      ? await apiClient().post(path, { user: change.user, task: change.task, date: change.date })
      : await apiClient().delete(path);
  acceptWriteAnswer(response.data, path);
  const row = z.safeParse(queueMemberSchema, response.data);
  return row.success ? row.data : null;
}

/** The row after the change, from the answer or from what was sent. */
function changedRow(member: QueueMember, change: QueuePlanChange, answered: QueueMember | null): QueueMember {
  if (answered && answered.user_id === member.user_id) return answered;
  if (change.action === 'delete') return { ...member, queues: member.queues.filter((q) => q.id !== change.queueId) };
  return { ...member, queues: [...member.queues, { id: null, name: change.name, queue_id: change.task }] };
}

type Options<I> = Omit<ApiMutationOptions<I, QueueMember | null>, 'mutationFn'>;

/** `fromRead`: the plan came from the server's read, which is read again after a change. */
export function useChangeQueuePlan<I extends QueuePlanChange>(fromRead: boolean, options: Options<I> = {}): Write<I, QueueMember | null> {
  return useApiMutation<I, QueueMember | null>({
    mutationFn: changeQueuePlan,
    updateCache: (queryClient, change, answered) =>
      queryClient.setQueriesData<QueuePlan | null>({ queryKey: queuePlanKey(change.date) }, (plan) =>
        plan ? { ...plan, members: plan.members.map((m) => (m.user_id === change.user ? changedRow(m, change, answered) : m)) } : plan,
      ),
    // The server's read is read again when the answer did not say; the page's plan has no read.
    invalidates: (change, answered) => (fromRead && answered === null ? [queuePlanReadKey(change.date)] : []),
    ...options,
  });
}
