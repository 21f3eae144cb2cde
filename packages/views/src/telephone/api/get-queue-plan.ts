// GET /json/telephoneplan/queue/{date} — the queue plan of a day: every queue, the members with
// absent/working flags and their queues, and whether the user may edit (helpdesk level 3). Our
// addition (wire-types-telephone.ts): the legacy page rendered these rows into the page.
import { apiClient, parseResponse, type TelephoneQueueMember, type TelephoneQueuePlanResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';

const named = z.looseObject({ id: z.number().int(), name: z.string() });

export const queueMemberSchema: z.ZodType<TelephoneQueueMember> = z.looseObject({
  id: z.number().int(),
  user_id: z.number().int(),
  user: z.looseObject({ dn: z.string(), fullName: z.string() }),
  absent: z.boolean(),
  working: z.boolean(),
  queues: z.array(z.looseObject({ id: z.number().int(), name: z.string(), queue_id: z.number().int() })),
});

export const queuePlanSchema: z.ZodType<TelephoneQueuePlanResponse> = z.looseObject({
  date: z.string(),
  queues: z.array(named),
  members: z.array(queueMemberSchema),
  editable: z.boolean(),
});

export const queuePlanKey = (date: string) => ['telephone', 'queue-plan', date] as const;

export async function getQueuePlan(date: string, signal?: AbortSignal): Promise<TelephoneQueuePlanResponse> {
  const response = await apiClient().get(`/json/telephoneplan/queue/${encodeURIComponent(date)}`, { signal });
  return parseResponse(queuePlanSchema, response.data, '/json/telephoneplan/queue');
}

export const queuePlanQuery = (date: string) =>
  queryOptions({
    queryKey: queuePlanKey(date),
    queryFn: ({ signal }) => getQueuePlan(date, signal),
  });

export function useQueuePlan(date: string) {
  return useQuery(queuePlanQuery(date));
}
