// GET json/clocking/in?homeOffice=true|false — clocks the signed-in user in (optionally mobile / home office).
// The answer is not shown in the specification: any 2xx is success (an HTML page is an expired session);
// clockedIn is set locally and status, today and the weeks are read again 700 ms later (spec §4, §9).
import {
  acceptWriteAnswer,
  apiClient,
  assertCanWrite,
  CLOCKING_VIEW_KEY_PREFIXES,
  useApiMutation,
  type ApiError,
  type WelcomeStatus,
} from '@stempeluhr/core';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clockingKeys } from '../../domain/clocking';

/** Spec §9: the clockings and the week overview are refreshed this long after a clock-in. */
export const REFRESH_AFTER_CLOCK_IN_MS = 700;

export async function clockIn(homeOffice: boolean): Promise<void> {
  assertCanWrite();
  const response = await apiClient().get('json/clocking/in', { params: { homeOffice: homeOffice ? 'true' : 'false' } });
  acceptWriteAnswer(response.data, 'clocking/in');
}

/** Sets the welcome status' flags at once (the answer does not carry them); the status is read again later. */
export function setStatusFlags(queryClient: QueryClient, flags: Partial<WelcomeStatus>): void {
  queryClient.setQueryData<WelcomeStatus>(clockingKeys.status(), (old) => (old ? { ...old, ...flags } : old));
}

/**
 * What every clocking-state write changed (spec 01 §4): every overview of clockings on the page — today's
 * clockings, the own, team, monthly and periodic weeks, the team's and admin's reads (core's
 * CLOCKING_VIEW_KEY_PREFIXES) — and the status, unless `status: false`.
 */
export function refreshAfterClocking(queryClient: QueryClient, { status = true } = {}): void {
  const statusKey = clockingKeys.status();
  const isStatus = (key: QueryKey) => key.length === statusKey.length && key.every((part, i) => part === statusKey[i]);
  for (const queryKey of CLOCKING_VIEW_KEY_PREFIXES) {
    void queryClient.invalidateQueries({ queryKey, predicate: status ? undefined : (query) => !isStatus(query.queryKey) });
  }
}

/**
 * A 409/422 on clocking in or out means the page's state is outdated (clocked in or out elsewhere,
 * in another tab or on the phone): status and clockings are read again so that the button is right.
 */
export function refreshWhenOutdated(queryClient: QueryClient, error: Pick<ApiError, 'status'>): void {
  if (error.status !== 409 && error.status !== 422) return;
  void queryClient.invalidateQueries({ queryKey: clockingKeys.status() });
  void queryClient.invalidateQueries({ queryKey: clockingKeys.todayClockings() });
}

/**
 * A wait that can be cut short: the widget ends it when it is removed, so that no timer outlives the
 * element while the refresh still happens (the cache is the page's; other widgets read it). A wait
 * that starts after removal (the answer came late) resolves at once.
 */
export function createFlushableDelay() {
  const pending = new Set<() => void>();
  let active = true;
  return {
    wait(ms: number): Promise<void> {
      if (!active) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          window.clearTimeout(timer);
          pending.delete(done);
          resolve();
        };
        const timer = window.setTimeout(done, ms);
        pending.add(done);
      });
    },
    /** The widget is (again) on the page. */
    activate(): void {
      active = true;
    },
    /** The widget is removed: end every wait now, and wait no more. */
    dispose(): void {
      active = false;
      for (const done of [...pending]) done();
    },
  };
}

/**
 * Clock-in: sets clockedIn true at once, then refreshes status, today's clockings and the week
 * overviews after 700 ms (spec §4). The refresh runs in updateCache, so it also happens when the
 * widget is removed meanwhile (the delay is then cut short instead of leaving a timer behind).
 */
export function useClockIn() {
  const queryClient = useQueryClient();
  const [delay] = useState(createFlushableDelay);
  useEffect(() => {
    delay.activate();
    return () => delay.dispose();
  }, [delay]);
  return useApiMutation({
    mutationFn: (homeOffice: boolean) => clockIn(homeOffice),
    updateCache: (client) => {
      setStatusFlags(client, { clockedIn: true });
      // Not awaited: the button is free again at once; the refresh follows 700 ms later.
      void delay.wait(REFRESH_AFTER_CLOCK_IN_MS).then(() => refreshAfterClocking(client));
    },
    event: (homeOffice) => ['clocked-in', { homeOffice }],
    onError: (error) => refreshWhenOutdated(queryClient, error),
  });
}
