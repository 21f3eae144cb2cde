import { scrollToTop, TEXTS, useApiMutation, useDraft, type ApiError, type Clocking, type ClockingUpdatePayload } from '@stempeluhr/core';
import { ApiErrorAlert, applyServerErrors, Modal } from '@stempeluhr/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { updateClockingWrite } from './api/update-clocking';
import { ClockingFields } from './clocking-fields';
import {
  CLOCKING_SERVER_FIELDS,
  clockingFormSchema,
  valuesFromClocking,
  valuesFromTimes,
  type ClockingFormValues,
  type ClockingTimes,
} from './clocking-rules';
import { DAY_TEXTS } from './texts';

export interface EditClockingDialogProps {
  clocking: Clocking;
  userId: number;
  onClose: () => void;
  /** The update was accepted; the caller recalculates the week (runs even if the widget was removed). */
  onSaved: (clocking: Clocking) => void;
}

/** The dialog "Eintrag ändern": a failed save keeps it open with every value, errors at their fields. */
export function EditClockingDialog({ clocking, userId, onClose, onSaved }: EditClockingDialogProps) {
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  // What was typed before an expired session comes back after the reload (per entry).
  const draftKey = `eintrag-${clocking.id}`;
  const draft = useDraft<ClockingUpdatePayload>(draftKey);
  const form = useForm<ClockingFormValues, unknown, ClockingTimes>({
    defaultValues: draft ? valuesFromTimes(draft) : valuesFromClocking(clocking),
    resolver: zodResolver(clockingFormSchema({ date: clocking.clock_in.slice(0, 10), original: clocking })),
  });
  const [banner, setBanner] = useState<ApiError | null>(null);
  const write = useApiMutation({
    ...updateClockingWrite(userId),
    draftKey,
    event: () => ['saved', { what: 'clocking', id: clocking.id }],
    onError: (error) => {
      setBanner(applyServerErrors(form, error, CLOCKING_SERVER_FIELDS));
      scrollToTop();
    },
  });
  const pending = write.pending;

  const save = form.handleSubmit(
    async (times) => {
      setBanner(null);
      const result = await write.run({ id: clocking.id, ...times });
      if (result.ok) onSaved(clocking);
    },
    () => setBanner(null),
  );

  return (
    <Modal show onHide={pending ? () => undefined : onClose} aria-labelledby={titleId} onEntered={() => form.setFocus('von')}>
      <form noValidate onSubmit={(event) => void save(event)}>
        <Modal.Header closeButton={!pending} closeLabel={TEXTS.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {DAY_TEXTS.dialogTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {banner && <ApiErrorAlert error={banner} onDismiss={() => setBanner(null)} />}
          <ClockingFields form={form} idPrefix={idPrefix} />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={pending}>
            {DAY_TEXTS.close}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
            {pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {DAY_TEXTS.saveChanges}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
