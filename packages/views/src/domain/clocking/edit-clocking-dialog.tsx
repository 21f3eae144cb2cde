import { scrollToTop, useApiMutation, useDraft, type Clocking, type ClockingUpdatePayload } from '@stempeluhr/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { updateClockingWrite } from './api/update-clocking';
import { ClockingFormDialog } from './clocking-form-dialog';
import { clockingFormSchema, valuesFromClocking, valuesFromTimes, type ClockingFormValues, type ClockingTimes } from './clocking-rules';
import { DAY_TEXTS } from './texts';

export interface EditClockingDialogProps {
  clocking: Clocking;
  userId: number;
  onClose: () => void;
  /** The update was accepted; the caller recalculates the week (runs even if the widget was removed). */
  onSaved: (clocking: Clocking) => void;
}

/** The dialog "Eintrag ändern" (the kit's FormDialog): a failed save keeps it open with every value, errors at their fields. */
export function EditClockingDialog({ clocking, userId, onClose, onSaved }: EditClockingDialogProps) {
  // What was typed before an expired session comes back after the reload (per entry).
  const draftKey = `eintrag-${clocking.id}`;
  const draft = useDraft<ClockingUpdatePayload>(draftKey);
  const form = useForm<ClockingFormValues, unknown, ClockingTimes>({
    defaultValues: draft ? valuesFromTimes(draft) : valuesFromClocking(clocking),
    resolver: zodResolver(clockingFormSchema({ date: clocking.clock_in.slice(0, 10), original: clocking })),
  });
  const write = useApiMutation({
    ...updateClockingWrite(userId),
    draftKey,
    event: () => ['saved', { what: 'clocking', id: clocking.id }],
    onError: () => scrollToTop(),
  });

  return (
    <ClockingFormDialog
      title={DAY_TEXTS.dialogTitle}
      form={form}
      submitLabel={DAY_TEXTS.saveChanges}
      cancelLabel={DAY_TEXTS.close}
      pending={write.pending}
      onClose={onClose}
      onSubmit={async (times) => {
        const result = await write.run({ id: clocking.id, ...times });
        if (result.ok) onSaved(clocking);
        return result;
      }}
    />
  );
}
