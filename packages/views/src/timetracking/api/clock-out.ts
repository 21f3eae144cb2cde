// GET json/clocking/out — clocks the signed-in user out.
import { apiClient, assertCanWrite, parseResponse, type ClockResponse, type WelcomeStatus } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { refreshWhenOutdated } from './clock-in';
import { clockingKeys } from '../../domain/clocking';

/** Spec §8: a failed clock-out is only logged, with exactly this text; the user sees no message. */
export const CLOCK_OUT_FAILED_LOG = 'Fehler beim Ausstempeln';

// The answer is not shown in the specification (our choice, wire-types.ts); only the flag is relied on.
const clockResponseSchema = z.looseObject({ clockedIn: z.boolean() });

export async function clockOut(): Promise<Pick<ClockResponse, 'clockedIn'>> {
  assertCanWrite();
  const response = await apiClient().get('json/clocking/out');
  return parseResponse(clockResponseSchema, response.data, 'clocking/out');
}

/** Clock-out: sets clockedIn false and refreshes today's clockings and the week overviews at once (spec §4). */
export function useClockOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clockOut(),
    onSuccess: () => {
      // A business trip is a clocking of its own: clocking out ends it too.
      queryClient.setQueryData<WelcomeStatus>(clockingKeys.status(), (old) =>
        old ? { ...old, clockedIn: false, businessTrip: false } : old,
      );
      // Not awaited: the button is free again at once; the lists follow when their answers arrive.
      void queryClient.invalidateQueries({ queryKey: clockingKeys.todayClockings() });
      void queryClient.invalidateQueries({ queryKey: clockingKeys.weeks() });
    },
    onError: (error) => {
      console.error(CLOCK_OUT_FAILED_LOG, error);
      refreshWhenOutdated(queryClient, error);
    },
  });
}
