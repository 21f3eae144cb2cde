import { scrollToTop, TEXTS, toApiError, useAlive, useSingleFlight, useWidgetEvent, type ApiError, type Clocking } from '@stempeluhr/core';
import { ApiErrorAlert } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { Modal } from 'react-bootstrap';
import { useUpdateClocking } from './api/update-clocking';
import { ClockingFields } from './clocking-fields';
import { buildClocking, splitServerErrors, valuesFromClocking, type ClockingFormValues } from './clocking-rules';
import { useClockingForm } from './use-clocking-form';
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
  const { values, change, errors, setErrors, showErrors, fieldRefs } = useClockingForm(() => valuesFromClocking(clocking));
  const [banner, setBanner] = useState<ApiError | null>(null);
  const update = useUpdateClocking();
  const emit = useWidgetEvent();
  const alive = useAlive();
  const pending = update.isPending;

  const save = useSingleFlight(async (current: ClockingFormValues) => {
    const built = buildClocking(current, { date: clocking.clock_in.slice(0, 10), original: clocking });
    if (!built.ok) {
      setBanner(null);
      showErrors(built.errors);
      return;
    }
    setErrors({});
    setBanner(null);
    try {
      await update.mutateAsync({ userId, payload: { id: clocking.id, ...built.value } });
    } catch (error) {
      const apiError = toApiError(error);
      emit('failed', { message: apiError.message, status: apiError.status });
      if (!alive.current) return;
      const split = splitServerErrors(apiError);
      setBanner(split.banner);
      showErrors(split.fieldErrors);
      scrollToTop();
      return;
    }
    emit('saved', { what: 'clocking', id: clocking.id });
    onSaved(clocking);
  });

  return (
    <Modal show onHide={pending ? () => undefined : onClose} aria-labelledby={titleId} onEntered={() => fieldRefs.current.von?.focus()}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save(values);
        }}
      >
        <Modal.Header closeButton={!pending} closeLabel={TEXTS.close}>
          <Modal.Title id={titleId} as="h2" className="h5">
            {DAY_TEXTS.dialogTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {banner && <ApiErrorAlert error={banner} onDismiss={() => setBanner(null)} />}
          <ClockingFields
            idPrefix={idPrefix}
            values={values}
            onChange={change}
            errors={errors}
            fieldRefs={fieldRefs}
          />
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
