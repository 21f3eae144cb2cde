// The report's rules (spec §4, §9), apart from the view so that they are tested alone.
import type { ChecklistTask } from '@stempeluhr/core';
import type { StateKey } from '@stempeluhr/ui';
import { CHECKLIST_REPORT_TEXTS as T } from './checklist-report.texts';

export type TaskReportStatus = 'open' | 'accepted' | 'rejected' | 'done';

const isDone = (erledigt: unknown) => erledigt !== null && erledigt !== undefined && erledigt !== '' && Number(erledigt) !== 0;

/**
 * Spec §4, evaluated in this order: no assignee = not assigned; assignee but not done = accepted;
 * done with incident 1 = rejected (with the reason); otherwise done.
 */
export function taskReportStatus(task: Pick<ChecklistTask, 'user' | 'erledigt' | 'incident'>): TaskReportStatus {
  if (!task.user || task.user.trim() === '') return 'open';
  if (!isDone(task.erledigt)) return 'accepted';
  if (Number(task.incident) === 1) return 'rejected';
  return 'done';
}

export function taskStatusText(task: Pick<ChecklistTask, 'user' | 'erledigt' | 'incident'>): string {
  const status = taskReportStatus(task);
  const user = task.user ?? '';
  if (status === 'open') return T.statusOpen;
  if (status === 'accepted') return T.statusAccepted(user);
  if (status === 'rejected') return T.statusRejected(user);
  return T.statusDone(user);
}

/** Each status in the one look of task states (packages/ui state map), as the flip-flow task shows it. */
export const STATUS_STATE: Record<TaskReportStatus, StateKey> = {
  open: 'not-assigned',
  accepted: 'accepted',
  rejected: 'rejected',
  done: 'done',
};

/**
 * The legend by priority: each key of the day status with its colour (cell class, and the legend swatch:
 * the cell's fill with an edge) and its sign, shown in the cell and in the legend, so that the five
 * states are told apart without colour.
 */
export const REPORT_LEGEND = [
  {
    key: 'not-assigned',
    colour: 'blue',
    mark: '?',
    cell: 'bg-primary-subtle',
    badge: 'bg-primary-subtle border border-primary',
    label: T.notAssigned,
  },
  {
    key: 'accepted',
    colour: 'yellow',
    mark: '○',
    cell: 'bg-warning-subtle',
    badge: 'bg-warning-subtle border border-warning',
    label: T.accepted,
  },
  {
    key: 'rejected',
    colour: 'red',
    mark: '✕',
    cell: 'bg-danger bg-opacity-50',
    badge: 'bg-danger bg-opacity-50 border border-danger',
    label: T.rejected,
  },
  { key: 'done', colour: 'green', mark: '✓', cell: 'bg-success-subtle', badge: 'bg-success-subtle border border-success', label: T.done },
  {
    key: 'not-done',
    colour: 'pink',
    mark: '!',
    cell: 'bg-danger-subtle',
    badge: 'bg-danger-subtle border border-danger-subtle',
    label: T.notDone,
  },
] as const;

/** Spec §9: these two days are fixed as disabled in the report calendar. */
export const DISABLED_DAYS: readonly string[] = ['2019-09-08', '2019-09-09'];
