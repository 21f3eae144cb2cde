import { navigateTo, useDraft, type ApiError } from '@stempeluhr/core';
import { ApiErrorAlert, FormField, SubmitButton } from '@stempeluhr/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useSaveWorkingHours, type SaveWorkingHoursInput } from '../api/save-working-hours';
import { WORKING_HOUR_TEXTS as T } from './working-hour.texts';
import { formFromValues, ruleSchema, stepHours, valuesFromForm, WEEKDAY_SHORT, WEEKDAYS, type RuleValues } from './working-hour-rule';
import { uncheckedClass, withoutMarkedHint, withUncheckedMark } from './unchecked-mark';
import { ValidityField } from './validity-field';

export interface WorkingHourFormProps {
  userId: number;
  /** create: a new rule from `Gültig ab`; update: the entry `id` until `Gültig bis`. */
  mode: 'create' | 'update';
  /** The entry's id (update). */
  id: number | null;
  initial: RuleValues;
  /** Read-only (a deleted user). */
  disabled?: boolean;
  /** Shown beside "Speichern" (the dialogs). */
  onCancel?: () => void;
  /** Fields whose value the dialog could not read from the entry (taken from the defaults): marked „bitte prüfen“. */
  unchecked?: readonly string[];
}

/**
 * The working-hour rule form: HH:MM per weekday, breaks in minutes, h/Woche, Tage/Woche,
 * Urlaubswertigkeit, Urlaubstage and Gültig ab (create) or Gültig bis (update); sent form-encoded;
 * the server's errors list shown above; on success the page goes to the user's work-time changes.
 */
export function WorkingHourForm({ userId, mode, id, initial, disabled = false, onCancel, unchecked = [] }: WorkingHourFormProps) {
  const prefix = useId();
  // The schema is built per weekday, so its static type is given by hand (RuleValues).
  const draftKey = id === null ? 'neu' : `eintrag-${id}`;
  const draft = useDraft<SaveWorkingHoursInput>(draftKey);
  const form = useForm<RuleValues>({
    defaultValues: draft ? valuesFromForm(draft.form) : initial,
    resolver: zodResolver(ruleSchema(mode) as never) as unknown as Resolver<RuleValues>,
  });
  const errors = form.formState.errors;
  const [banner, setBanner] = useState<ApiError | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const write = useSaveWorkingHours({
    draftKey,
    event: () => ['saved', { what: 'working-hours', id: id ?? userId }],
    onError: (error) => {
      setBanner(error);
      requestAnimationFrame(() => bannerRef.current?.scrollIntoView?.({ block: 'nearest' }));
    },
  });
  const done = useRef(false);
  const pending = write.pending;
  const locked = disabled || pending;

  // Built when submitted (the refs inside are read in the handler, never during render).
  const submit = (event?: BaseSyntheticEvent) =>
    form.handleSubmit(async (values) => {
      if (done.current) return;
      setBanner(null);
      const result = await write.run({ userId, form: formFromValues(values, mode, id) });
      if (result.ok) {
        done.current = true;
        navigateTo(`/admin/users/${userId}/worktimechanges`);
      }
    })(event);

  const field = (
    name: keyof RuleValues,
    label: string,
    hint: string | undefined,
    props: { inputMode: 'numeric' | 'decimal'; max?: number },
  ) => (
    <FormField
      id={`${prefix}-${name}`}
      label={label}
      hint={withUncheckedMark(unchecked.includes(name), hint)}
      error={errors[name] as { message?: string } | undefined}
      className="col-6 col-md-3"
    >
      {(control) => (
        <input
          {...control}
          {...form.register(name)}
          type="text"
          inputMode={props.inputMode}
          autoComplete="off"
          disabled={locked}
          className={uncheckedClass(unchecked.includes(name), `${control.className} text-end tabular-nums`)}
          onKeyDown={(event) => {
            // Spec §9: hours step by 0.1 — the arrow keys do what a number input's spinner does.
            if (props.max === undefined || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
            event.preventDefault();
            const next = stepHours(event.currentTarget.value, event.key === 'ArrowUp' ? 1 : -1, props.max);
            form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          }}
        />
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="stempeluhr-working-hour">
      <div ref={bannerRef}>
        {banner && <ApiErrorAlert error={withoutMarkedHint(banner)} heading={T.errorsHeading} onDismiss={() => setBanner(null)} />}
      </div>
      <fieldset className="mb-3" disabled={locked}>
        <legend className="h6">{T.workTimes}</legend>
        <div className="row g-2">
          {WEEKDAYS.map((day) => (
            <FormField key={day} id={`${prefix}-${day}`} label={WEEKDAY_SHORT[day]} error={errors[day]} className="col-3 col-sm">
              {(control) => (
                <input
                  {...control}
                  {...form.register(day)}
                  aria-label={T.timeLabel(WEEKDAY_SHORT[day])}
                  type="text"
                  inputMode="numeric"
                  placeholder="00:00"
                  autoComplete="off"
                  className={`${control.className} tabular-nums`}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-3" disabled={locked}>
        <legend className="h6">{T.breaks}</legend>
        <div className="row g-2">
          {WEEKDAYS.map((day) => (
            <FormField
              key={day}
              id={`${prefix}-break-${day}`}
              label={WEEKDAY_SHORT[day]}
              error={errors[`break_${day}`]}
              hint={withUncheckedMark(unchecked.includes(`break_${day}`))}
              className="col-3 col-sm"
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register(`break_${day}`)}
                  aria-label={T.breakLabel(WEEKDAY_SHORT[day])}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  className={uncheckedClass(unchecked.includes(`break_${day}`), `${control.className} text-end tabular-nums`)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>
      <div className="row g-2 mb-3">
        {field('week_hours', T.weekHours, T.weekHoursHint, { inputMode: 'decimal', max: 168 })}
        {field('weekdays', T.weekdays, T.weekdaysHint, { inputMode: 'numeric' })}
        {field('vacation_value', T.vacationValue, T.vacationValueHint, { inputMode: 'decimal', max: 24 })}
        {field('vacation_days', T.vacationDays, T.vacationDaysHint, { inputMode: 'numeric' })}
      </div>
      <div className="mb-3">
        <ValidityField form={form} id={`${prefix}-week`} mode={mode} disabled={locked} />
      </div>
      <div className="d-flex flex-wrap justify-content-end gap-2">
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={pending}>
            {T.cancel}
          </button>
        )}
        <SubmitButton pending={pending} disabled={disabled}>
          {T.save}
        </SubmitButton>
      </div>
    </form>
  );
}
