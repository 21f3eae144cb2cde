import { CLOCKING_TYPES } from '@stempeluhr/core';
import { FormField } from '@stempeluhr/ui';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { DAY_TEXTS } from './texts';
import { forcesMobile, type ClockingFormValues, type ClockingTimes } from './clocking-rules';

/** A clocking form: the fields' values in, the clocking's times out (clockingFormSchema as resolver). */
export type ClockingForm = UseFormReturn<ClockingFormValues, unknown, ClockingTimes>;

export interface ClockingFieldsProps {
  form: ClockingForm;
  /** Prefix of the inputs' ids (unique per form, e.g. from useId). */
  idPrefix: string;
  /** Offer "bis Jetzt" (the edit dialog always; the add form only for today). */
  showUntilNow?: boolean;
  /** Narrow layout (the add form below the table). */
  compact?: boolean;
  /** The id of the form's error list when it shows every message: fields are marked, not repeated. */
  errorsShownIn?: string;
  /** An empty first Typ option with this label (the form starts without a type). */
  typePlaceholder?: string;
}

/** von, bis with "bis Jetzt", Typ, Kommentar and "Mobil arbeiten": shared by the edit dialog and the add form. */
export function ClockingFields({
  form,
  idPrefix,
  showUntilNow = true,
  compact = false,
  errorsShownIn,
  typePlaceholder,
}: ClockingFieldsProps) {
  const { register, setValue, control } = form;
  const { errors } = form.formState;
  const [untilNow, type] = useWatch({ control, name: ['untilNow', 'type'] });
  const id = (field: string) => `${idPrefix}-${field}`;
  const forcedMobile = forcesMobile(type);
  const timeColumn = compact ? 'col-6 col-md-3' : 'col-6';

  return (
    <>
      <p className="small text-body-secondary mb-2">{showUntilNow ? DAY_TEXTS.requiredFieldsUntilNow : DAY_TEXTS.requiredFields}</p>
      <div className="row g-2 mb-3">
        <FormField
          id={id('von')}
          label={DAY_TEXTS.from}
          error={errors.von}
          errorShownIn={errorsShownIn}
          controlClassName="form-control font-monospace"
          className={timeColumn}
        >
          {(props) => <input {...props} {...register('von')} type="time" lang="de" required />}
        </FormField>
        <div className={timeColumn}>
          <FormField
            id={id('bis')}
            label={DAY_TEXTS.to}
            error={errors.bis}
            errorShownIn={errorsShownIn}
            controlClassName="form-control font-monospace"
            className=""
          >
            {(props) => <input {...props} {...register('bis')} type="time" lang="de" required={!untilNow} disabled={untilNow} />}
          </FormField>
          {showUntilNow && (
            <FormField id={id('until-now')} label={DAY_TEXTS.untilNow} check className="mt-1">
              {(props) => <input {...props} {...register('untilNow', { deps: ['bis'] })} type="checkbox" />}
            </FormField>
          )}
        </div>
      </div>
      <FormField id={id('type')} label={DAY_TEXTS.type} error={errors.type} errorShownIn={errorsShownIn} controlClassName="form-select">
        {(props) => (
          <select
            {...props}
            {...register('type', {
              onChange: (event: { target: { value: string } }) => {
                if (forcesMobile(event.target.value)) setValue('mobile', true);
              },
            })}
          >
            {typePlaceholder !== undefined && <option value="">{typePlaceholder}</option>}
            {CLOCKING_TYPES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id('comment')} label={DAY_TEXTS.comment} error={errors.comment} errorShownIn={errorsShownIn}>
        {(props) => <textarea {...props} {...register('comment')} rows={2} required />}
      </FormField>
      <FormField
        id={id('mobile')}
        label={DAY_TEXTS.mobile}
        error={errors.mobile}
        errorShownIn={errorsShownIn}
        hint={forcedMobile ? DAY_TEXTS.mobileForced : undefined}
        check
      >
        {(props) => <input {...props} {...register('mobile')} type="checkbox" disabled={forcedMobile} />}
      </FormField>
    </>
  );
}
