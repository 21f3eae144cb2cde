import { SubmitButton } from '@stempeluhr/ui';
import { VACATION_HISTORY_TEXTS as T } from './vacation-history-view.texts';

export interface RequestValueFormProps {
  /** Id of the value field. */
  id: string;
  value: string;
  onValue: (text: string) => void;
  error: string | null;
  deleted: boolean;
  /** A write of this request runs (its day or its value). */
  pending: boolean;
  /** The value's own write runs (the button's spinner). */
  saving: boolean;
  /** Id of the text saying why the controls can't be used (deleted user). */
  hintId?: string;
  onSubmit: () => void;
}

/** „Tage des Antrags“ and „Antrag speichern“. */
export function RequestValueForm({ id, value, onValue, error, deleted, pending, saving, hintId, onSubmit }: RequestValueFormProps) {
  return (
    <form
      noValidate
      className="d-flex flex-wrap align-items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="col-12 col-sm-6 col-lg-4">
        <label htmlFor={id} className="form-label small mb-1">
          {T.valueLabel}
        </label>
        <input
          id={id}
          className={`form-control form-control-sm text-end tabular-nums${error ? ' is-invalid' : ''}`}
          inputMode="decimal"
          value={value}
          disabled={deleted}
          readOnly={pending}
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
      <SubmitButton className="btn-sm mt-sm-4" pending={saving} disabled={deleted || pending} aria-describedby={hintId}>
        {T.saveRequest}
      </SubmitButton>
    </form>
  );
}
