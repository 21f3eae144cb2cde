// GET json/clocking/in?homeOffice=true|false — clocks the signed-in user in (optionally mobile / home office).
import { apiClient, assertCanWrite, parseResponse, type ClockResponse, type WelcomeStatus } from '@stempeluhr/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect, useState } from 'react';
import * as z from 'zod';
import { clockingKeys } from '../../domain/clocking';

/** Spec §9: the clockings and the week overview are refreshed this long after a clock-in. */
export const REFRESH_AFTER_CLOCK_IN_MS = 700;

// The answer is not shown in the specification (our choice, wire-types.ts); only the flag is relied on.
const clockResponseSchema = z.looseObject({ clockedIn: z.boolean() });

export async function clockIn(homeOffice: boolean): Promise<Pick<ClockResponse, 'clockedIn'>> {
  assertCanWrite();
  const response = await apiClient().get('json/clocking/in', { params: { homeOffice: homeOffice ? 'true' : 'false' } });
  return parseResponse(clockResponseSchema, response.data, 'clocking/in');
}

/**
 * A 409/422 on clocking in or out means the page's state is outdated (clocked in or out elsewhere,
 * in another tab or on the phone): status and clockings are read again so that the button is right.
 */
export function refreshWhenOutdated(queryClient: QueryClient, error: unknown): void {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status !== 409 && status !== 422) return;
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
 * Clock-in: sets clockedIn true at once, then refreshes today's clockings and the week overviews
 * after 700 ms (spec §4). The refresh lives in the mutation's own onSuccess, so it also runs when
 * the widget is removed meanwhile (the delay is then cut short instead of leaving a timer behind).
 */
export function useClockIn() {
  const queryClient = useQueryClient();
  const [delay] = useState(createFlushableDelay);
  useEffect(() => {
    delay.activate();
    return () => delay.dispose();
  }, [delay]);
  return useMutation({
    mutationFn: (homeOffice: boolean) => clockIn(homeOffice),
    onSuccess: () => {
      queryClient.setQueryData<WelcomeStatus>(clockingKeys.status(), (old) => (old ? { ...old, clockedIn: true } : old));
      // Not awaited: the button is free again at once; the refresh follows 700 ms later.
      void delay.wait(REFRESH_AFTER_CLOCK_IN_MS).then(() => {
        void queryClient.invalidateQueries({ queryKey: clockingKeys.todayClockings() });
        void queryClient.invalidateQueries({ queryKey: clockingKeys.weeks() });
      });
    },
    onError: (error) => refreshWhenOutdated(queryClient, error),
  });
}
