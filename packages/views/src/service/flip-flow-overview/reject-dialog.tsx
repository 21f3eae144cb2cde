import type { WriteResult } from '@stempeluhr/core';
import { FormDialog } from '@stempeluhr/ui';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FLIP_FLOW_OVERVIEW_TEXTS as T } from './flip-flow-overview.texts';

interface RejectDialogProps {
  taskName: string;
  /** The reason as typed before (kept across an expired session), else empty. */
  initialNote: string;
  /** Sends the reason („Keine Begründung angegeben“ when none is typed). */
  onReject: (note: string) => Promise<WriteResult<unknown>>;
  onClose: () => void;
  /** The write runs, or the page reloads after it. */
  pending: boolean;
}

/** „Aufgabe ablehnen“: the task, its reason, and Ablehnen; a failure stays in the dialog with the reason. */
export function RejectDialog({ taskName, initialNote, onReject, onClose, pending }: RejectDialogProps) {
  const form = useForm<{ note: string }>({ defaultValues: { note: initialNote } });
  const noteId = useId();
  const hintId = useId();
  return (
    <FormDialog
      title={T.rejectTitle}
      form={form}
      onSubmit={({ note }) => onReject(note.trim() === '' ? T.noReason : note.trim())}
      onClose={onClose}
      submitLabel={T.rejectConfirm}
      pending={pending}
    >
      <p className="text-break">{taskName}</p>
      <label className="form-label" htmlFor={noteId}>
        {T.rejectReason}
      </label>
      <textarea
        id={noteId}
        className="form-control"
        rows={3}
        maxLength={1000}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- an opened dialog moves focus into itself (WAI-ARIA dialog pattern); the note is its only field
        autoFocus
        aria-describedby={hintId}
        {...form.register('note')}
      />
      <div id={hintId} className="form-text">
        {T.rejectHint}
      </div>
    </FormDialog>
  );
}
