import type { ReactNode } from 'react';

/** The hint under a field and its error message, linked to the input through their ids. */
export function FieldFeedback({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: ReactNode; errorId: string }) {
  return (
    <>
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </>
  );
}
