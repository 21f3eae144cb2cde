// POST /telephoneplan/assign-task and /telephoneplan/unassign-task {task_id, user_id, from, to} —
// adds a task to a person's plan slot or removes it. The answer is not shown in the specification:
// any 2xx is success. When it is the slot with its tasks (our mock answers that) its tasks replace
// the shown badges; otherwise the view applies what it sent. One file: the same call in two directions.
import {
  acceptWriteAnswer,
  apiClient,
  assertCanWrite,
  looseId,
  looseList,
  useApiMutation,
  type ApiMutationOptions,
  type SlotTask,
  type Write,
} from '@stempeluhr/core';
import * as z from 'zod/mini';

const answeredSlot = z.looseObject({ tasks: looseList(z.looseObject({ id: looseId, name: z.string() })) });

export interface SlotTaskInput {
  assign: boolean;
  /** Queue id. */
  task_id: number;
  user_id: number;
  from: string | number;
  to: string | number;
}

/** The slot's tasks as the server answered them, or null when the answer does not say (empty 200). */
export async function changeSlotTask({ assign, ...body }: SlotTaskInput): Promise<SlotTask[] | null> {
  assertCanWrite();
  const path = assign ? '/telephoneplan/assign-task' : '/telephoneplan/unassign-task';
  const response = await apiClient().post(path, body);
  acceptWriteAnswer(response.data, path);
  const slot = z.safeParse(answeredSlot, response.data);
  return slot.success ? slot.data.tasks : null;
}

/** Nothing cached depends on a slot (its tasks come from the page): the view keeps the answer. */
export function useChangeSlotTask(
  options: Omit<ApiMutationOptions<SlotTaskInput, SlotTask[] | null>, 'mutationFn'> = {},
): Write<SlotTaskInput, SlotTask[] | null> {
  return useApiMutation({ mutationFn: changeSlotTask, ...options });
}
