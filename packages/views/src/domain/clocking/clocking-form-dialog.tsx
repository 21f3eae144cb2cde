import { FormDialog, type FormDialogProps } from '@stempeluhr/ui';
import { useId, type ReactNode } from 'react';
import { ClockingFields } from './clocking-fields';
import { CLOCKING_SERVER_FIELDS, type ClockingFormValues, type ClockingTimes } from './clocking-rules';

export interface ClockingFormDialogProps extends Pick<
  FormDialogProps<ClockingFormValues, ClockingTimes>,
  'form' | 'onSubmit' | 'onClose' | 'submitLabel' | 'cancelLabel' | 'pending'
> {
  title: string;
  /** Above the fields, e.g. the day the booking is added to. */
  intro?: ReactNode;
  /** Offer „bis Jetzt“ (today only). */
  showUntilNow?: boolean;
  compact?: boolean;
}

/**
 * The kit's FormDialog with a clocking's fields: Von (focused on open), Bis, Typ, Kommentar, Mobil; the
 * server's field errors go to them. Used by „Eintrag ändern“ and „Buchung hinzufügen“.
 */
export function ClockingFormDialog({ title, form, intro, showUntilNow, compact, ...rest }: ClockingFormDialogProps) {
  const idPrefix = useId();
  return (
    <FormDialog title={title} form={form} serverFields={CLOCKING_SERVER_FIELDS} firstField="von" intro={intro} {...rest}>
      <ClockingFields form={form} idPrefix={idPrefix} showUntilNow={showUntilNow} compact={compact} />
    </FormDialog>
  );
}
