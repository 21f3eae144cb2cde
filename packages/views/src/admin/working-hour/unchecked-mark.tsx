import { TEXTS, type ApiError } from '@stempeluhr/core';
import type { ReactNode } from 'react';
import { WORKING_HOUR_TEXTS as T } from './working-hour.texts';

/**
 * The hint of a field the dialog could not read from the list entry (issue 23 point 8): a „bitte prüfen“
 * badge before the field's own hint, read with the field (it is part of the hint the field is described by).
 */
export function withUncheckedMark(unchecked: boolean, hint?: ReactNode): ReactNode {
  if (!unchecked) return hint;
  return (
    <>
      <span className="badge text-bg-warning" title={T.uncheckedTitle}>
        {T.unchecked}
      </span>
      {hint ? <> {hint}</> : null}
    </>
  );
}

/** The control's class with a warning border while its value is one the dialog could not read. */
export const uncheckedClass = (unchecked: boolean, className: string) => (unchecked ? `${className} border-warning` : className);

/**
 * The server's list names no field of the form, so no field is marked: the banner says what the heading
 * and the list say, without the generic „Bitte die markierten Eingaben prüfen.“ (issue 23 point 9).
 */
export const withoutMarkedHint = (error: ApiError): ApiError =>
  error.message === TEXTS.validation && error.messages.length + Object.keys(error.fieldErrors).length > 0
    ? { ...error, message: '' }
    : error;
