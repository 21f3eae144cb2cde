// GET json/short-business-trip/finish — ends the running short business trip.
import { apiClient, assertCanWrite, type WelcomeStatus } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockingKeys } from '../../domain/clocking';

/** What a trip answer tells beyond success (the spec does not show it): whether a clocking now runs. */
export interface TripAnswer {
  clockedIn: boolean | null;
}

/**
 * The success answer is not shown in the specification; our backend sends ClockResponse. Only its
 * `clockedIn` flag is used, when there is one (a trip is a clocking of its own: starting one clocks
 * in, finishing it clocks out).
 */
export function readTripAnswer(data: unknown): TripAnswer {
  const flag = data && typeof data === 'object' && 'clockedIn' in data ? data.clockedIn : null;
  return { clockedIn: typeof flag === 'boolean' ? flag : null };
}

export async function finishBusinessTrip(): Promise<TripAnswer> {
  assertCanWrite();
  const response = await apiClient().get('json/short-business-trip/finish');
  return readTripAnswer(response.data);
}

/** Finish: businessTrip false (spec §4; the view clears the comment); today's clockings and the weeks are refreshed. */
export function useFinishBusinessTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finishBusinessTrip(),
    onSuccess: (answer) => {
      queryClient.setQueryData<WelcomeStatus>(clockingKeys.status(), (old) =>
        old ? { ...old, businessTrip: false, clockedIn: answer.clockedIn ?? old.clockedIn } : old,
      );
      // Not awaited: the button is free again at once; the lists follow when their answers arrive.
      void queryClient.invalidateQueries({ queryKey: clockingKeys.todayClockings() });
      void queryClient.invalidateQueries({ queryKey: clockingKeys.weeks() });
    },
  });
}
