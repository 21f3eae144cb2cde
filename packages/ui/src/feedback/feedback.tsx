import { TEXTS, reloadPage, type ApiError } from '@stempeluhr/core';
import type { ReactNode } from 'react';

export interface ApiErrorAlertProps {
  error: ApiError;
  /** Offered as "Erneut versuchen" for reads; not for writes (a write is never replayed on its own). */
  onRetry?: () => void;
  onDismiss?: () => void;
  /** Heading above a list of several messages. */
  heading?: string;
}

/**
 * Shows a normalised API error as text: the session case offers a reload, a read offers a retry,
 * field errors that matched no field and the server's messages are listed.
 */
export function ApiErrorAlert({ error, onRetry, onDismiss, heading }: ApiErrorAlertProps) {
  const list = [...error.messages, ...Object.values(error.fieldErrors).flat()].filter((m) => m !== error.message);
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-start gap-2 text-break" role="alert">
      <div className="stempeluhr-alert-text">
        {heading && list.length > 0 ? <strong className="d-block">{heading}</strong> : null}
        <span>{error.message}</span>
        {list.length > 0 && (
          <ul className="mb-0 mt-1">
            {list.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      {error.kind === 'session' ? (
        <button type="button" className="btn btn-sm btn-danger" onClick={reloadPage}>
          {TEXTS.reload}
        </button>
      ) : onRetry ? (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          {TEXTS.retry}
        </button>
      ) : null}
      {onDismiss && <button type="button" className="btn-close" aria-label={TEXTS.close} onClick={onDismiss} />}
    </div>
  );
}

/** The spec's loader where it names one: a spinner with German text. */
export function Loader({ label = TEXTS.loading }: { label?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 text-body-secondary py-3" role="status" aria-busy="true">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** A placeholder shaped like a table or list while its data loads. */
export function PlaceholderRows({ rows = 5 }: { rows?: number }) {
  return (
    <div className="placeholder-glow" aria-busy="true" role="status">
      <span className="visually-hidden">{TEXTS.loading}</span>
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="placeholder col-12 mb-2 d-block" style={{ height: '2rem' }} />
      ))}
    </div>
  );
}

/** What to show when there is nothing yet, and what to do about it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="text-body-secondary fst-italic my-3">{children}</p>;
}
