import { TEXTS, type ApiError } from '@stempeluhr/core';
import { useId, type ReactNode } from 'react';
import { Modal } from '../dialog/modal';
import { ApiErrorAlert } from '../feedback/feedback';
import { SubmitButton } from './submit-button';

export interface ConfirmDialogProps {
  /** The question, e.g. „Eintrag wirklich löschen?“. */
  title: string;
  /** What is affected (shown as text). */
  children?: ReactNode;
  confirmLabel: string;
  /** `danger` (default) for a destructive action, `primary` for any other. */
  tone?: 'danger' | 'primary';
  pending: boolean;
  error?: ApiError | null;
  onConfirm: () => void;
  onClose: () => void;
  cancelLabel?: string;
}

/**
 * Asks before an action that can't be undone: the destructive button is quiet (outline) until chosen,
 * a failure stays in the dialog, which stays open, and it can't be closed while the write runs.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  tone = 'danger',
  pending,
  error,
  onConfirm,
  onClose,
  cancelLabel = TEXTS.cancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Modal show onHide={pending ? () => undefined : onClose} aria-labelledby={titleId}>
      <Modal.Header closeButton={!pending} closeLabel={TEXTS.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && <ApiErrorAlert error={error} />}
        {children && <div className="mb-0">{children}</div>}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
          {cancelLabel}
        </button>
        <SubmitButton type="button" variant={tone === 'danger' ? 'outline-danger' : 'primary'} pending={pending} onClick={onConfirm}>
          {confirmLabel}
        </SubmitButton>
      </Modal.Footer>
    </Modal>
  );
}
