// POST /telephoneplan/queue/store {user, task, date} and DELETE /telephoneplan/queue/delete/{queueId}
// (the assignment id) — add a queue to a member's day or remove it. Both answer the member's row
// (our choice, mocks/telephone/handlers.ts), which replaces that row of the cached plan.
import { apiClient, assertCanWrite, parseResponse, type TelephoneQueueMember, type TelephoneQueuePlanResponse } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueMemberSchema, queuePlanKey } from './get-queue-plan';

export type QueuePlanChange =
  { action: 'store'; date: string; user: number; task: number } | { action: 'delete'; date: string; queueId: number };

export async function changeQueuePlan(change: QueuePlanChange): Promise<TelephoneQueueMember> {
  assertCanWrite();
  const response =
    change.action === 'store'
      ? await apiClient().post('/telephoneplan/queue/store', { user: change.user, task: change.task, date: change.date })
      : await apiClient().delete(`/telephoneplan/queue/delete/${change.queueId}`);
  return parseResponse(queueMemberSchema, response.data, `/telephoneplan/queue/${change.action}`);
}

export function useChangeQueuePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeQueuePlan,
    onSuccess: (row, { date }) =>
      queryClient.setQueryData<TelephoneQueuePlanResponse>(queuePlanKey(date), (plan) =>
        plan ? { ...plan, members: plan.members.map((m) => (m.user_id === row.user_id ? row : m)) } : plan,
      ),
  });
}
