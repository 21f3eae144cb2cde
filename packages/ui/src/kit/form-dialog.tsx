import { TEXTS, type ApiError, type WriteResult } from '@stempeluhr/core';
import { useId, useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Modal } from '../dialog/modal';
import { ApiErrorAlert } from '../feedback/feedback';
import { applyServerErrors, type ServerFieldMap } from '../form/server-errors';
import { SubmitButton } from './submit-button';

export interface FormDialogProps<V extends FieldValues, O> {
  title: ReactNode;
  /** The dialog's react-hook-form (`useForm` with its resolver): its values are kept on any failure. */
  form: UseFormReturn<V, unknown, O>;
  /**
   * Sends the valid values; return the write's result (`write.run(…)`): a failure goes to the banner at
   * the dialog's top and, where `serverFields` maps them, to the fields. Closing after success is the
   * caller's (its write's `onSuccess`).
   */
  onSubmit: (values: O) => Promise<WriteResult<unknown> | void>;
  /** Server field names → form fields, in the form's order (the first invalid one gets the focus). */
  serverFields?: ServerFieldMap<V>;
  onClose: () => void;
  /** The field that has the focus when the dialog opens (default: the dialog itself). */
  firstField?: FieldPath<V>;
  submitLabel?: string;
  /** Bootstrap variant of the submit button (default `primary`; `outline-danger` for a delete with a reason). */
  submitVariant?: string;
  cancelLabel?: string;
  /** Above the fields, e.g. the required-fields line or the day the entry is added to. */
  intro?: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  /** Footer, left of Abbrechen/Speichern (e.g. a quiet delete button). */
  extraActions?: ReactNode;
  /** Why saving is not possible now: the submit button is disabled and says so. */
  submitDisabledReason?: string | null;
  /** The write runs outside this dialog too (e.g. the caller's own mutation state). */
  pending?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The first field takes the focus when the fade-in has ended, but only if nobody has put it elsewhere: a
 * user (or a test) who clicked into another field while the dialog was still fading in keeps typing
 * there. Before, the late focus move sent the rest of a comment into the time field.
 */
function focusIsUnclaimed(dialog: HTMLElement): boolean {
  const active = dialog.ownerDocument.activeElement;
  return !active || active === dialog || !dialog.contains(active);
}

/**
 * The one form dialog of the views: title, the fields, the server's error at the top, Abbrechen and
 * Speichern with a pending state. Enter submits (a real form), Escape closes (not while saving), the
 * focus goes back to the button that opened it, and nothing typed is lost on a failure.
 */
export function FormDialog<V extends FieldValues, O>({
  title,
  form,
  onSubmit,
  serverFields,
  onClose,
  firstField,
  submitLabel = TEXTS.save,
  submitVariant,
  cancelLabel = TEXTS.cancel,
  intro,
  size,
  extraActions,
  submitDisabledReason,
  pending: outerPending = false,
  className,
  children,
}: FormDialogProps<V, O>) {
  const titleId = useId();
  const [banner, setBanner] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const pending = sending || outerPending;

  const submit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      setSending(true);
      try {
        const result = await onSubmit(values);
        if (result && !result.ok && 'error' in result) {
          setBanner(serverFields ? applyServerErrors(form, result.error, serverFields) : result.error);
        }
      } finally {
        setSending(false);
      }
    },
    () => setBanner(null),
  );

  return (
    <Modal
      show
      size={size}
      className={className}
      onHide={pending ? () => undefined : onClose}
      aria-labelledby={titleId}
      onEntered={firstField ? (node: HTMLElement) => focusIsUnclaimed(node) && form.setFocus(firstField) : undefined}
    >
      {/* Named by the title: the form is found as what it does („Buchung hinzufügen“), by people and by tests. */}
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton={!pending} closeLabel={TEXTS.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {banner && <ApiErrorAlert error={banner} onDismiss={() => setBanner(null)} />}
          {intro}
          {children}
        </Modal.Body>
        <Modal.Footer>
          {extraActions && <div className="me-auto">{extraActions}</div>}
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </button>
          <SubmitButton pending={pending} variant={submitVariant} disabledReason={submitDisabledReason}>
            {submitLabel}
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
