import { formatDate, useApiMutation, withFailureText } from '@stempeluhr/core';
import { LazyConfirmDialog as ConfirmDialog, QueryView, useNotice, Heading } from '@stempeluhr/ui';
import { useId, useState, type FormEvent } from 'react';
import { deleteInvalidates, deleteWorkItem } from '../api/delete-work-item';
import { useWorkItems, type WorkItem } from '../api/get-work-items';
import { ISSUE_PATTERN } from './work-items-rules';
import { WorkItemsTable } from './work-items-table';
import { WORK_ITEMS_VIEW_TEXTS as T } from './work-items-view.texts';

export interface WorkItemFinderProps {
  /** The issue shown (upper-case), or null. */
  issue: string | null;
  onIssue: (issue: string) => void;
}

/** The work items of an issue (text preview, date, minutes, author), each deletable after a confirm. */
export function WorkItemFinder({ issue, onIssue }: WorkItemFinderProps) {
  const id = useId();
  const [text, setText] = useState(issue ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<WorkItem | null>(null);
  const notice = useNotice();
  const query = useWorkItems(issue);
  const write = useApiMutation({
    mutationFn: deleteWorkItem,
    invalidates: deleteInvalidates,
    event: (input) => ['deleted', { what: 'work-item', id: input.workItemId }],
    onSuccess: () => {
      setConfirming(null);
      notice.say(T.deleted);
    },
  });

  // A transfer above shows its issue here.
  const [givenIssue, setGivenIssue] = useState(issue);
  if (givenIssue !== issue) {
    setGivenIssue(issue);
    if (issue) setText(issue);
  }

  const find = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return setInvalid(T.issueRequired);
    if (!ISSUE_PATTERN.test(value)) return setInvalid(T.issueInvalid);
    setInvalid(null);
    onIssue(value.toUpperCase());
  };

  // A billed issue (409) says so in the spec's words, the server's reason beneath.
  const error = write.error?.status === 409 ? withFailureText(write.error, T.billed) : write.error;

  return (
    <section aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>{T.finderTitle}</Heading>
      <form noValidate className="d-flex flex-wrap align-items-start gap-2 mb-3" onSubmit={find}>
        <div className="flex-grow-1">
          <label className="visually-hidden" htmlFor={`${id}-issue`}>
            {T.finderIssue}
          </label>
          <input
            id={`${id}-issue`}
            type="search"
            className={`form-control${invalid ? ' is-invalid' : ''}`}
            placeholder={T.issuePlaceholder}
            value={text}
            autoComplete="off"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? `${id}-issue-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {invalid && (
            <div id={`${id}-issue-error`} className="invalid-feedback d-block">
              {invalid}
            </div>
          )}
        </div>
        <button type="submit" className="btn btn-outline-primary">
          {T.find}
        </button>
      </form>
      {issue === null ? (
        <p className="text-body-secondary">{T.finderHint}</p>
      ) : (
        <QueryView query={query} isEmpty={(items) => items.length === 0} empty={T.finderEmpty}>
          {(items) => (
            <WorkItemsTable
              issue={issue}
              items={items}
              onDelete={(item) => {
                write.reset();
                setConfirming(item);
              }}
            />
          )}
        </QueryView>
      )}
      {confirming && (
        <ConfirmDialog
          title={T.deleteTitle}
          confirmLabel={T.delete}
          pending={write.pending}
          error={error}
          onConfirm={() => issue && void write.run({ issueId: issue, workItemId: confirming.id })}
          onClose={() => setConfirming(null)}
        >
          <p className="mb-1">{T.deleteQuestion}</p>
          <p className="small text-body-secondary text-break mb-0">
            {confirming.text} · {formatDate(confirming.day)} · {T.minutes(confirming.minutes)}
          </p>
        </ConfirmDialog>
      )}
      {notice.toast}
    </section>
  );
}
