import type { ApiError } from '@stempeluhr/core';
import { ConfirmDialog } from '@stempeluhr/ui';
import { DAY_TEXTS } from './texts';

export interface ConfirmDeleteDialogProps {
  /** What is deleted, e.g. `08:00 – 12:00 · regulär`. */
  summary: string;
  pending: boolean;
  error: ApiError | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Eintrag wirklich löschen?" — the kit's ConfirmDialog with the clocking's words (a destructive action always confirms). */
export function ConfirmDeleteDialog({ summary, pending, error, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      title={DAY_TEXTS.confirmQuestion}
      confirmLabel={DAY_TEXTS.confirmDelete}
      cancelLabel={DAY_TEXTS.cancel}
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="mb-0">{summary}</p>
    </ConfirmDialog>
  );
}
