import { TEXTS, reloadPage, useApiMutation, type TagProps } from '@stempeluhr/core';
import { SubmitButton } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { sendChecklistMail } from '../api/send-checklist-mail';
import { SEND_CHECKLIST_MAIL_BUTTON_TEXTS as T } from './send-checklist-mail-button.texts';
import type { sendChecklistMailButtonTag } from './send-checklist-mail-button.tag';

export type SendChecklistMailButtonProps = TagProps<typeof sendChecklistMailButtonTag>;

/**
 * Sends the checklist report by mail: posts `{id}` to the page's route. The button is disabled after
 * the first click; after a failure it can be pressed again (nothing was sent). The page may change
 * `checklist-id` (the report beside it tells which checklist it shows): another checklist's report
 * can be sent once more.
 */
export function SendChecklistMailButton({ checklistId, route }: SendChecklistMailButtonProps) {
  const [sentFor, setSentFor] = useState<number | null>(null);
  const sent = sentFor === checklistId;
  const hintId = useId();
  // The answer is not read (spec §7): any 2xx is a sent mail. Nothing the views show changes.
  const write = useApiMutation({
    mutationFn: sendChecklistMail,
    failureText: T.failed,
    event: () => ['saved', { what: 'checklist-mail', id: checklistId }],
    onSuccess: (_data, input) => setSentFor(input.id),
  });
  const { error } = write;
  // A 422's messages besides its summary (Laravel's `errors`): the reasons the server gives.
  const details = error ? [...error.messages, ...Object.values(error.fieldErrors).flat()].filter((m) => m !== error.message) : [];

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <SubmitButton
        type="button"
        pending={write.pending}
        disabled={sent}
        aria-describedby={sent ? hintId : undefined}
        onClick={() => void write.run({ route, id: checklistId })}
      >
        {write.pending ? T.sending : T.send}
      </SubmitButton>
      {sent && (
        <span id={hintId} className="text-success" role="status">
          {T.sent} <span className="small text-body-secondary">{T.alreadySent}</span>
        </span>
      )}
      {error && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 mb-0 py-2 text-break" role="alert">
          <div className="flex-grow-1">
            <strong className="d-block">{T.failed}</strong>
            {error.message !== T.failed && <span className="small">{error.message}</span>}
            {details.length > 0 && (
              <ul className="small mb-0 mt-1">
                {details.map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ul>
            )}
          </div>
          {error.kind === 'session' && (
            <button type="button" className="btn btn-sm btn-danger" onClick={reloadPage}>
              {TEXTS.reload}
            </button>
          )}
          <button type="button" className="btn-close" aria-label={TEXTS.close} onClick={write.reset} />
        </div>
      )}
    </div>
  );
}
