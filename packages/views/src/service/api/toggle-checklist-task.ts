// POST {page ajax route} {checklistId, flipFlopId, deleteTimeStamp} — adds a task to the checklist
// (deleteTimeStamp 0) or removes it (its selection timestamp). The answer is not read (spec §7): any
// 2xx is success.
import {
  acceptWriteAnswer,
  apiClient,
  assertCanWrite,
  assumed,
  looseBoolean,
  looseId,
  looseInt,
  looseList,
  looseNumber,
  looseText,
  type ChecklistTaskOption,
  type PropSchema,
  type ToggleChecklistTaskBody,
} from '@stempeluhr/core';
import * as z from 'zod/mini';
import { pageRoutePath } from './page-route';

const text = z.pipe(
  looseText,
  z.transform((value): string => value ?? ''),
);

/**
 * A row of the task selection as the page passes it (spec §2: check, name — id - name, group —
 * displayname, type — typ, priority). `timestamp` (when it was selected) is ours.
 */
export const checklistTaskOptionSchema = z.looseObject({
  id: looseId,
  name: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value): string => String(value)),
  ),
  displayname: text,
  typ: text,
  priority: z.pipe(
    z.optional(z.nullable(looseNumber)),
    z.transform((value): number => value ?? 0),
  ),
  checked: z.pipe(
    z.optional(z.nullable(looseBoolean)),
    z.transform((value): boolean => value === true),
  ),
  timestamp: assumed(looseInt, 0, 'ChecklistTaskOption.timestamp', 'Abwählen sendet den aktuellen Zeitpunkt'),
});

export const checklistTaskOptionsSchema = looseList(checklistTaskOptionSchema) as unknown as PropSchema<ChecklistTaskOption[]>;

export async function toggleChecklistTask(route: string, body: ToggleChecklistTaskBody): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post(pageRoutePath(route), body);
  acceptWriteAnswer(response.data, 'toggle-task');
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
