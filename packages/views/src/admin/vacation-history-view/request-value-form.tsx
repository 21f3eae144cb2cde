import { SubmitButton } from '@stempeluhr/ui';
import { useId, useRef, useState } from 'react';
import { VACATION_HISTORY_TEXTS as T } from './vacation-history-view.texts';
import { parseRequestValue } from './vacation-requests';

export interface RequestValueFormProps {
  /** The field's text (the item keeps it: a saved day's answer updates it). */
  value: string;
  onValue: (text: string) => void;
  /** A write of this request runs: its day (`day`) or its value (`value`, the button's spinner). */
  busy: 'day' | 'value' | null;
  /** Set for a deleted user: the controls are off and described by this text. */
  hintId?: string;
  /** A valid value: halves of days, or null (the server sums the counted days). */
  onSave: (value: number | null) => void;
}

/** „Tage des Antrags“ and „Antrag speichern“; an invalid value is said at the field, which gets the focus. */
export function RequestValueForm({ value, onValue, busy, hintId, onSave }: RequestValueFormProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const deleted = hintId !== undefined;
  return (
    <form
      noValidate
      className="d-flex flex-wrap align-items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseRequestValue(value);
        setError(parsed.ok ? null : parsed.message);
        if (parsed.ok) onSave(parsed.value);
        else field.current?.focus();
      }}
    >
      <div className="col-12 col-sm-6 col-lg-4">
        <label htmlFor={id} className="form-label small mb-1">
          {T.valueLabel}
        </label>
        <input
          ref={field}
          id={id}
          className={`form-control form-control-sm text-end tabular-nums${error ? ' is-invalid' : ''}`}
          inputMode="decimal"
          value={value}
          disabled={deleted}
          readOnly={busy !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : null, hintId].filter(Boolean).join(' ')}
          onChange={(event) => onValue(event.target.value)}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
        <div id={`${id}-hint`} className="form-text">
          {T.valueHint}
        </div>
      </div>
      <SubmitButton className="btn-sm mt-sm-4" pending={busy === 'value'} disabled={deleted || busy !== null} aria-describedby={hintId}>
        {T.saveRequest}
      </SubmitButton>
    </form>
  );
}
