// POST /clocking/user/create — adds a clocking to a day (ClockingCreatePayload; addedFromUser true when
// users add to their own day). The answer is not shown in the specification: ignored. The caller then
// recalculates the week (recalculate-week.ts).
import { apiClient, assertCanWrite, type ClockingCreatePayload } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockingKeys } from './keys';

export interface CreateClockingInput {
  payload: ClockingCreatePayload;
}

export async function createClocking(payload: ClockingCreatePayload): Promise<void> {
  assertCanWrite();
  await apiClient().post('/clocking/user/create', payload);
}

export function useCreateClocking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload }: CreateClockingInput) => createClocking(payload),
    // Invalidates: userDays(userId) and todayClockings() — the day changed even if the recalculation fails.
    onSuccess: (_data, { payload }) => {
      void queryClient.invalidateQueries({ queryKey: clockingKeys.userDays(payload.userId) });
      void queryClient.invalidateQueries({ queryKey: clockingKeys.todayClockings() });
    },
  });
}
