import { isValid, parse, type Day } from 'date-fns';
import { useId, useState, type ChangeEvent, type ReactNode, type SyntheticEvent } from 'react';
import ReactDatePicker from 'react-datepicker';
import { dateLocale } from '@stempeluhr/core';
import { isDayBlocked, type BlockedDays } from './blocked';
import { DATE_INPUT_FORMATS, PICKER_LOCALE, PICKER_TEXTS, WEEK_STARTS_ON } from './locale';
import { FieldFeedback } from './field-feedback';

export const DATE_PICKER_TEXTS = {
  placeholder: 'TT.MM.JJJJ',
  blockedDay: 'Dieser Tag ist gesperrt.',
  required: 'Bitte ein Datum eingeben.',
} as const;

/** Parses what was typed (`23.11.2026`, `1.2.2026`); null unless it is a whole valid date. */
export function parseGermanDate(text: string): Date | null {
  const value = text.trim();
  for (const fmt of DATE_INPUT_FORMATS) {
    const date = parse(value, fmt, new Date(), { locale: dateLocale });
    if (isValid(date) && date.getFullYear() >= 1000) return date;
  }
  return null;
}

/** react-datepicker's popup with a German name (its own says "Choose Date"). */
function GermanCalendarContainer({ className, children, inline }: { className?: string; children?: ReactNode; inline?: boolean }) {
  return (
    <div className={className} role={inline ? undefined : 'dialog'} aria-modal={inline ? undefined : true} aria-label="Datum wählen" translate="no">
      {children}
    </div>
  );
}

/** Props shared by react-datepicker in all our pickers. */
export function commonPickerProps() {
  return {
    locale: PICKER_LOCALE,
    calendarStartDay: WEEK_STARTS_ON as Day,
    dateFormat: DATE_INPUT_FORMATS,
    strictParsing: true,
    showWeekNumbers: true,
    weekLabel: 'KW',
    calendarContainer: GermanCalendarContainer,
    autoComplete: 'off',
    placeholderText: DATE_PICKER_TEXTS.placeholder,
    popperPlacement: 'bottom-start' as const,
    ...PICKER_TEXTS,
  };
}

export interface DatePickerProps extends BlockedDays {
  /** Visible label. */
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** A required picker restores its previous date when cleared. */
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Hint below the field. */
  hint?: string;
  /** An error from outside (e.g. the server's 422) shown at the field. */
  error?: string | null;
  className?: string;
}

function typedText(event?: SyntheticEvent): string | null {
  const target = event?.target;
  return target instanceof HTMLInputElement ? target.value : null;
}

/**
 * A single date field (`23.11.2026`): typed or chosen in a German calendar (Monday first, ISO week numbers).
 * Locked days cannot be chosen; a required field keeps its previous date when cleared.
 */
export function DatePicker({
  label,
  value,
  onChange,
  required = false,
  disabled = false,
  id,
  name,
  hint,
  error,
  className,
  excludeDates,
  excludeDateIntervals,
  filterDate,
  minDate,
  maxDate,
}: DatePickerProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-datum`;
  const messageId = `${inputId}-meldung`;
  const hintId = `${inputId}-hinweis`;
  const [localError, setLocalError] = useState<string | null>(null);
  const blocked: BlockedDays = { excludeDates, excludeDateIntervals, filterDate, minDate, maxDate };
  const shownError = error || localError;

  const handleChange = (next: Date | null) => {
    if (next === null && required) {
      // Keep the previous date; react-datepicker shows it again on blur.
      setLocalError(value ? null : DATE_PICKER_TEXTS.required);
      return;
    }
    setLocalError(null);
    onChange(next);
  };

  // react-datepicker silently ignores a typed locked day: say why.
  const handleRaw = (event?: SyntheticEvent) => {
    const text = typedText(event);
    if (text === null) return;
    const typed = parseGermanDate(text);
    setLocalError(typed && isDayBlocked(typed, blocked) ? DATE_PICKER_TEXTS.blockedDay : null);
  };

  const describedBy = [shownError ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`stempeluhr-datepicker${className ? ` ${className}` : ''}`}>
      <label className="form-label" htmlFor={inputId}>
        {label}
        {required && <span className="visually-hidden"> (Pflichtfeld)</span>}
      </label>
      <ReactDatePicker
        {...commonPickerProps()}
        id={inputId}
        name={name}
        selected={value}
        onChange={handleChange}
        onChangeRaw={(event) => handleRaw(event as ChangeEvent<HTMLInputElement> | undefined)}
        onBlur={() => {
          if (localError === DATE_PICKER_TEXTS.blockedDay) return;
          if (required && !value) setLocalError(DATE_PICKER_TEXTS.required);
        }}
        required={required}
        disabled={disabled}
        className={`form-control${shownError ? ' is-invalid' : ''}`}
        ariaInvalid={shownError ? 'true' : undefined}
        ariaDescribedBy={describedBy}
        excludeDates={excludeDates ? [...excludeDates] : undefined}
        excludeDateIntervals={excludeDateIntervals ? [...excludeDateIntervals] : undefined}
        filterDate={filterDate}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
      />
      <FieldFeedback hint={hint} hintId={hintId} error={shownError} errorId={messageId} />
    </div>
  );
}

