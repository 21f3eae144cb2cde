import type { ApiError } from '@stempeluhr/core';
import { ApiErrorAlert } from './feedback';

export interface ServerErrorListProps {
  error: ApiError;
  /** The heading above the list, e.g. „Bitte folgende Fehler korrigieren:“ (also the list's name). */
  heading: string;
}

/**
 * A server whose create and update errors come back as a list (a 422): the messages as a red list
 * under a heading, as the spec shows them. Any other failure (session, network, 500) is the usual alert.
 */
export function ServerErrorList({ error, heading }: ServerErrorListProps) {
  if (error.kind !== 'validation') return <ApiErrorAlert error={error} />;
  const list = [...error.messages, ...Object.values(error.fieldErrors).flat()];
  const messages = list.length > 0 ? list : [error.message];
  return (
    <div className="alert alert-danger text-break" role="alert">
      <strong className="d-block">{heading}</strong>
      <ul className="mb-0 mt-1" aria-label={heading}>
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
