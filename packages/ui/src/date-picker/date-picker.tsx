import { format, type Day } from 'date-fns';
import {
  useId,
  useLayoutEffect,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { dateLocale } from '@stempeluhr/core';
import { isDayBlocked, type BlockedDays } from './blocked';
import { DATE_FORMAT, DATE_INPUT_FORMATS, PICKER_LOCALE, PICKER_TEXTS, WEEK_STARTS_ON } from './locale';
import { FieldFeedback } from './field-feedback';
import { PICKER_LOAD_TEXTS, prefetchPickerLibrary, usePickerLibrary } from './lazy-picker';

export const DATE_PICKER_TEXTS = {
  placeholder: 'TT.MM.JJJJ',
  blockedDay: 'Dieser Tag ist gesperrt.',
  required: 'Bitte ein Datum eingeben.',
} as const;

/** What may be typed: `DATE_INPUT_FORMATS` (`dd.MM.yyyy`, `d.M.yyyy`), as date-fns' `parse` reads them. */
const GERMAN_DATE = /^(0?[1-9]|[12]\d|3[01])\.(0?[1-9]|1[0-2])\.(\d{4})$/;

/**
 * Parses what was typed (`23.11.2026`, `1.2.2026`); null unless it is a whole valid date. Two fixed numeric
 * formats need no general parser: date-fns' `parse` (its 30 token parsers, about 5 KiB gz) stays with
 * react-datepicker, loaded on first use (date-picker.test.tsx holds the formats).
 */
export function parseGermanDate(text: string): Date | null {
  const match = GERMAN_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  // 31.02. rolls over into March: not a date. Years before 1000 are typing slips.
  date.setFullYear(year);
  return year >= 1000 && date.getMonth() === month && date.getDate() === day ? date : null;
}

/** What screen readers hear for the week-number column (react-datepicker hard-codes "Week number"). */
const WEEK_COLUMN_TEXT = 'Kalenderwoche';

/** Puts the German name on the week-number column header whenever the library draws it (each month). */
function useGermanWeekColumn(container: HTMLDivElement | null) {
  useLayoutEffect(() => {
    if (!container) return undefined;
    const rename = () => {
      for (const hidden of container.querySelectorAll('.react-datepicker__day-name .react-datepicker__sr-only')) {
        if (hidden.textContent !== WEEK_COLUMN_TEXT) hidden.textContent = WEEK_COLUMN_TEXT;
      }
    };
    rename();
    const observer = new MutationObserver(rename);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container]);
}

/** react-datepicker's popup with a German name (its own says "Choose Date") and a German week column. */
function GermanCalendarContainer({ className, children, inline }: { className?: string; children?: ReactNode; inline?: boolean }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  useGermanWeekColumn(container);
  return (
    <div
      ref={setContainer}
      className={className}
      role={inline ? undefined : 'dialog'}
      aria-modal={inline ? undefined : true}
      aria-label="Datum wählen"
      translate="no"
    >
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

/** A date as the field shows it (`23.11.2026`). */
export function formatGermanDate(date: Date | null): string {
  return date ? format(date, DATE_FORMAT, { locale: dateLocale }) : '';
}

/** Keys that open the calendar from a date field (as react-datepicker does). */
export const OPENING_KEYS: readonly string[] = ['Enter', 'ArrowDown', 'ArrowUp'];

/**
 * The date field as react-datepicker renders it (same wrappers, classes and attributes), shown until
 * the library is loaded: it loads it on focus (prefetch on pointer over) and keeps what is typed.
 */
export function StandInDateInput({
  onOpen,
  onActivate,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; onActivate: () => void; onOpen: () => void }) {
  return (
    <div className="react-datepicker-wrapper">
      <div className="react-datepicker__input-container">
        <input
          type="text"
          autoComplete="off"
          placeholder={DATE_PICKER_TEXTS.placeholder}
          {...input}
          onPointerEnter={prefetchPickerLibrary}
          onFocus={onActivate}
          onClick={onOpen}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (OPENING_KEYS.includes(event.key)) onOpen();
          }}
        />
      </div>
    </div>
  );
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
  const picker = usePickerLibrary([inputId]);
  // What was typed before react-datepicker took over: it shows it until the next change or blur.
  const [draft, setDraft] = useState<string | null>(null);
  const loadId = `${inputId}-laden`;

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

  const handleBlur = () => {
    if (localError === DATE_PICKER_TEXTS.blockedDay) return;
    if (required && !value) setLocalError(DATE_PICKER_TEXTS.required);
  };

  // Typed before the library arrived: what react-datepicker does with a typed text.
  const handleTyped = (text: string) => {
    setDraft(text);
    const typed = parseGermanDate(text);
    const isBlocked = typed !== null && isDayBlocked(typed, blocked);
    setLocalError(isBlocked ? DATE_PICKER_TEXTS.blockedDay : null);
    if (text.trim() === '') handleChange(null);
    else if (typed && !isBlocked) handleChange(typed);
  };

  const describedBy =
    [shownError ? messageId : null, hint ? hintId : null, picker.failed ? loadId : null].filter(Boolean).join(' ') || undefined;
  const ReactDatePicker = picker.library?.ReactDatePicker;

  return (
    <div className={`stempeluhr-datepicker${className ? ` ${className}` : ''}`}>
      <label className="form-label" htmlFor={inputId}>
        {label}
        {required && <span className="visually-hidden"> (Pflichtfeld)</span>}
      </label>
      {ReactDatePicker ? (
        <ReactDatePicker
          {...commonPickerProps()}
          ref={picker.register(inputId)}
          id={inputId}
          name={name}
          selected={value}
          value={draft ?? undefined}
          onChange={(next: Date | null) => {
            setDraft(null);
            handleChange(next);
          }}
          onChangeRaw={(event) => {
            setDraft(null);
            handleRaw(event as ChangeEvent<HTMLInputElement> | undefined);
          }}
          onBlur={() => {
            setDraft(null);
            handleBlur();
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
      ) : (
        <StandInDateInput
          id={inputId}
          name={name}
          value={draft ?? formatGermanDate(value)}
          onChange={(event) => handleTyped(event.target.value)}
          onBlur={() => {
            setDraft(null);
            handleBlur();
          }}
          onActivate={() => picker.request(inputId, false)}
          onOpen={() => picker.request(inputId, true)}
          required={required}
          disabled={disabled}
          className={`form-control${shownError ? ' is-invalid' : ''}`}
          aria-invalid={shownError ? 'true' : undefined}
          aria-describedby={describedBy}
          aria-busy={picker.loading || undefined}
        />
      )}
      <FieldFeedback hint={hint} hintId={hintId} error={shownError} errorId={messageId} />
      {picker.failed && !ReactDatePicker && (
        <div id={loadId} className="form-text text-danger-emphasis" role="alert">
          {PICKER_LOAD_TEXTS.failedTyping}
        </div>
      )}
    </div>
  );
}
