import { zodResolver } from '@hookform/resolvers/zod';
import { formatDayLong, scrollToTop, todayBerlin, useApiMutation, type ApiError, type ClockingCreatePayload } from '@stempeluhr/core';
import { applyServerErrors, SubmitButton, Heading } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CLOCKING_SERVER_FIELDS,
  ClockingFields,
  clockingFormSchema,
  DAY_TEXTS,
  emptyClockingValues,
  clockingKeys,
  createClocking,
  type ClockingFormValues,
  type ClockingTimes,
} from '../../domain/clocking';
import { adminKeys } from '../api/keys';
import { ADMIN_DAY_TEXTS as T } from './day-texts';

/** The admin's add form: a clocking on the user's day (addedFromUser false); a failure shows the server's text on top. */
export interface AddClockingProps {
  userId: number;
  day: string;
  open: boolean;
  /** The user has an open booking that day (or it is not known yet). */
  running: boolean;
  onAdded: () => void;
  /** The banner of what is left after the field errors (null: cleared). */
  onFailed: (error: ApiError | null) => void;
}

export function AddClocking({ userId, day, open, running, onAdded, onFailed }: AddClockingProps) {
  const prefix = useId();
  const [shown, setShown] = useState(open);
  // „bis jetzt“ for someone else's day only where it can be meant: today, while no booking of the
  // user runs (a forgotten clock-in of someone still at work); never a second open booking.
  const untilNow = day === todayBerlin() && !running;
  const form = useForm<ClockingFormValues, unknown, ClockingTimes>({
    defaultValues: emptyClockingValues(),
    resolver: zodResolver(clockingFormSchema({ date: day, allowUntilNow: untilNow })),
  });
  const write = useApiMutation({
    mutationFn: createClocking,
    invalidates: (payload: ClockingCreatePayload) => [
      adminKeys.daysOf(payload.userId),
      clockingKeys.userDays(payload.userId),
      clockingKeys.todayClockings(),
    ],
    event: () => ['saved', { what: 'clocking' }],
    onSuccess: () => form.reset(emptyClockingValues()),
    onError: (error) => {
      onFailed(applyServerErrors(form, error, CLOCKING_SERVER_FIELDS));
      scrollToTop();
    },
  });

  const submit = form.handleSubmit(
    async (times) => {
      onFailed(null);
      const result = await write.run({ userId, ...times, addedFromUser: false });
      if (result.ok) onAdded();
    },
    () => onFailed(null),
  );

  if (!shown) {
    return (
      <button type="button" className="btn btn-primary mt-3" onClick={() => setShown(true)}>
        {T.add}
      </button>
    );
  }
  return (
    <form className="mt-4" noValidate aria-labelledby={`${prefix}-heading`} onSubmit={(event) => void submit(event)}>
      <Heading sub id={`${prefix}-heading`}>
        {T.addFor(formatDayLong(day))}
      </Heading>
      <ClockingFields form={form} idPrefix={prefix} showUntilNow={untilNow} compact />
      <SubmitButton pending={write.pending}>{DAY_TEXTS.addSubmit}</SubmitButton>
    </form>
  );
}
