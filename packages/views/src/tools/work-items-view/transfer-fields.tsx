import type { UserOption } from '@stempeluhr/core';
import { DatePicker, FormField } from '@stempeluhr/ui';
import { Controller, useFormState, type UseFormReturn } from 'react-hook-form';
import type { TransferFormValues, TransferPayload } from './work-items-rules';
import { WORK_ITEMS_VIEW_TEXTS as T } from './work-items-view.texts';

interface TransferFieldsProps {
  /** The form's id base (the fields get `${id}-user`, `${id}-start`, …). */
  id: string;
  form: UseFormReturn<TransferFormValues, unknown, TransferPayload>;
  users: UserOption[];
  /** The last day that may be chosen (today). */
  maxDate: Date;
  /** The chosen start: Bis can't be before it. */
  start: Date | null;
}

/** User, Von, Bis, Faktor and Vorgang of the transfer; every one is required (named once above them). */
export function TransferFields({ id, form, users, maxDate, start }: TransferFieldsProps) {
  const { errors } = useFormState({ control: form.control });
  return (
    <>
      <p className="small text-body-secondary mb-2">{T.requiredFields}</p>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <FormField id={`${id}-user`} label={T.user} error={errors.userId} className="">
            {(control) => (
              <select
                {...control}
                required
                className={control.className.replace('form-control', 'form-select')}
                {...form.register('userId')}
              >
                <option value="">{T.userPlaceholder}</option>
                {users.map((u) => (
                  <option key={u.id} value={String(u.id)}>
                    {u.dn}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-6 col-md-3">
          <Controller
            control={form.control}
            name="start"
            render={({ field, fieldState }) => (
              <DatePicker
                id={`${id}-start`}
                label={T.start}
                value={field.value}
                onChange={(d) => field.onChange(d)}
                maxDate={maxDate}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <div className="col-6 col-md-3">
          <Controller
            control={form.control}
            name="end"
            render={({ field, fieldState }) => (
              <DatePicker
                id={`${id}-end`}
                label={T.end}
                value={field.value}
                onChange={(d) => field.onChange(d)}
                maxDate={maxDate}
                minDate={start ?? undefined}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <div className="col-12 col-md-6">
          <FormField id={`${id}-factor`} label={T.factor} error={errors.factor} hint={T.factorHint} className="">
            {(control) => (
              <input
                {...control}
                type="text"
                required
                inputMode="decimal"
                placeholder={T.factorPlaceholder}
                autoComplete="off"
                {...form.register('factor')}
              />
            )}
          </FormField>
        </div>
        <div className="col-12 col-md-6">
          <FormField id={`${id}-issue`} label={T.issue} error={errors.issueId} className="">
            {(control) => (
              <input {...control} type="text" required placeholder={T.issuePlaceholder} autoComplete="off" {...form.register('issueId')} />
            )}
          </FormField>
        </div>
      </div>
    </>
  );
}
