import { type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_TEXTS } from '../texts';
import { lockedUserTag } from './locked-user.tag';

/** The reason field's length limit (a VARCHAR(255) column on the server). */
export const BLOCKED_REASON_MAX = 255;

export type LockedUserProps = TagProps<typeof lockedUserTag>;

/**
 * Lock toggle inside the server's user form. Submits `locked` (`0` or `1`) and `blocked_reason`
 * (empty while unlocked; what was typed is kept when the switch is toggled back).
 * A reason is asked for only when the admin switches the lock on here (issue 23 point 7): a user
 * who is already locked without a stored reason does not block the rest of the server form.
 */
function LockedUserImpl({ locked, reason, disabled }: ViewProps<typeof lockedUserTag>) {
  const [isLocked, setLocked] = useState(Boolean(locked));
  const [text, setText] = useState(typeof reason === 'string' ? reason : '');
  const [touched, setTouched] = useState(false);
  /** True once the admin switched the lock on in this form (not for a lock the page brought). */
  const [switchedOn, setSwitchedOn] = useState(false);
  const switchId = useId();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const missing = isLocked && switchedOn && text.trim() === '';
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // Also for spaces only, and again when the field comes back after the switch went off and on.
    field.current?.setCustomValidity(missing ? ADMIN_TEXTS.reasonRequired : '');
  }, [missing, isLocked]);

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
          onChange={(event) => {
            setLocked(event.target.checked);
            setSwitchedOn(event.target.checked);
            if (!event.target.checked) setTouched(false);
          }}
          aria-describedby={`${switchId}-hint`}
        />
        <label className="form-check-label" htmlFor={switchId}>
          {ADMIN_TEXTS.lockedLabel}
        </label>
        {/* The switch tells screen readers its state itself; this says it in words for the eye. */}
        <span className={`badge ms-2 ${isLocked ? 'text-bg-danger' : 'text-bg-light border'}`} aria-hidden="true">
          {isLocked ? ADMIN_TEXTS.stateLocked : ADMIN_TEXTS.stateActive}
        </span>
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
            ref={field}
            id={reasonId}
            name="blocked_reason"
            className={`form-control${touched && missing ? ' is-invalid' : ''}`}
            rows={2}
            maxLength={BLOCKED_REASON_MAX}
            required={switchedOn}
            value={text}
            aria-describedby={`${hintId}${touched && missing ? ` ${errorId}` : ''}`}
            aria-invalid={touched && missing}
            onChange={(event) => {
              setText(event.target.value);
            }}
            onBlur={() => setTouched(true)}
            onInvalid={() => setTouched(true)}
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

/** The view with its contract's defaults filled in: they live only in the contract. */
export const LockedUser = withDefaults(lockedUserTag, LockedUserImpl);
