import {
  epochOfBerlinWallTime,
  formatClock,
  formatDayLong,
  formatHours,
  formatIsoWeek,
  formatOvertime,
  overtimeTone,
  refreshClockingViews,
  useApiMutation,
  type ApiError,
  type ClockingUpdatePayload,
} from '@stempeluhr/core';
import { ApiErrorAlert, FormField, Heading, SubmitButton } from '@stempeluhr/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { updateClocking } from '../../domain/clocking';
import { WELCOME_TEXTS as T } from '../texts/welcome';
import { announceClockingsChanged } from './tab-sync';
import { effectOf, endOn, guessClockOut, type ForgottenClocking } from './forgotten-math';

export interface ForgottenClockOutProps {
  forgotten: ForgottenClocking;
  /** The end was booked: `time` as typed (`HH:MM`). */
  onBooked: (time: string) => void;
}

/** Server field names of the end (the payload's and Laravel's spelling). */
const END_FIELDS = ['clockOut', 'clock_out', 'bis'];

function validate(forgotten: ForgottenClocking, value: string, now: number): { end: number } | { error: string } {
  if (value.trim() === '') return { error: T.forgottenTimeRequired };
  const end = endOn(forgotten.day.date, value);
  if (end === null) return { error: T.forgottenTimeInvalid };
  if (end <= epochOfBerlinWallTime(forgotten.clocking.clock_in))
    return { error: T.forgottenBeforeStart(formatClock(forgotten.clocking.clock_in)) };
  if (end > now) return { error: T.forgottenInFuture };
  return { end };
}

/**
 * A clocking of an earlier day is still open: asks when the user left, prefilled with a guess, shows
 * what that end makes of that week's balance and books it with the existing update call on one click.
 * Nothing changes before the click; a refused booking keeps what was typed.
 */
export function ForgottenClockOut({ forgotten, onBooked }: ForgottenClockOutProps) {
  const id = useId();
  const guess = guessClockOut(forgotten);
  const [value, setValue] = useState(guess ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<ApiError | null>(null);
  const queryClient = useQueryClient();
  const { clocking, day } = forgotten;

  const write = useApiMutation({
    mutationFn: (payload: ClockingUpdatePayload) => updateClocking(payload),
    event: () => ['saved', { what: 'clocking', id: clocking.id }],
    onError: (error) => {
      const atField = END_FIELDS.flatMap((field) => error.fieldErrors[field] ?? []);
      setFieldError(atField[0] ?? null);
      const rest = Object.entries(error.fieldErrors).filter(([field]) => !END_FIELDS.includes(field));
      setBanner(atField.length > 0 && rest.length === 0 && error.messages.length === 0 ? null : error);
    },
  });

  const typed = endOn(day.date, value);
  const effect = typed === null ? null : effectOf(forgotten, typed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const checked = validate(forgotten, value, Date.now());
    if ('error' in checked) {
      setFieldError(checked.error);
      document.getElementById(id)?.focus();
      return;
    }
    setFieldError(null);
    const result = await write.run({
      id: clocking.id,
      clockIn: epochOfBerlinWallTime(clocking.clock_in),
      clockOut: checked.end,
      comment: clocking.comment?.trim() ? clocking.comment : T.forgottenComment,
      type: clocking.type,
      homeOffice: clocking.home_office,
    });
    if (!result.ok) return;
    announceClockingsChanged();
    onBooked(value.trim());
    // Every overview on the page (spec 01 §4): the status, today, the weeks, a month, a period, team and admin reads.
    await refreshClockingViews(queryClient);
  };

  return (
    <section className="card border-warning shadow-sm" aria-labelledby={`${id}-heading`} data-testid="forgotten-clock-out">
      <div className="card-header text-bg-warning">
        <Heading id={`${id}-heading`} className="mb-0">
          {T.forgottenHeading}
        </Heading>
      </div>
      <form className="card-body" noValidate onSubmit={(event) => void submit(event)}>
        <p className="mb-3">{T.forgottenLead(formatDayLong(day.date), formatClock(clocking.clock_in))}</p>
        {banner && <ApiErrorAlert error={banner} onDismiss={() => setBanner(null)} />}
        <div className="row g-3 align-items-start">
          <div className="col-12 col-sm-5 col-md-4">
            <FormField
              id={id}
              label={T.forgottenField}
              error={fieldError ?? undefined}
              hint={guess ? T.forgottenGuess(guess) : T.forgottenNoGuess}
              className="mb-0"
            >
              {(control) => (
                <input
                  {...control}
                  className={`${control.className} form-control-lg tabular-nums`}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="HH:MM"
                  maxLength={5}
                  value={value}
                  disabled={write.pending}
                  onChange={(event) => {
                    setValue(event.target.value);
                    setFieldError(null);
                  }}
                />
              )}
            </FormField>
          </div>
          <div className="col-12 col-sm-7 col-md-8">
            {effect && (
              <p className="mb-2" data-testid="forgotten-effect" aria-live="polite">
                {T.forgottenEffect(
                  formatHours(effect.total),
                  // A Soll the server did not send is total − overtime of that day (derived, said so).
                  `${formatHours(effect.required)}${'requiredDerived' in day && day.requiredDerived ? ` (${T.derived})` : ''}`,
                )}{' '}
                {T.forgottenEffectWeek(formatIsoWeek(day.date))}{' '}
                <span className={`fw-semibold tabular-nums ${overtimeTone(effect.weekBalance)}`}>{formatOvertime(effect.weekBalance)}</span>
              </p>
            )}
            <SubmitButton pending={write.pending}>
              {write.pending ? T.forgottenSaving : typed === null ? T.forgottenSubmitPlain : T.forgottenSubmit(value.trim())}
            </SubmitButton>
            <p className="form-text mb-0">{T.forgottenNothingChanges}</p>
          </div>
        </div>
      </form>
    </section>
  );
}
