import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Wraps a write so that a double click, or Enter plus click, sends exactly one request: the ref is
 * set synchronously, before React's pending state could arrive. Returns undefined for the ignored call.
 */
export function useSingleFlight<A extends unknown[], R>(run: (...args: A) => Promise<R>): (...args: A) => Promise<R | undefined> {
  const busy = useRef(false);
  const latest = useRef(run);
  useLayoutEffect(() => {
    latest.current = run;
  });
  return useCallback(async (...args: A) => {
    if (busy.current) return undefined;
    busy.current = true;
    try {
      return await latest.current(...args);
    } finally {
      busy.current = false;
    }
  }, []);
}
