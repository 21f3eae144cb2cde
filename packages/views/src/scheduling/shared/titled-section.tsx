import { Heading } from '@stempeluhr/ui';
import { useId, type ReactNode } from 'react';

/** A scheduling widget: its section, named by its title, with the title's actions on the same line. */
export function TitledSection({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <Heading id={titleId} className="mb-0">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
