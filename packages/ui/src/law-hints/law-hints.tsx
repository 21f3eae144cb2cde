import { useId } from 'react';

/** One working-time-law hint as the views show it (the rules live in views/src/domain/worktime-law). */
export interface LawHint {
  /** Stable key: `max-work`, `break`, `rest`. */
  kind: string;
  /** A few words for a badge: "Pause fehlt". */
  short: string;
  /** The whole sentence. */
  text: string;
  /** The legal source, e.g. "§ 4 ArbZG". */
  source: string;
}

export const LAW_HINT_TEXTS = {
  heading: 'Hinweise zum Arbeitszeitgesetz',
  badgeTitle: 'Hinweis zum Arbeitszeitgesetz',
  notBlocking: 'Nur ein Hinweis: Buchungen bleiben möglich.',
} as const;

/** The hints of a day as a warning box (a list, each with its §); nothing when there are none. */
export function LawHints({ hints, className = '' }: { hints: readonly LawHint[]; className?: string }) {
  const headingId = useId();
  if (hints.length === 0) return null;
  return (
    <section className={`alert alert-warning py-2 px-3 mb-0 small ${className}`} aria-labelledby={headingId} data-testid="law-hints">
      <h3 id={headingId} className="h6 mb-1 d-flex align-items-center gap-2">
        <span aria-hidden="true">⚠</span>
        {LAW_HINT_TEXTS.heading}
      </h3>
      <ul className="mb-1 ps-3">
        {hints.map((hint) => (
          <li key={hint.kind}>
            {hint.text} <span className="text-body-secondary text-nowrap">({hint.source})</span>
          </li>
        ))}
      </ul>
      <p className="mb-0 text-body-secondary">{LAW_HINT_TEXTS.notBlocking}</p>
    </section>
  );
}

/** The hints as small badges (a day row's heading); the full sentence in the title and for screen readers. */
export function LawHintBadges({ hints }: { hints: readonly LawHint[] }) {
  if (hints.length === 0) return null;
  return (
    <>
      {hints.map((hint) => (
        <span key={hint.kind} className="badge text-bg-warning" title={`${hint.text} (${hint.source})`}>
          <span aria-hidden="true">⚠ </span>
          {hint.short}
          <span className="visually-hidden">
            : {hint.text} ({hint.source})
          </span>
        </span>
      ))}
    </>
  );
}
