import type { KeyboardEvent } from 'react';
// Plain named imports: the standalone build turns them into react-bootstrap's single modules (tsup.config.ts).
import { Modal } from 'react-bootstrap';
import type { ModalProps } from 'react-bootstrap';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]';

/** The elements of `root` that Tab reaches, in document order (shown ones where the browser can tell). */
export function tabbablesOf(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.tabIndex >= 0 && (el.checkVisibility?.() ?? true));
}

/**
 * Tab on the dialog's last element goes to its first, Shift+Tab on the first to the last, at once.
 * (react-bootstrap only pulls the focus back after it has landed outside, a moment later: fast typists
 * and screen readers met the page behind the dialog first.)
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = tabbablesOf(event.currentTarget);
  if (items.length === 0) return;
  const active = document.activeElement;
  const atEdge = event.shiftKey ? active === items[0] || !event.currentTarget.contains(active) : active === items[items.length - 1];
  if (!atEdge) return;
  // The first element from the other end that takes the focus (one hidden by CSS does not).
  for (const next of event.shiftKey ? [...items].reverse() : items) {
    next.focus();
    if (document.activeElement === next) {
      event.preventDefault();
      return;
    }
  }
}

function TabTrappingModal({ onKeyDown, className, ...props }: ModalProps) {
  return (
    <Modal
      {...props}
      // Outside the widget's container (in <body>): marked, so our scoped rules (the Bootstrap 4 supplement) reach it.
      className={className ? `stempeluhr-layer ${className}` : 'stempeluhr-layer'}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        onKeyDown?.(event);
        keepTabInside(event);
      }}
    />
  );
}

/**
 * react-bootstrap's Modal (with Header, Title, Body, Footer) whose Tab order wraps inside the dialog.
 * Every dialog of the views uses this one (ESLint refuses react-bootstrap's Modal in views).
 */
const TrappedModal = /* @__PURE__ */ Object.assign(TabTrappingModal, {
  Header: Modal.Header,
  Title: Modal.Title,
  Body: Modal.Body,
  Footer: Modal.Footer,
});
export { TrappedModal as Modal };
