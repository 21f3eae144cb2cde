import { zodResolver } from '@hookform/resolvers/zod';
import { TEXTS, useDraft, type ApiError, type Clocking } from '@stempeluhr/core';
import { FormField, Modal } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDeleteTeamClocking } from '../api/delete-team-clocking';
import { ErrorList, serverMessages } from './error-list';
import { deleteReasonSchema } from './team-clocking-rules';
import { TEAM_OVERVIEW_TEXTS as T } from './team-overview.texts';

export interface TeamDeleteDialogProps {
  clocking: Clocking;
  /** What is deleted, with its day, e.g. `Mi, 25.11.2026, 08:00 – 12:00 · regulär`. */
  summary: string;
  userId: number;
  onClose: () => void;
  /** The deletion was accepted (runs even if the widget was removed): the caller recalculates the week. */
  onDeleted: (date: string) => void;
}

/** "Eintrag wirklich löschen?" with the reason the team view sends along (DELETE …?comment=). */
export function TeamDeleteDialog({ clocking, summary, userId, onClose, onDeleted }: TeamDeleteDialogProps) {
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const draftKey = `loeschen-${clocking.id}`;
  const draft = useDraft<{ comment: string }>(draftKey);
  const form = useForm<{ comment: string }>({
    defaultValues: { comment: draft?.comment ?? '' },
    resolver: zodResolver(deleteReasonSchema),
  });
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const write = useDeleteTeamClocking({
    draftKey,
    event: () => ['deleted', { what: 'clocking', id: clocking.id }],
    onError: (error) => setServerError(error),
  });
  const pending = write.pending;

  const confirm = form.handleSubmit(
    async ({ comment }) => {
      setServerError(null);
      const result = await write.run({ id: clocking.id, comment, userId });
      if (result.ok) onDeleted(clocking.clock_in.slice(0, 10));
    },
    () => setServerError(null),
  );

  const fieldMessage = form.formState.errors.comment?.message;
  const messages = [...(fieldMessage ? [fieldMessage] : []), ...(serverError ? serverMessages(serverError) : [])];

  return (
    <Modal show onHide={pending ? () => undefined : onClose} aria-labelledby={titleId} onEntered={() => form.setFocus('comment')}>
      <form noValidate onSubmit={(event) => void confirm(event)}>
        <Modal.Header closeButton={!pending} closeLabel={TEXTS.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {T.deleteTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorList id={`${idPrefix}-errors`} messages={messages} session={serverError?.kind === 'session'} />
          <p>{summary}</p>
          <FormField
            id={`${idPrefix}-comment`}
            label={T.reason}
            hint={T.reasonHint}
            error={form.formState.errors.comment}
            errorShownIn={`${idPrefix}-errors`}
            className="mb-0"
          >
            {(props) => <textarea {...props} {...form.register('comment')} rows={2} required />}
          </FormField>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
            {T.cancel}
          </button>
          <button type="submit" className="btn btn-outline-danger" disabled={pending} aria-busy={pending || undefined}>
            {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {T.confirmDelete}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
