import type { ChecklistTaskOption } from '@stempeluhr/core';
import { ScrollRegion } from '@stempeluhr/ui';
import { useEffect, useId, useRef } from 'react';
import { CHANGE_ALL_TASK_STATUS_TEXTS as T } from './change-all-task-status.texts';

export interface Row {
  task: ChecklistTaskOption;
  checked: boolean;
  /** Selection timestamp (unix seconds) sent back to remove the task; 0 when unknown. */
  timestamp: number;
}

/** "id - name", as the table shows it (the page may already send it so). */
export function taskLabel(task: ChecklistTaskOption): string {
  return task.name.startsWith(`${task.id} - `) ? task.name : `${task.id} - ${task.name}`;
}

interface TaskTableProps {
  rows: Row[];
  allChecked: boolean;
  /** At least one task is checked: the all-toggle is mixed unless all are. */
  someChecked: boolean;
  /** A write runs: no box can be changed. */
  disabled: boolean;
  /** The boxes of these tasks were ticked (`check`) or cleared. */
  onChange: (ids: number[], check: boolean) => void;
}

/** The tasks with a box each in their name cell, the all-toggle heading that column. */
export function TaskTable({ rows, allChecked, someChecked, disabled, onChange }: TaskTableProps) {
  const allRef = useRef<HTMLInputElement>(null);
  const idBase = useId();
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = someChecked && !allChecked;
  }, [someChecked, allChecked]);
  return (
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
                disabled={disabled}
                onChange={() =>
                  onChange(
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
                      disabled={disabled}
                      onChange={() => onChange([task.id], !checked)}
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
  );
}
