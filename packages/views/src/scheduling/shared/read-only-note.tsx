import type { ReactNode } from 'react';

/** The schedulers' read-only note: an info box with a lock, not a muted line that is easy to miss. */
export function ReadOnlyNote({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="alert alert-info d-flex align-items-start gap-2 py-2 mb-2">
      <span aria-hidden="true">🔒</span>
      <span>{children}</span>
    </p>
  );
}
