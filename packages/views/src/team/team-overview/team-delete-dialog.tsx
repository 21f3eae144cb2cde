import { zodResolver } from '@hookform/resolvers/zod';
import { useDraft, type Clocking } from '@stempeluhr/core';
import { FormDialog, FormField } from '@stempeluhr/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useDeleteTeamClocking } from '../api/delete-team-clocking';
import { ErrorList, serverMessages, useServerRefusal } from './error-list';
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
  const draftKey = `loeschen-${clocking.id}`;
  const draft = useDraft<{ comment: string }>(draftKey);
  const form = useForm<{ comment: string }>({
    defaultValues: { comment: draft?.comment ?? '' },
    resolver: zodResolver(deleteReasonSchema),
  });
  const refusal = useServerRefusal(form);
  const write = useDeleteTeamClocking({
    draftKey,
    event: () => ['deleted', { what: 'clocking', id: clocking.id }],
    onError: refusal.refuse,
  });

  const confirm = async ({ comment }: { comment: string }) => {
    refusal.clear();
    const result = await write.run({ id: clocking.id, comment, userId });
    if (result.ok) onDeleted(clocking.clock_in.slice(0, 10));
  };

  const fieldMessage = form.formState.errors.comment?.message;
  const messages = [...(fieldMessage ? [fieldMessage] : []), ...(refusal.error ? serverMessages(refusal.error) : [])];

  return (
    <FormDialog
      title={T.deleteTitle}
      form={form}
      onSubmit={confirm}
      onClose={onClose}
      firstField="comment"
      submitLabel={T.confirmDelete}
      submitVariant="outline-danger"
      cancelLabel={T.cancel}
      pending={write.pending}
      intro={
        <>
          <ErrorList id={`${idPrefix}-errors`} messages={messages} session={refusal.error?.kind === 'session'} />
          <p>{summary}</p>
        </>
      }
    >
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
    </FormDialog>
  );
}
