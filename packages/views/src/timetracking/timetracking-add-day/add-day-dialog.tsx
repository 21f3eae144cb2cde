import { zodResolver } from '@hookform/resolvers/zod';
import { formatDayLong, useApiMutation, type ClockingCreatePayload } from '@stempeluhr/core';
import { useForm } from 'react-hook-form';
import {
  ClockingFormDialog,
  clockingFormSchema,
  DAY_TEXTS,
  emptyClockingValues,
  valuesFromTimes,
  createClockingWrite,
  type ClockingFormValues,
  type ClockingTimes,
} from '../../domain/clocking';

export interface AddDayDialogProps {
  userId: number;
  date: string;
  isToday: boolean;
  draftKey: string;
  draft: ClockingCreatePayload | null;
  onClose: () => void;
  /** The clocking was accepted: the caller recalculates the week (and says so outside the dialog). */
  onAdded: () => void;
}

export function AddDayDialog({ userId, date, isToday, draftKey, draft, onClose, onAdded }: AddDayDialogProps) {
  const form = useForm<ClockingFormValues, unknown, ClockingTimes>({
    defaultValues: draft ? valuesFromTimes(draft) : emptyClockingValues(),
    resolver: zodResolver(clockingFormSchema({ date, allowUntilNow: isToday })),
  });
  const write = useApiMutation({
    ...createClockingWrite,
    draftKey,
    event: () => ['saved', { what: 'clocking' }],
  });

  return (
    <ClockingFormDialog
      title={DAY_TEXTS.addTitle}
      form={form}
      submitLabel={DAY_TEXTS.addSubmit}
      pending={write.pending}
      onClose={onClose}
      // The day it adds to, right under the title (issue 24: a form names the day it adds to).
      intro={<p className="fw-semibold tabular-nums">{DAY_TEXTS.addDay(formatDayLong(date))}</p>}
      showUntilNow={isToday}
      compact
      onSubmit={async (times) => {
        const result = await write.run({ userId, ...times, addedFromUser: true });
        if (result.ok) {
          onAdded();
          onClose();
        }
        return result;
      }}
    />
  );
}
