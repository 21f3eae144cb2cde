import { reloadPage, useApiMutation, useDraft, type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { ApiErrorAlert, StateBadge, lazyDialog } from '@stempeluhr/ui';
import { useState, type ReactNode } from 'react';
import { sendFlipFlowAction, type FlipFlowAction, type FlipFlowActionInput } from '../api/flip-flow-action';
import { FLIP_FLOW_OVERVIEW_TEXTS as T } from './flip-flow-overview.texts';
import { STATUS_STATE, safeLink, same, statusOf, statusText } from './flip-flow-rules';
import { flipFlowOverviewTag } from './flip-flow-overview.tag';

// The view's dialogs come when first opened (with react-hook-form and the modal).
const RejectDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.RejectDialog), 'RejectDialog');

export { dnForm } from './flip-flow-rules';

export type FlipFlowOverviewProps = TagProps<typeof flipFlowOverviewTag>;

/** The reject dialog's reason is kept per task across an expired session. */
const rejectDraftKey = (task: number) => `ablehnen-${task}`;

/**
 * A flip-flow task row: assign (Ja), unassign (only the assignee), approve (erledigt) and reject
 * with a reason. An approved or rejected task shows who did it and offers nothing more. The page
 * reloads after an action.
 */
function FlipFlowOverviewImpl({
  task,
  loggedInUserDn,
  loggedInUserName,
  userInGroup,
  assignRoute,
  unassignRoute,
  approveRoute,
  rejectRoute,
}: ViewProps<typeof flipFlowOverviewTag>) {
  const [reloading, setReloading] = useState(false);
  // A reason typed before the session expired comes back after the reload (with its dialog).
  const draft = useDraft<FlipFlowActionInput>(rejectDraftKey(task.id));
  const keptNote = userInGroup && statusOf(task) === 'assigned' ? draft?.note : undefined;
  const [rejecting, setRejecting] = useState(keptNote !== undefined);
  // The answer is not read: the page reloads and shows the task as the server has it now.
  const write = useApiMutation({
    mutationFn: sendFlipFlowAction,
    draftKey: rejectDraftKey(task.id),
    event: (input) => ['saved', { what: `flip-flow-${input.action}`, id: input.task }],
    onSuccess: () => {
      setReloading(true);
      reloadPage();
    },
  });

  const status = statusOf(task);
  const link = safeLink(task.wikilink);
  const isAssignee = same(task.assignedUserName, loggedInUserName) || same(task.assignedUserName, loggedInUserDn);
  const busy = write.pending || reloading;
  const routes: Record<FlipFlowAction, string> = {
    assign: assignRoute,
    unassign: unassignRoute,
    approve: approveRoute,
    reject: rejectRoute,
  };

  const run = (action: FlipFlowAction, extra: Partial<FlipFlowActionInput> = {}) =>
    write.run({ action, route: routes[action], task: task.id, loggedInUserDn, ...extra });

  const closeReject = () => {
    if (busy) return;
    setRejecting(false);
    write.reset();
  };

  let actions: ReactNode = null;
  if (status === 'approved' || status === 'rejected') {
    // Finished: the status text says who did it; nothing more to do.
  } else if (!userInGroup) {
    actions = <span className="small text-body-secondary">{T.notInGroup}</span>;
  } else if (status === 'open') {
    actions = (
      <>
        <span className="small">{T.assignQuestion}</span>
        <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void run('assign')}>
          {T.assign}
        </button>
      </>
    );
  } else {
    actions = (
      <>
        <button type="button" className="btn btn-sm btn-success" disabled={busy} onClick={() => void run('approve')}>
          {T.approve}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={busy}
          onClick={() => {
            write.reset();
            setRejecting(true);
          }}
        >
          {T.reject}
        </button>
        {isAssignee && (
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={busy} onClick={() => void run('unassign')}>
            {T.unassign}
          </button>
        )}
      </>
    );
  }

  return (
    <div className="border rounded p-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <div className="flex-grow-1 text-break" style={{ minWidth: '10rem' }}>
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" title={T.wiki}>
              {task.name}
            </a>
          ) : (
            <span>{task.name}</span>
          )}
          {/* The state in words, in the same badges as the checklist report (no cryptic ○ ● ✓ pill). */}
          <div>
            <StateBadge state={STATUS_STATE[status]} label={statusText(task, status)} className="text-wrap text-start" />
          </div>
        </div>
        {actions && (
          <div className="d-flex flex-wrap align-items-center gap-2" role="group" aria-label={T.actions(task.name)}>
            {actions}
          </div>
        )}
        {reloading && (
          <span className="small text-body-secondary" role="status">
            <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
            {T.reloading}
          </span>
        )}
      </div>
      {write.error && !rejecting && (
        <div className="mt-2">
          <ApiErrorAlert error={write.error} onDismiss={write.reset} />
        </div>
      )}
      {rejecting && (
        <RejectDialog
          taskName={task.name}
          initialNote={keptNote === undefined || keptNote === T.noReason ? '' : keptNote}
          onReject={(note) => run('reject', { note })}
          onClose={closeReject}
          pending={busy}
        />
      )}
    </div>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const FlipFlowOverview = withDefaults(flipFlowOverviewTag, FlipFlowOverviewImpl);
