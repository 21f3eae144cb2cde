import { useEffect, useRef } from 'react';
import { DAY_TEXTS } from '../texts/day';

/** Toast default of the specification: autohide after 5000 ms. */
export const TOAST_HIDE_AFTER_MS = 5000;

export interface Notice {
  /** Changes for every new notice, so the same text shown twice restarts the timer. */
  id: number;
  text: string;
}

/** A small success toast in the corner (independent of the page's scroll position); hides itself. */
export function SuccessToast({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const close = useRef(onClose);
  close.current = onClose;
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
              aria-label={DAY_TEXTS.notificationClose}
              onClick={() => close.current()}
            />
          </div>
        </div>
      )}
    </div>
  );
}
