import { useEffect, useState } from 'react';

/** How often open clockings' hints are re-judged (a running day can cross 6 h or 10 h). */
export const LAW_TICK_MS = 60_000;

/** The time the hints judge open clockings at, renewed every minute; the interval ends on unmount. */
export function useLawNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), LAW_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
