import { useEffect, useLayoutEffect, useRef } from 'react';

import { TOAST_DEFAULTS } from './toast';

/** Toast default of the specification: autohide after 5000 ms. */
export const TOAST_HIDE_AFTER_MS = TOAST_DEFAULTS.delay;

export interface Notice {
  /** Changes for every new notice, so the same text shown twice restarts the timer. */
  id: number;
  text: string;
}

/** A small success toast in the corner (independent of the page's scroll position); hides itself. */
export function NoticeToast({
  notice,
  onClose,
  closeLabel = 'Meldung schließen',
}: {
  notice: Notice | null;
  onClose: () => void;
  closeLabel?: string;
}) {
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => close.current(), TOAST_HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <div className="toast-container position-fixed top-0 end-0 p-3" aria-live="polite" aria-atomic="true">
      {notice && (
        <div className="toast show align-items-center text-bg-success border-0" role="status">
          <div className="d-flex">
            <div className="toast-body">{notice.text}</div>
            <button
              type="button"
              className="btn-close btn-close-white me-2 m-auto"
              aria-label={closeLabel}
              onClick={() => close.current()}
            />
          </div>
        </div>
      )}
    </div>
  );
}
