import { type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import type { SlotTask } from '@stempeluhr/core';
import { ApiErrorAlert, CommitSelect, useNotice } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useChangeSlotTask } from '../api/slot-task';
import { TELEPHONEPLAN_SLOT_TEXTS as T } from './telephoneplan-slot.texts';
import { telephoneplanSlotTag } from './telephoneplan-slot.tag';

export type TelephoneplanSlotProps = TagProps<typeof telephoneplanSlotTag>;

/** A person's full name with task badges; editable: a remove mark per badge and a dropdown to add a task. */
function TelephoneplanSlotImpl({ userId, fullName, from, to, tasks, allTasks, editable }: ViewProps<typeof telephoneplanSlotTag>) {
  const canEdit = editable === 'true';
  const [assigned, setAssigned] = useState<SlotTask[]>(tasks);
  const notice = useNotice();
  const tasksKey = JSON.stringify(tasks);
  // The page gave other tasks (attribute changed): they are the truth again (React's "adjust state
  // when a prop changes" pattern: during render, no extra effect pass).
  const [givenKey, setGivenKey] = useState(tasksKey);
  if (givenKey !== tasksKey) {
    setGivenKey(tasksKey);
    setAssigned(tasks);
  }
  const nameId = useId();
  const selectId = useId();
  const hintId = useId();

  const write = useChangeSlotTask({
    event: (input) => [input.assign ? 'saved' : 'deleted', { what: 'telephone-slot-task', id: input.task_id }],
    onSuccess: (answered, input) => {
      const task = [...allTasks, ...assigned].find((t) => t.id === input.task_id);
      const name = task?.name ?? '';
      // The answer's tasks when it names them; otherwise what was sent.
      setAssigned(
        answered ??
          (input.assign
            ? [...assigned.filter((t) => t.id !== input.task_id), ...(task ? [task] : [])]
            : assigned.filter((t) => t.id !== input.task_id)),
      );
      notice.say(input.assign ? T.added(name) : T.removed(name));
    },
  });

  const send = (taskId: number, assign: boolean) => write.run({ assign, task_id: taskId, user_id: userId, from, to });
  const assignedIds = new Set(assigned.map((t) => t.id));
  const addable = allTasks.filter((t) => !assignedIds.has(t.id));

  return (
    <div className="d-flex flex-column gap-1" aria-labelledby={nameId} role="group" aria-busy={write.pending}>
      <div id={nameId} className="fw-semibold text-break">
        {fullName}
      </div>
      <div className="small text-body-secondary tabular-nums">{T.when(from, to)}</div>
      <ul className="list-inline mb-0 d-flex flex-wrap gap-1" aria-label={T.tasks(fullName)}>
        {assigned.length === 0 && <li className="text-body-secondary small fst-italic">{T.noTasks}</li>}
        {assigned.map((task) => (
          <li key={task.id} className="badge text-bg-primary d-inline-flex align-items-center gap-1 text-wrap text-start">
            <span>{task.name}</span>
            {canEdit && (
              <button
                type="button"
                className="btn-close btn-close-white"
                style={{ fontSize: '0.6em' }}
                aria-label={T.remove(task.name)}
                disabled={write.pending}
                onClick={() => void send(task.id, false)}
              />
            )}
          </li>
        ))}
      </ul>
      {canEdit && (
        <div>
          <label className="visually-hidden" htmlFor={selectId}>
            {T.add}
          </label>
          {/* Arrow keys on the closed dropdown only show a task; Enter or leaving it adds it (CommitSelect). */}
          <CommitSelect
            id={selectId}
            className="form-select form-select-sm"
            value=""
            disabled={write.pending || addable.length === 0}
            aria-describedby={addable.length === 0 ? hintId : undefined}
            onCommit={(value) => {
              const id = Number(value);
              return id > 0 ? send(id, true) : undefined;
            }}
          >
            <option value="">{write.pending ? T.busy : T.addPlaceholder}</option>
            {addable.map((task) => (
              <option key={task.id} value={task.id}>
                {task.name}
              </option>
            ))}
          </CommitSelect>
          {addable.length === 0 && (
            <div id={hintId} className="form-text mt-0">
              {T.allAssigned}
            </div>
          )}
        </div>
      )}
      {write.error && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
      {notice.toast}
    </div>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const TelephoneplanSlot = withDefaults(telephoneplanSlotTag, TelephoneplanSlotImpl);
