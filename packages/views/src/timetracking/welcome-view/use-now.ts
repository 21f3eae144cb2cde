import { useEffect, useState } from 'react';

/** Spec §9: the break timer updates every second. */
export const TICK_MS = 1000;

/**
 * One interval per period, shared by every mounted useNow with that period: all of them are set in
 * the same task, so React renders them in one commit per tick (issue 7, Renders: the running
 * clocking's duration, today's total and the clock panel used to tick in two commits a second).
 */
const tickers = new Map<number, { timer: number; listeners: Set<() => void> }>();

function subscribe(intervalMs: number, listener: () => void): () => void {
  let ticker = tickers.get(intervalMs);
  if (!ticker) {
    const listeners = new Set<() => void>();
    const timer = window.setInterval(() => {
      for (const l of [...listeners]) l();
    }, intervalMs);
    ticker = { timer, listeners };
    tickers.set(intervalMs, ticker);
  }
  ticker.listeners.add(listener);
  return () => {
    const known = tickers.get(intervalMs);
    if (!known) return;
    known.listeners.delete(listener);
    if (known.listeners.size === 0) {
      window.clearInterval(known.timer);
      tickers.delete(intervalMs);
    }
  };
}

/**
 * The current time, renewed every `intervalMs` while `enabled`, and at once when the page becomes
 * visible again (a laptop waking up). Callers compute from timestamps, never by counting ticks.
 * The subscription and the listener are removed on unmount (the shared interval with the last one).
 */
export function useNow(enabled = true, intervalMs = TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    const tick = () => setNow(Date.now());
    const unsubscribe = subscribe(intervalMs, tick);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs]);
  return now;
}
