// DELETE /clocking/user/delete/{clockingId} — deletes a clocking. The answer is not shown in the
// specification: ignored. The caller then recalculates the week (recalculate-week.ts).
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockingKeys } from './keys';

export interface DeleteClockingInput {
  id: number;
  /** Whose day it is (for the cache). */
  userId: number;
}

export async function deleteClocking(id: number): Promise<void> {
  assertCanWrite();
  await apiClient().delete(`/clocking/user/delete/${id}`);
}

export function useDeleteClocking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeleteClockingInput) => deleteClocking(id),
    // Invalidates: userDays(userId) — the day changed even if the recalculation afterwards fails.
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: clockingKeys.userDays(userId) });
    },
  });
}
