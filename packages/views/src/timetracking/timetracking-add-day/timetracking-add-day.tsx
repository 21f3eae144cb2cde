import { isMigrated, MIGRATED_HINT, todayBerlin, toApiError, useAlive, useSingleFlight, useWidgetEvent, type ApiError, type PageUser } from '@stempeluhr/core';
import { ApiErrorAlert, NoticeToast } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import {
  buildClocking,
  canEditOwnClockings,
  ClockingFields,
  DAY_TEXTS,
  emptyClockingValues,
  splitServerErrors,
  useClockingForm,
  useCreateClocking,
  useRecalculation,
  type ClockingFormValues,
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
  const { values, setValues, change, errors, setErrors, showErrors, fieldRefs } = useClockingForm(emptyClockingValues);
  const [banner, setBanner] = useState<ApiError | null>(null);
  const create = useCreateClocking();
  const recalculation = useRecalculation();
  const emit = useWidgetEvent();
  const alive = useAlive();

  const submit = useSingleFlight(async (current: ClockingFormValues) => {
    const built = buildClocking({ ...current, untilNow: isToday && current.untilNow }, { date });
    if (!built.ok) {
      setBanner(null);
      showErrors(built.errors);
      return;
    }
    setErrors({});
    setBanner(null);
    try {
      await create.mutateAsync({ payload: { userId, ...built.value, addedFromUser: true } });
    } catch (error) {
      const apiError = toApiError(error);
      emit('failed', { message: apiError.message, status: apiError.status });
      if (!alive.current) return;
      const split = splitServerErrors(apiError);
      setBanner(split.banner);
      showErrors(split.fieldErrors);
      return;
    }
    emit('saved', { what: 'clocking' });
    if (alive.current) {
      setValues(emptyClockingValues());
      setErrors({});
    }
    await recalculation.run({ userId, date });
  });

  return (
    <form
      className="mt-4"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values);
      }}
    >
      <NoticeToast notice={recalculation.notice} onClose={recalculation.dismissNotice} />
      <h2 id={headingId} className="h6">
        {DAY_TEXTS.addTitle}
      </h2>
      {recalculation.failure && (
        <ApiErrorAlert error={recalculation.failure} onRetry={recalculation.retry} onDismiss={recalculation.dismissFailure} />
      )}
      {banner && <ApiErrorAlert error={banner} onDismiss={() => setBanner(null)} />}
      <ClockingFields
        idPrefix={idPrefix}
        values={values}
        onChange={change}
        errors={errors}
        showUntilNow={isToday}
        fieldRefs={fieldRefs}
        compact
      />
      <button type="submit" className="btn btn-primary" disabled={create.isPending} aria-busy={create.isPending || undefined}>
        {create.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {DAY_TEXTS.addSubmit}
      </button>
    </form>
  );
}
