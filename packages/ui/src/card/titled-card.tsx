import { useId, type ReactNode } from 'react';
import { Heading } from '../heading/heading';

export interface TitledCardProps {
  /** The widget's title, at the tag's heading level (`heading-level`). */
  title: ReactNode;
  /** Beside the title in the header, e.g. „Neuer Eintrag“ (wraps below it when narrow). */
  actions?: ReactNode;
  className?: string;
  /** The card's body: a `card-body`, a list group, … */
  children: ReactNode;
}

/** A widget as a card with its title in the header: a region named by that title. */
export function TitledCard({ title, actions, className, children }: TitledCardProps) {
  const titleId = useId();
  return (
    <section className={`card${className ? ` ${className}` : ''}`} aria-labelledby={titleId}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <Heading id={titleId} className="mb-0 me-auto">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
