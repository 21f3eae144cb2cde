// POST {page ajax route} {checklistId, flipFlopId, deleteTimeStamp} — adds a task to the checklist
// (deleteTimeStamp 0) or removes it (its selection timestamp). The answer is not read (spec §7).
import { apiClient, assertCanWrite, type ChecklistTaskOption, type ToggleChecklistTaskBody } from '@stempeluhr/core';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { pageRoutePath } from './page-route';

/** A row of the task selection as the page passes it (ChecklistTaskOption of the wire types). */
export const checklistTaskOptionSchema = z.object({
  id: z.coerce.number().int().positive(),
  name: z.string(),
  displayname: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  typ: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  priority: z.coerce.number(),
  checked: z.union([z.boolean(), z.literal(0).transform(() => false), z.literal(1).transform(() => true)]),
  timestamp: z.coerce.number().int().nonnegative().optional().default(0),
}) as unknown as z.ZodType<ChecklistTaskOption>;

export const checklistTaskOptionsSchema = z.array(checklistTaskOptionSchema) as unknown as z.ZodType<ChecklistTaskOption[]>;

export async function toggleChecklistTask(route: string, body: ToggleChecklistTaskBody): Promise<void> {
  assertCanWrite();
  await apiClient().post(pageRoutePath(route), body);
}

export interface TaskChange {
  flipFlopId: number;
  /** 0 adds; the selection's timestamp removes. */
  deleteTimeStamp: number;
}

export interface ToggleTasksInput {
  route: string;
  checklistId: number;
  changes: TaskChange[];
  /** Called after each change the server accepted (the rest is undone on failure). */
  onDone?: (change: TaskChange) => void;
}

/** One request per task, in order (the route takes one task at a time); stops at the first failure. */
export async function toggleChecklistTasks({ route, checklistId, changes, onDone }: ToggleTasksInput): Promise<TaskChange[]> {
  for (const change of changes) {
    await toggleChecklistTask(route, { checklistId, flipFlopId: change.flipFlopId, deleteTimeStamp: change.deleteTimeStamp });
    onDone?.(change);
  }
  return changes;
}

/** The selection is the page's own table: nothing cached to refresh. */
export function useToggleChecklistTasks() {
  return useMutation({ mutationFn: toggleChecklistTasks });
}
