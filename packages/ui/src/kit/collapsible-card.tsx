import { useId, useState, type ReactNode } from 'react';

export interface CollapsibleCardProps {
  /** The card's title, the text of its toggle button. */
  title: ReactNode;
  /** Shown in the toggle after the title, e.g. a sum badge (give it a text for screen readers). */
  aside?: ReactNode;
  /** Controlled: open or shut. Without it the card keeps its own state from `defaultOpen`. */
  open?: boolean;
  defaultOpen?: boolean;
  onToggle?: (open: boolean) => void;
  /** The heading element around the toggle (default h2; a page fits it into its outline). */
  headingAs?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  /** The id of the heading (labels the section); generated when missing. */
  titleId?: string;
  className?: string;
  bodyClassName?: string;
  /** Rendered only while open (a shut card loads nothing). */
  children: ReactNode;
}

/**
 * A card whose header is one button (`aria-expanded`, ▸/▾) that shows and hides its body: the pattern
 * of the admin panels that a user page stacks (points, incidents, helpdesk weeks).
 */
export function CollapsibleCard({
  title,
  aside,
  open: controlled,
  defaultOpen = false,
  onToggle,
  headingAs: Heading = 'h2',
  titleId,
  className,
  bodyClassName = 'card-body',
  children,
}: CollapsibleCardProps) {
  const ownId = useId();
  const headingId = titleId ?? `${ownId}-title`;
  const bodyId = `${ownId}-body`;
  const [own, setOwn] = useState(defaultOpen);
  const open = controlled ?? own;
  const toggle = () => {
    setOwn(!open);
    onToggle?.(!open);
  };
  return (
    <section className={`card${className ? ` ${className}` : ''}`} aria-labelledby={headingId}>
      <Heading className="card-header h6 m-0 p-0" id={headingId}>
        <button
          type="button"
          className="btn text-reset w-100 text-start d-flex flex-wrap align-items-center gap-2 border-0 rounded-0 px-3 py-2"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
        >
          {/* The caret sits in the title's box: a title that wraps takes it along (never ▾ alone on a line). */}
          <span className="fw-semibold">
            <span aria-hidden="true" className="text-body-secondary fw-normal me-2">
              {open ? '▾' : '▸'}
            </span>
            {title}
          </span>
          {aside}
        </button>
      </Heading>
      <div id={bodyId} className={bodyClassName} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
