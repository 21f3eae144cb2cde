import { TEXTS, type ApiError } from '@stempeluhr/core';
import { ApiErrorAlert, Modal } from '@stempeluhr/ui';
import { useId } from 'react';
import { DAY_TEXTS } from './texts';

export interface ConfirmDeleteDialogProps {
  /** What is deleted, e.g. `08:00 – 12:00 · regulär`. */
  summary: string;
  pending: boolean;
  error: ApiError | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Eintrag wirklich löschen?" — a destructive action always confirms (outline-danger). */
export function ConfirmDeleteDialog({ summary, pending, error, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const titleId = useId();
  return (
    <Modal show onHide={pending ? () => undefined : onClose} aria-labelledby={titleId}>
      <Modal.Header closeButton={!pending} closeLabel={TEXTS.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {DAY_TEXTS.confirmQuestion}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && <ApiErrorAlert error={error} />}
        <p className="mb-0">{summary}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
          {DAY_TEXTS.cancel}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {DAY_TEXTS.confirmDelete}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
