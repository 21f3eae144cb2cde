import { useApiMutation, type ChecklistTaskOption } from '@stempeluhr/core';
import { ApiErrorAlert, EmptyState, NoticeToast, ScrollRegion, type Notice } from '@stempeluhr/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { toggleChecklistTasks, type TaskChange, type ToggleTasksInput } from '../api/toggle-checklist-task';
import { CHANGE_ALL_TASK_STATUS_TEXTS as T } from './change-all-task-status.texts';

export interface ChangeAllTaskStatusProps {
  /** The checklist the tasks are added to or removed from. */
  checklistId: number;
  /** The page's toggle route (same origin only). */
  route: string;
  /** The selectable tasks (flip-flow items) with their selection state. */
  tasks: ChecklistTaskOption[];
}

interface Row {
  task: ChecklistTaskOption;
  checked: boolean;
  /** Selection timestamp (unix seconds) sent back to remove the task; 0 when unknown. */
  timestamp: number;
}

type Input = ToggleTasksInput & { check: boolean; confirmed: Set<number> };

const toRows = (tasks: ChecklistTaskOption[]): Row[] =>
  tasks.map((task) => ({
    task,
    checked: task.checked,
    timestamp: task.checked ? task.timestamp : 0,
  }));
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** "id - name", as the table shows it (the page may already send it so). */
export function taskLabel(task: ChecklistTaskOption): string {
  return task.name.startsWith(`${task.id} - `) ? task.name : `${task.id} - ${task.name}`;
}

/**
 * The task selection of a checklist: checking a task adds it (deleteTimeStamp 0), unchecking removes
 * it (its timestamp). The header toggle is on only when every task is checked; it checks or unchecks
 * them all, one request per task that changes.
 */
export function ChangeAllTaskStatus({ checklistId, route, tasks }: ChangeAllTaskStatusProps) {
  const [rows, setRows] = useState<Row[]>(() => toRows(tasks));
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeId = useRef(0);
  const allRef = useRef<HTMLInputElement>(null);
  const idBase = useId();

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
    onSuccess: (_data, input) => {
      noticeId.current += 1;
      setNotice({
        id: noticeId.current,
        text: input.check ? T.added : T.removed,
      });
    },
    onError: (_error, input) => {
      // Undo what the server did not take.
      const undone = new Set(input.changes.filter((c) => !input.confirmed.has(c.flipFlopId)).map((c) => c.flipFlopId));
      setRows((list) => list.map((row) => (undone.has(row.task.id) ? { ...row, checked: !input.check } : row)));
    },
  });

  const total = rows.length;
  const checkedCount = rows.filter((r) => r.checked).length;
  const allChecked = total > 0 && checkedCount === total;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = checkedCount > 0 && !allChecked;
  }, [checkedCount, allChecked]);

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
    setNotice(null);
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
      <ScrollRegion label={T.caption} layout="stack">
        <table className="table table-sm table-hover align-middle">
          <caption className="visually-hidden">{T.caption}</caption>
          <thead>
            <tr>
              <th scope="col">
                {/* The all-toggle heads the name column: each row's box sits with its name, also in the stacked card. */}
                <input
                  ref={allRef}
                  type="checkbox"
                  className="form-check-input"
                  aria-label={T.all}
                  checked={allChecked}
                  disabled={write.pending}
                  onChange={() =>
                    change(
                      rows.map((r) => r.task.id),
                      !allChecked,
                    )
                  }
                />
                <span className="ms-2">{T.name}</span>
              </th>
              <th scope="col">{T.group}</th>
              <th scope="col">{T.type}</th>
              <th scope="col" className="text-end">
                {T.priority}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ task, checked }) => {
              const label = taskLabel(task);
              const inputId = `${idBase}-${task.id}`;
              return (
                <tr key={task.id} className={checked ? 'table-active' : undefined}>
                  <td>
                    <div className="form-check mb-0">
                      <input
                        id={inputId}
                        type="checkbox"
                        className="form-check-input"
                        aria-label={T.select(label)}
                        checked={checked}
                        disabled={write.pending}
                        onChange={() => change([task.id], !checked)}
                      />
                      <label htmlFor={inputId} className="form-check-label">
                        {label}
                      </label>
                    </div>
                  </td>
                  <td>{task.displayname}</td>
                  <td>{task.typ}</td>
                  <td className="text-end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {task.priority}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
      <NoticeToast notice={notice} onClose={() => setNotice(null)} />
    </div>
  );
}
