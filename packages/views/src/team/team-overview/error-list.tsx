import { TEXTS, reloadPage, type ApiError } from '@stempeluhr/core';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { TEAM_OVERVIEW_TEXTS as T } from './team-overview.texts';

/** Every message of a failed server write, as the dialog's list shows them. */
export function serverMessages(error: ApiError): string[] {
  const all = [error.message, ...error.messages, ...Object.values(error.fieldErrors).flat()];
  return all.filter((message, index) => message.trim() !== '' && all.indexOf(message) === index);
}

/** The dialog's error list (legacy: the client's and the server's messages in one red list). */
export function ErrorList({ id, messages, session = false }: { id?: string; messages: string[]; session?: boolean }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="alert alert-danger text-break" role="alert">
      <strong className="d-block">{T.errorsHeading}</strong>
      <ul className="mb-0 mt-1" aria-label={T.errorsHeading}>
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
      {session && (
        <button type="button" className="btn btn-sm btn-danger mt-2" onClick={reloadPage}>
          {TEXTS.reload}
        </button>
      )}
    </div>
  );
}

/**
 * The server's refusal of the last submit, for the dialog's list. The next submit, valid or not,
 * hides it (the legacy list showed only the latest attempt's messages).
 */
export function useServerRefusal<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>) {
  const [refusal, setRefusal] = useState<{ error: ApiError; submit: number } | null>(null);
  const submitCount = form.formState.submitCount;
  return {
    error: refusal && refusal.submit === submitCount ? refusal.error : null,
    // Called while a submit runs: react-hook-form counts that submit when it ends.
    refuse: (error: ApiError) => setRefusal({ error, submit: form.formState.submitCount + 1 }),
    clear: () => setRefusal(null),
  };
}
