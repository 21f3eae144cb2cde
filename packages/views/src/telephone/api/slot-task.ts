// POST /telephoneplan/assign-task and /telephoneplan/unassign-task {task_id, user_id, from, to} —
// adds a task to a person's plan slot or removes it; both answer the slot with its tasks (our
// choice, mocks/telephone/handlers.ts), which replaces the shown badges. One file: the same call
// in two directions.
import { apiClient, assertCanWrite, parseResponse, type SlotTaskBody, type TelephoneSlot } from '@stempeluhr/core';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';

export const telephoneSlotSchema: z.ZodType<TelephoneSlot> = z.looseObject({
  user_id: z.number().int(),
  fullName: z.string(),
  from: z.string(),
  to: z.string(),
  tasks: z.array(z.looseObject({ id: z.number().int(), name: z.string() })),
});

export interface SlotTaskInput extends SlotTaskBody {
  assign: boolean;
}

export async function changeSlotTask({ assign, ...body }: SlotTaskInput): Promise<TelephoneSlot> {
  assertCanWrite();
  const path = assign ? '/telephoneplan/assign-task' : '/telephoneplan/unassign-task';
  const response = await apiClient().post(path, body);
  return parseResponse(telephoneSlotSchema, response.data, path);
}

/** Nothing cached depends on a slot (its tasks come from the page): the view keeps the answer. */
export function useChangeSlotTask() {
  return useMutation({ mutationFn: changeSlotTask });
}
