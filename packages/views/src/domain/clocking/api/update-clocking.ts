// POST /clocking/user/update — saves an edited clocking (the spec's edit payload). The answer is not shown
// in the specification: ignored. The caller then recalculates the week (recalculate-week.ts).
import { apiClient, assertCanWrite, type ClockingUpdatePayload } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockingKeys } from './keys';

export interface UpdateClockingInput {
  payload: ClockingUpdatePayload;
  /** Whose day it is (for the cache). */
  userId: number;
}

export async function updateClocking(payload: ClockingUpdatePayload): Promise<void> {
  assertCanWrite();
  await apiClient().post('/clocking/user/update', payload);
}

export function useUpdateClocking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload }: UpdateClockingInput) => updateClocking(payload),
    // Invalidates: userDays(userId) — the day changed even if the recalculation afterwards fails.
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: clockingKeys.userDays(userId) });
    },
  });
}
