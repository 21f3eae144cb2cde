import { useId, useState } from 'react';
import { ADMIN_TEXTS } from '../texts';

/** The reason field's length limit (a VARCHAR(255) column on the server). */
export const BLOCKED_REASON_MAX = 255;

export interface LockedUserProps {
  /** Whether the user is locked when the page opens. */
  locked?: boolean;
  /** The stored blocked reason. */
  reason?: string;
  /** Read-only, e.g. for a deleted user. */
  disabled?: boolean;
}

/**
 * Lock toggle inside the server's user form. Submits `locked` (`0` or `1`) and `blocked_reason`
 * (empty while unlocked; what was typed is kept when the switch is toggled back).
 */
export function LockedUser({ locked = false, reason = '', disabled = false }: LockedUserProps) {
  const [isLocked, setLocked] = useState(Boolean(locked));
  const [text, setText] = useState(typeof reason === 'string' ? reason : '');
  const [touched, setTouched] = useState(false);
  const switchId = useId();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const missing = isLocked && text.trim() === '';

  return (
    <fieldset className="mb-3" disabled={disabled}>
      <input type="hidden" name="locked" value="0" />
      <div className="form-check form-switch">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id={switchId}
          name="locked"
          value="1"
          checked={isLocked}
          onChange={(event) => setLocked(event.target.checked)}
          aria-describedby={`${switchId}-hint`}
        />
        <label className="form-check-label" htmlFor={switchId}>
          {ADMIN_TEXTS.lockedLabel}
        </label>
        <div id={`${switchId}-hint`} className="form-text mt-0">
          {ADMIN_TEXTS.lockedHint}
        </div>
      </div>
      {isLocked ? (
        <div className="mt-2">
          <label className="form-label" htmlFor={reasonId}>
            {ADMIN_TEXTS.reasonLabel}
          </label>
          <textarea
            id={reasonId}
            name="blocked_reason"
            className={`form-control${touched && missing ? ' is-invalid' : ''}`}
            rows={2}
            maxLength={BLOCKED_REASON_MAX}
            required
            value={text}
            aria-describedby={`${hintId}${touched && missing ? ` ${errorId}` : ''}`}
            aria-invalid={touched && missing}
            onChange={(event) => {
              setText(event.target.value);
              event.target.setCustomValidity(event.target.value.trim() === '' ? ADMIN_TEXTS.reasonRequired : '');
            }}
            onBlur={() => setTouched(true)}
            onInvalid={(event) => {
              event.currentTarget.setCustomValidity(ADMIN_TEXTS.reasonRequired);
              setTouched(true);
            }}
          />
          {touched && missing && (
            <div id={errorId} className="invalid-feedback">
              {ADMIN_TEXTS.reasonRequired}
            </div>
          )}
          <div id={hintId} className="form-text d-flex justify-content-between">
            <span>{ADMIN_TEXTS.reasonHint}</span>
            <span className="font-monospace">
              {text.length}/{BLOCKED_REASON_MAX}
            </span>
          </div>
        </div>
      ) : (
        <input type="hidden" name="blocked_reason" value="" />
      )}
    </fieldset>
  );
}
