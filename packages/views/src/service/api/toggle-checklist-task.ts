// POST {page ajax route} {checklistId, flipFlopId, deleteTimeStamp} — adds a task to the checklist
// (deleteTimeStamp 0) or removes it (its selection timestamp). The answer is not read (spec §7): any
// 2xx is success.
import { acceptWriteAnswer, apiClient, assertCanWrite, type ToggleChecklistTaskBody } from '@stempeluhr/core';
import { pageRoutePath } from './page-route';

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
