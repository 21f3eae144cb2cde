// GET json/clocking/out — clocks the signed-in user out. The answer is not shown in the specification:
// any 2xx is success; clockedIn is set false locally and status, today and the weeks are read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterClocking, refreshWhenOutdated, setStatusFlags } from './clock-in';

/** Spec §8: a failed clock-out is only logged, with exactly this text; the user sees no message. */
export const CLOCK_OUT_FAILED_LOG = 'Fehler beim Ausstempeln';

export async function clockOut(): Promise<void> {
  assertCanWrite();
  const response = await apiClient().get('json/clocking/out');
  acceptWriteAnswer(response.data, 'clocking/out');
}

/** Clock-out: sets clockedIn false and refreshes status, today's clockings and the week overviews at once (spec §4). */
export function useClockOut() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (_input: void) => clockOut(),
    updateCache: (client) => {
      // A business trip is a clocking of its own: clocking out ends it too.
      setStatusFlags(client, { clockedIn: false, businessTrip: false });
      refreshAfterClocking(client);
    },
    event: () => ['clocked-out', {}],
    onError: (error) => {
      console.error(CLOCK_OUT_FAILED_LOG, error.message);
      refreshWhenOutdated(queryClient, error);
    },
  });
}
