import { useDraft, useSingleFlight } from '@stempeluhr/core';
import { ApiErrorAlert, Heading, StateBadge, SubmitButton } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useFinishBusinessTrip } from '../api/finish-business-trip';
import { useStartBusinessTrip } from '../api/start-business-trip';
import { WELCOME_TEXTS as T } from '../texts/welcome';
import { announceClockingsChanged } from './tab-sync';

/** Longest comment accepted (a VARCHAR(255) column on the server). */
export const TRIP_COMMENT_MAX = 255;

/**
 * Short business trip (spec §4): start with a comment sets the state true and clears any error; a
 * failed start shows the response body as the error (as text) and keeps the comment; finish sets the
 * state false and clears the comment.
 */
export interface BusinessTripProps {
  running: boolean;
  /** The running trip's comment from the server (shown when the page was opened during a trip). */
  runningComment?: string | null;
  offline?: boolean;
}

export function BusinessTrip({ running, runningComment = null, offline = false }: BusinessTripProps) {
  // A comment typed before the session expired comes back after the reload.
  const draft = useDraft<string>('dienstreise');
  const [comment, setComment] = useState(draft ?? '');
  const id = useId();
  const start = useStartBusinessTrip();
  const finish = useFinishBusinessTrip();
  const busy = start.pending || finish.pending || offline;

  const send = useSingleFlight(async (action: 'start' | 'finish') => {
    start.reset();
    finish.reset();
    const result = action === 'start' ? await start.run(comment) : await finish.run();
    if (!result.ok) return;
    if (action === 'finish') setComment('');
    announceClockingsChanged();
  });

  // A failed start shows the server's answer (its text, message or list) as the error (spec §8).
  const error = start.error ?? finish.error;
  const errorId = `${id}-error`;

  return (
    <section className="card h-100" aria-labelledby={`${id}-heading`}>
      <form
        className="card-body"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in the comment field starts a trip; finishing takes the button.
          if (!running && !busy) void send('start');
        }}
      >
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
          <Heading id={`${id}-heading`} className="mb-0 me-auto">
            {T.tripHeading}
          </Heading>
          {running ? <StateBadge state="running" label={T.tripRunning} /> : null}
        </div>
        <label className="form-label" htmlFor={id}>
          {T.tripComment}
        </label>
        <div className="d-flex flex-column flex-sm-row gap-2">
          <input
            id={id}
            type="text"
            className={`form-control${start.error ? ' is-invalid' : ''}`}
            value={running && comment === '' ? (runningComment ?? '') : comment}
            maxLength={TRIP_COMMENT_MAX}
            readOnly={running}
            aria-invalid={start.error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
            onChange={(event) => setComment(event.target.value)}
          />
          {running ? (
            <SubmitButton
              type="button"
              variant="outline-secondary"
              className="text-nowrap"
              pending={finish.pending}
              disabled={busy}
              onClick={() => void send('finish')}
            >
              {finish.pending ? T.tripFinishing : T.tripFinish}
            </SubmitButton>
          ) : (
            <SubmitButton variant="outline-primary" className="text-nowrap" pending={start.pending} disabled={busy}>
              {start.pending ? T.tripStarting : T.tripStart}
            </SubmitButton>
          )}
        </div>
        <div id={`${id}-hint`} className="form-text">
          {T.tripCommentHint}
        </div>
        {error && (
          <div id={errorId} className="mt-2">
            <ApiErrorAlert
              error={error}
              onDismiss={() => {
                start.reset();
                finish.reset();
              }}
            />
          </div>
        )}
      </form>
    </section>
  );
}
