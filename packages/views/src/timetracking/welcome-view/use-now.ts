import { useEffect, useState } from 'react';

/** Spec §9: the break timer updates every second. */
export const TICK_MS = 1000;

/**
 * The current time, renewed every `intervalMs` while `enabled`, and at once when the page becomes
 * visible again (a laptop waking up). Callers compute from timestamps, never by counting ticks.
 * The interval and the listener are removed on unmount.
 */
export function useNow(enabled = true, intervalMs = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, intervalMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs]);
  return now;
}
