// GET json/short-business-trip/finish — ends the running short business trip. The answer is not shown
// in the specification: any 2xx is success; businessTrip is set false, then the status and the lists are read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { refreshAfterClocking, setStatusFlags } from './clock-in';

export async function finishBusinessTrip(): Promise<void> {
  assertCanWrite();
  const response = await apiClient().get('json/short-business-trip/finish');
  acceptWriteAnswer(response.data, 'short-business-trip/finish');
}

/** Finish: businessTrip false (spec §4; the view clears the comment); status, today's clockings and the weeks are refreshed. */
export function useFinishBusinessTrip() {
  return useApiMutation({
    mutationFn: (_input: void) => finishBusinessTrip(),
    updateCache: (client) => {
      setStatusFlags(client, { businessTrip: false });
      // The trip's flag is the spec's own transition (§4); the status (a trip is a clocking: clocked in or
      // out with it) and the lists are read again.
      refreshAfterClocking(client);
    },
  });
}
