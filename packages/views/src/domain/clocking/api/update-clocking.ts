// POST /clocking/user/update — saves an edited clocking (the spec's edit payload). The answer is not shown
// in the specification: any 2xx is success (an HTML page is an expired session). The caller then
// recalculates the week (recalculate-week.ts).
import { acceptWriteAnswer, apiClient, assertCanWrite, type ClockingUpdatePayload } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidatedByClockingChange } from './delete-clocking';

export interface UpdateClockingInput {
  payload: ClockingUpdatePayload;
  /** Whose day it is (for the cache). */
  userId: number;
}

export async function updateClocking(payload: ClockingUpdatePayload): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post('/clocking/user/update', payload);
  acceptWriteAnswer(response.data, 'clocking/user/update');
}

/** The write for useApiMutation, for one user's clockings: `useApiMutation({ ...updateClockingWrite(userId), … })`. */
export function updateClockingWrite(userId: number) {
  return {
    mutationFn: (payload: ClockingUpdatePayload) => updateClocking(payload),
    invalidates: () => invalidatedByClockingChange(userId),
  };
}

/** The older TanStack hook; new code uses updateClockingWrite with useApiMutation. */
export function useUpdateClocking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload }: UpdateClockingInput) => updateClocking(payload),
    // The day changed even if the recalculation afterwards fails.
    onSuccess: (_data, { userId }) => {
      for (const queryKey of invalidatedByClockingChange(userId)) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
