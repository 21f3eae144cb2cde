import { useApiMutation, type ChecklistTaskOption, type TagProps } from '@stempeluhr/core';
import { ApiErrorAlert, EmptyState, useNotice } from '@stempeluhr/ui';
import { useRef, useState } from 'react';
import { toggleChecklistTasks, type TaskChange, type ToggleTasksInput } from '../api/toggle-checklist-task';
import { CHANGE_ALL_TASK_STATUS_TEXTS as T } from './change-all-task-status.texts';
import { TaskTable, taskLabel, type Row } from './task-table';
import type { changeAllTaskStatusTag } from './change-all-task-status.tag';

export { taskLabel };

export type ChangeAllTaskStatusProps = TagProps<typeof changeAllTaskStatusTag>;

type Input = ToggleTasksInput & { check: boolean; confirmed: Set<number> };

const toRows = (tasks: ChecklistTaskOption[]): Row[] =>
  tasks.map((task) => ({
    task,
    checked: task.checked,
    timestamp: task.checked ? task.timestamp : 0,
  }));
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The task selection of a checklist: checking a task adds it (deleteTimeStamp 0), unchecking removes
 * it (its timestamp). The header toggle is on only when every task is checked; it checks or unchecks
 * them all, one request per task that changes.
 */
export function ChangeAllTaskStatus({ checklistId, route, tasks }: ChangeAllTaskStatusProps) {
  const [rows, setRows] = useState<Row[]>(() => toRows(tasks));
  const notice = useNotice();

  // A new task list from the page (an attribute changed) starts over; the same list parsed again does not.
  const [given, setGiven] = useState(() => JSON.stringify(tasks));
  const next = JSON.stringify(tasks);
  if (next !== given) {
    setGiven(next);
    setRows(toRows(tasks));
  }

  // The answers are not read (spec §7): any 2xx is taken; the selection is the page's own table.
  const write = useApiMutation({
    mutationFn: (input: Input) => toggleChecklistTasks(input),
    event: (input) => [
      'saved',
      {
        what: input.check ? 'checklist-task-added' : 'checklist-task-removed',
        id: checklistId,
      },
    ],
    onSuccess: (_data, input) => notice.say(input.check ? T.added : T.removed),
    onError: (_error, input) => {
      // Undo what the server did not take.
      const undone = new Set(input.changes.filter((c) => !input.confirmed.has(c.flipFlopId)).map((c) => c.flipFlopId));
      setRows((list) => list.map((row) => (undone.has(row.task.id) ? { ...row, checked: !input.check } : row)));
    },
  });

  const total = rows.length;
  const checkedCount = rows.filter((r) => r.checked).length;
  const allChecked = total > 0 && checkedCount === total;

  // Set at once, before React re-renders: a fast second click must not flip the box back.
  const busy = useRef(false);

  const change = (ids: number[], check: boolean) => {
    const targets = rows.filter((r) => ids.includes(r.task.id) && r.checked !== check);
    if (targets.length === 0 || busy.current) return;
    busy.current = true;
    const changes: TaskChange[] = targets.map((r) => ({
      flipFlopId: r.task.id,
      deleteTimeStamp: check ? 0 : r.timestamp || nowSeconds(),
    }));
    const confirmed = new Set<number>();
    const targetIds = new Set(targets.map((r) => r.task.id));
    setRows((list) => list.map((row) => (targetIds.has(row.task.id) ? { ...row, checked: check } : row)));
    notice.dismiss();
    void write
      .run({
        route,
        checklistId,
        changes,
        check,
        confirmed,
        onDone: (done) => {
          confirmed.add(done.flipFlopId);
          // A task added now is removed later with the time it was added.
          if (check) setRows((list) => list.map((row) => (row.task.id === done.flipFlopId ? { ...row, timestamp: nowSeconds() } : row)));
        },
      })
      .finally(() => {
        busy.current = false;
      });
  };

  if (total === 0) return <EmptyState>{T.empty}</EmptyState>;

  return (
    <div>
      {write.error && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2 small text-body-secondary">
        <span>
          <span>{T.count(checkedCount, total)}</span> · <span>{T.savesAtOnce}</span>
        </span>
        {write.pending && (
          <span role="status">
            <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            {T.saving}
          </span>
        )}
      </div>
      <TaskTable rows={rows} allChecked={allChecked} someChecked={checkedCount > 0} disabled={write.pending} onChange={change} />
      {notice.toast}
    </div>
  );
}
