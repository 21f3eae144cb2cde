import { zodResolver } from '@hookform/resolvers/zod';
import {
  isMigrated,
  MIGRATED_HINT,
  todayBerlin,
  useApiMutation,
  useDraft,
  type ApiError,
  type ClockingCreatePayload,
  type PageUser,
} from '@stempeluhr/core';
import { ApiErrorAlert, applyServerErrors, NoticeToast } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  canEditOwnClockings,
  CLOCKING_SERVER_FIELDS,
  ClockingFields,
  clockingFormSchema,
  DAY_TEXTS,
  emptyClockingValues,
  valuesFromTimes,
  createClockingWrite,
  useRecalculation,
  type ClockingFormValues,
  type ClockingTimes,
} from '../../domain/clocking';

export interface TimetrackingAddDayProps {
  /** The page's user object: id, dn and, where own edits are allowed, clockings_blacklisted. */
  user: PageUser;
  /** The day to add to, `yyyy-MM-dd`; default today (Berlin). */
  date?: string;
  /** `welcome`: embedded read-only on the welcome page (nothing to add). */
  type?: string;
}

/** Adds a clocking to the user's own day; hidden for blacklisted users and on the welcome page. */
export function TimetrackingAddDay({ user, date, type }: TimetrackingAddDayProps) {
  return <AddDayForm user={user} date={date || todayBerlin()} type={type} />;
}

export interface AddDayFormProps {
  user: PageUser;
  /** `yyyy-MM-dd`, already checked. */
  date: string;
  type?: string;
}

/** The form itself, also embedded below the day overview's table. */
export function AddDayForm({ user, date, type }: AddDayFormProps) {
  if (!canEditOwnClockings(user, type)) return null;
  if (isMigrated(date)) return <p className="form-text">{MIGRATED_HINT}</p>;
  const today = todayBerlin();
  if (date > today) return <p className="text-body-secondary my-3">{DAY_TEXTS.futureDay}</p>;
  return <AddDayFields key={`${user.id}|${date}`} userId={user.id} date={date} isToday={date === today} />;
}

function AddDayFields({ userId, date, isToday }: { userId: number; date: string; isToday: boolean }) {
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  // What was typed before an expired session comes back after the reload (per user and day).
  const draftKey = `neu-${userId}-${date}`;
  const draft = useDraft<ClockingCreatePayload>(draftKey);
  const form = useForm<ClockingFormValues, unknown, ClockingTimes>({
    defaultValues: draft ? valuesFromTimes(draft) : emptyClockingValues(),
    resolver: zodResolver(clockingFormSchema({ date, allowUntilNow: isToday })),
  });
  const [banner, setBanner] = useState<ApiError | null>(null);
  const recalculation = useRecalculation();
  const write = useApiMutation({
    ...createClockingWrite,
    draftKey,
    event: () => ['saved', { what: 'clocking' }],
    onSuccess: () => form.reset(emptyClockingValues()),
    onError: (error) => setBanner(applyServerErrors(form, error, CLOCKING_SERVER_FIELDS)),
  });

  const submit = form.handleSubmit(
    async (times) => {
      setBanner(null);
      const result = await write.run({ userId, ...times, addedFromUser: true });
      if (result.ok) await recalculation.run({ userId, date });
    },
    () => setBanner(null),
  );

  return (
    <form className="mt-4" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <NoticeToast notice={recalculation.notice} onClose={recalculation.dismissNotice} />
      <h2 id={headingId} className="h6">
        {DAY_TEXTS.addTitle}
      </h2>
      {recalculation.failure && (
        <ApiErrorAlert error={recalculation.failure} onRetry={recalculation.retry} onDismiss={recalculation.dismissFailure} />
      )}
      {banner && <ApiErrorAlert error={banner} onDismiss={() => setBanner(null)} />}
      <ClockingFields form={form} idPrefix={idPrefix} showUntilNow={isToday} compact />
      <button type="submit" className="btn btn-primary" disabled={write.pending} aria-busy={write.pending || undefined}>
        {write.pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {DAY_TEXTS.addSubmit}
      </button>
    </form>
  );
}
