import { useWidgetEvent, withDefaults, type TagProps, type ViewProps } from '@stempeluhr/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FLASH_TYPES, flashMessageTag } from './flash-message.tag';

export { FLASH_TYPES };

/** The flash message disappears after this long (spec: 3000 ms). */
export const FLASH_HIDE_AFTER_MS = 3000;

export type FlashType = (typeof FLASH_TYPES)[number];

export type FlashMessageProps = TagProps<typeof flashMessageTag>;

/** A sign per type, so the kind of message is not told by colour alone (as the toasts do). */
const FLASH_ICON: Record<FlashType, string> = { success: '✓', danger: '✕', warning: '⚠', info: 'ℹ' };

/** The server's flash message bar: hides after 3 seconds or on click. */
function FlashMessageImpl({ message, type }: ViewProps<typeof flashMessageTag>) {
  // A new message or type shows the bar again: hidden is remembered per message, not as a flag.
  const shown = `${type}\u0000${String(message)}`;
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  const emit = useWidgetEvent();
  const emitRef = useRef(emit);
  useLayoutEffect(() => {
    emitRef.current = emit;
  });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setHiddenFor(shown);
      emitRef.current('dismissed', {});
    }, FLASH_HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const text = typeof message === 'string' ? message.trim() : '';
  if (hiddenFor === shown || text === '') return null;

  const hide = () => {
    setHiddenFor(shown);
    emit('dismissed', {});
  };

  return (
    // Bootstrap's own alert markup (no react-bootstrap Alert: its Fade/Transition cost the page ~7 KiB gz);
    // a click anywhere hides it, the close button is the keyboard's way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the close button is the keyboard path
    <div
      role={type === 'danger' || type === 'warning' ? 'alert' : 'status'}
      className={`d-flex align-items-start gap-2 text-break alert alert-${type}`}
      onClick={hide}
      style={{ cursor: 'pointer' }}
    >
      <span aria-hidden="true">{FLASH_ICON[type] ?? ''}</span>
      <span className="flex-grow-1">{text}</span>
      <button type="button" className="btn-close" aria-label="Meldung schließen" onClick={hide} />
    </div>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const FlashMessage = withDefaults(flashMessageTag, FlashMessageImpl);
