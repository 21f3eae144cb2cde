import { useId, useState } from 'react';
import type { ClockTime } from '@stempeluhr/core';
import { FieldFeedback } from './field-feedback';

/** 1 = hours, 2 = hours and minutes (default), 3 = with seconds. */
export type TimeAccuracy = 1 | 2 | 3;
export const DEFAULT_TIME_ACCURACY: TimeAccuracy = 2;

const FORMATS: Record<TimeAccuracy, string> = { 1: 'HH', 2: 'HH:MM', 3: 'HH:MM:SS' };
const PATTERNS: Record<TimeAccuracy, RegExp> = {
  1: /^(\d{1,2})$/,
  2: /^(\d{1,2})[:.,](\d{2})$/,
  3: /^(\d{1,2})[:.,](\d{2})[:.,](\d{2})$/,
};
/** The same rules for the input's `pattern` attribute. */
const HTML_PATTERNS: Record<TimeAccuracy, string> = {
  1: '[0-9]{1,2}',
  2: '[0-9]{1,2}[:.,][0-9]{2}',
  3: '[0-9]{1,2}[:.,][0-9]{2}[:.,][0-9]{2}',
};

export function timeFormatHint(accuracy: TimeAccuracy): string {
  return FORMATS[accuracy];
}

/** "Bitte Uhrzeit im Format HH:MM eingeben." */
export function timeFormatMessage(accuracy: TimeAccuracy): string {
  return `Bitte Uhrzeit im Format ${FORMATS[accuracy]} eingeben.`;
}

export const TIME_PICKER_TEXTS = { required: 'Bitte Uhrzeit eingeben.' } as const;

function normaliseAccuracy(value: unknown): TimeAccuracy {
  return value === 1 || value === 2 || value === 3 ? value : DEFAULT_TIME_ACCURACY;
}

/** Parses `8`, `08:05`, `8.05`, `8,05`, `08:05:30` as the accuracy asks; null for anything else. */
export function parseTimeInput(text: string, accuracy: TimeAccuracy = DEFAULT_TIME_ACCURACY): ClockTime | null {
  const match = PATTERNS[normaliseAccuracy(accuracy)].exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return { hours, minutes, seconds };
}

/** `08`, `08:05` or `08:05:30`. */
export function formatTimeValue(time: ClockTime, accuracy: TimeAccuracy = DEFAULT_TIME_ACCURACY): string {
  const parts = [time.hours, time.minutes, time.seconds].slice(0, normaliseAccuracy(accuracy));
  return parts.map((n) => String(n).padStart(2, '0')).join(':');
}

export interface TimePickerProps {
  label: string;
  /** `HH`, `HH:MM` or `HH:MM:SS` (per accuracy), or '' for none. */
  value: string;
  /** Called with the normalised time whenever the text is a valid time, and with '' when emptied. */
  onChange: (value: string, time: ClockTime | null) => void;
  /** 1 = hours, 2 = minutes (default), 3 = seconds. */
  accuracy?: TimeAccuracy;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  hint?: string;
  /** An error from outside (e.g. the server's 422) shown at the field. */
  error?: string | null;
  className?: string;
}

/**
 * A time text field. Invalid input gets a German message at the field on leaving it; what was typed
 * stays in the field.
 */
export function TimePicker({
  label,
  value,
  onChange,
  accuracy: requestedAccuracy = DEFAULT_TIME_ACCURACY,
  required = false,
  disabled = false,
  id,
  name,
  hint,
  error,
  className,
}: TimePickerProps) {
  const accuracy = normaliseAccuracy(requestedAccuracy);
  const ownId = useId();
  const inputId = id ?? `${ownId}-zeit`;
  const messageId = `${inputId}-meldung`;
  const hintId = `${inputId}-hinweis`;
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const [message, setMessage] = useState<string | null>(null);

  // A new value prop replaces the text unless the text already means that value.
  if (value !== lastValue) {
    setLastValue(value);
    const current = parseTimeInput(text, accuracy);
    if (!(current && formatTimeValue(current, accuracy) === value)) {
      setText(value);
      setMessage(null);
    }
  }

  const check = (next: string): string | null => {
    if (next.trim() === '') return required ? TIME_PICKER_TEXTS.required : null;
    return parseTimeInput(next, accuracy) ? null : timeFormatMessage(accuracy);
  };

  const handleChange = (next: string) => {
    setText(next);
    // Once a message shows, it follows the typing; before, it waits for the field to be left.
    if (message) setMessage(check(next));
    const time = parseTimeInput(next, accuracy);
    if (time) {
      const normalised = formatTimeValue(time, accuracy);
      if (normalised !== value) onChange(normalised, time);
    } else if (next.trim() === '' && !required) {
      if (value !== '') onChange('', null);
    }
  };

  const handleBlur = () => {
    const problem = check(text);
    setMessage(problem);
    const time = parseTimeInput(text, accuracy);
    if (time) setText(formatTimeValue(time, accuracy));
  };

  const shownError = error || message;
  const describedBy = [shownError ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`stempeluhr-timepicker${className ? ` ${className}` : ''}`}>
      <label className="form-label" htmlFor={inputId}>
        {label}
        {required && <span className="visually-hidden"> (Pflichtfeld)</span>}
      </label>
      <input
        id={inputId}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`form-control tabular-nums${shownError ? ' is-invalid' : ''}`}
        placeholder={FORMATS[accuracy]}
        pattern={HTML_PATTERNS[accuracy]}
        title={`Format ${FORMATS[accuracy]}`}
        required={required}
        disabled={disabled}
        value={text}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => handleChange(event.target.value)}
        onBlur={handleBlur}
      />
      <FieldFeedback hint={hint} hintId={hintId} error={shownError} errorId={messageId} />
    </div>
  );
}
