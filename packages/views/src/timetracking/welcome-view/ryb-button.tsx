import { navigateTo } from '@stempeluhr/core';
import { Heading } from '@stempeluhr/ui';
import { useId } from 'react';
import { WELCOME_TEXTS as T } from '../texts/welcome';

/** Spec §2/§9: the rating intensity survey. */
export const RYB_URL = '/ryb/intensity';

/**
 * The rating ("ryb") button, with one line on what is rated. rybVoted: says it is done; rybAllowed false: disabled with the reason
 * visible (spec §6 leaves the exact behaviour open; this is our choice).
 */
export function RybButton({ allowed, voted, href = RYB_URL }: { allowed: boolean; voted: boolean; href?: string }) {
  const hintId = useId();
  const reason = voted ? T.rybVotedHint : allowed ? null : T.rybNotAllowed;
  return (
    <section className="card h-100" aria-labelledby={`${hintId}-heading`}>
      <div className="card-body d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto">
          <Heading id={`${hintId}-heading`} className="mb-1">
            {T.rybHeading}
          </Heading>
          <p className="small text-body-secondary mb-0">{T.rybLead}</p>
        </div>
        {/* Outline: the clock's button is the one solid action of the screen (UX.md). */}
        <button
          type="button"
          className={`btn ${voted ? 'btn-outline-success' : 'btn-outline-primary'}`}
          disabled={voted || !allowed}
          aria-describedby={reason ? hintId : undefined}
          onClick={() => navigateTo(href)}
        >
          {voted ? T.rybVoted : T.rybButton}
        </button>
        {reason ? (
          <p id={hintId} className="w-100 small text-body-secondary mb-0">
            {reason}
          </p>
        ) : null}
      </div>
    </section>
  );
}
