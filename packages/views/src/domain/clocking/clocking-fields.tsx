import { CLOCKING_TYPES, type ClockingType } from '@stempeluhr/core';
import type { MutableRefObject } from 'react';
import { DAY_TEXTS } from './texts';
import { BUSINESS_TRIP, type ClockingField, type ClockingFormValues, type FieldErrors } from './clocking-rules';

export type FieldElements = Partial<Record<ClockingField, HTMLElement | null>>;

export interface ClockingFieldsProps {
  /** Prefix of the inputs' ids (unique per form, e.g. from useId). */
  idPrefix: string;
  values: ClockingFormValues;
  onChange: (patch: Partial<ClockingFormValues>) => void;
  errors: FieldErrors;
  /** Offer "bis Jetzt" (the edit dialog always; the add form only for today). */
  showUntilNow?: boolean;
  /** Filled with the inputs, so the form can move focus to the first invalid one. */
  fieldRefs: MutableRefObject<FieldElements>;
  /** Narrow layout (the add form below the table). */
  compact?: boolean;
}

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages || messages.length === 0) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {messages.join(' ')}
    </div>
  );
}

/** von, bis with "bis Jetzt", Typ, Kommentar and "Mobil arbeiten": shared by the edit dialog and the add form. */
export function ClockingFields({ idPrefix, values, onChange, errors, showUntilNow = true, fieldRefs, compact = false }: ClockingFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`;
  const invalid = (field: ClockingField) => (errors[field]?.length ?? 0) > 0;
  const describedBy = (field: ClockingField, ...extra: string[]) =>
    [...extra, ...(invalid(field) ? [id(`${field}-error`)] : [])].join(' ') || undefined;
  const control = (field: ClockingField, base: string) => `${base}${invalid(field) ? ' is-invalid' : ''}`;
  const register = (field: ClockingField) => (element: HTMLElement | null) => {
    fieldRefs.current[field] = element;
  };
  const forcedMobile = values.type === BUSINESS_TRIP;
  const timeColumn = compact ? 'col-6 col-md-3' : 'col-6';

  return (
    <>
      <div className="row g-2 mb-3">
        <div className={timeColumn}>
          <label className="form-label" htmlFor={id('von')}>
            {DAY_TEXTS.from}
          </label>
          <input
            ref={register('von')}
            id={id('von')}
            type="time"
            step={1}
            required
            className={control('von', 'form-control font-monospace')}
            value={values.von}
            aria-invalid={invalid('von') || undefined}
            aria-describedby={describedBy('von')}
            onChange={(event) => onChange({ von: event.target.value })}
          />
          <FieldError id={id('von-error')} messages={errors.von} />
        </div>
        <div className={timeColumn}>
          <label className="form-label" htmlFor={id('bis')}>
            {DAY_TEXTS.to}
          </label>
          <input
            ref={register('bis')}
            id={id('bis')}
            type="time"
            step={1}
            required={!values.untilNow}
            disabled={values.untilNow}
            className={control('bis', 'form-control font-monospace')}
            value={values.bis}
            aria-invalid={invalid('bis') || undefined}
            aria-describedby={describedBy('bis')}
            onChange={(event) => onChange({ bis: event.target.value })}
          />
          <FieldError id={id('bis-error')} messages={errors.bis} />
          {showUntilNow && (
            <div className="form-check mt-1">
              <input
                id={id('until-now')}
                type="checkbox"
                className="form-check-input"
                checked={values.untilNow}
                onChange={(event) => onChange({ untilNow: event.target.checked })}
              />
              <label className="form-check-label" htmlFor={id('until-now')}>
                {DAY_TEXTS.untilNow}
              </label>
            </div>
          )}
        </div>
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={id('type')}>
          {DAY_TEXTS.type}
        </label>
        <select
          ref={register('type')}
          id={id('type')}
          className={control('type', 'form-select')}
          value={values.type}
          aria-invalid={invalid('type') || undefined}
          aria-describedby={describedBy('type')}
          onChange={(event) => onChange({ type: event.target.value as ClockingType })}
        >
          {CLOCKING_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <FieldError id={id('type-error')} messages={errors.type} />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor={id('comment')}>
          {DAY_TEXTS.comment}
        </label>
        <textarea
          ref={register('comment')}
          id={id('comment')}
          className={control('comment', 'form-control')}
          rows={compact ? 1 : 2}
          required
          value={values.comment}
          aria-invalid={invalid('comment') || undefined}
          aria-describedby={describedBy('comment')}
          onChange={(event) => onChange({ comment: event.target.value })}
        />
        <FieldError id={id('comment-error')} messages={errors.comment} />
      </div>
      <div className="form-check mb-3">
        <input
          ref={register('mobile')}
          id={id('mobile')}
          type="checkbox"
          className={control('mobile', 'form-check-input')}
          checked={forcedMobile || values.mobile}
          disabled={forcedMobile}
          aria-invalid={invalid('mobile') || undefined}
          aria-describedby={describedBy('mobile', ...(forcedMobile ? [id('mobile-hint')] : []))}
          onChange={(event) => onChange({ mobile: event.target.checked })}
        />
        <label className="form-check-label" htmlFor={id('mobile')}>
          {DAY_TEXTS.mobile}
        </label>
        {forcedMobile && (
          <div id={id('mobile-hint')} className="form-text mt-0">
            {DAY_TEXTS.mobileForced}
          </div>
        )}
        <FieldError id={id('mobile-error')} messages={errors.mobile} />
      </div>
    </>
  );
}
