// DELETE /clocking/user/delete/{clockingId}?comment=… — the team view deletes with a reason (spec §7).
// The answer is not shown in the specification: ignored. Then the week is recalculated.
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockingKeys } from '../../domain/clocking';
import { teamKeys } from './keys';

export interface DeleteTeamClockingInput {
  id: number;
  /** The reason, required. */
  comment: string;
  /** Whose clocking it is (for the cache). */
  userId: number;
}

export async function deleteTeamClocking({ id, comment }: DeleteTeamClockingInput): Promise<void> {
  assertCanWrite();
  await apiClient().delete(`/clocking/user/delete/${id}`, { params: { comment } });
}

export function useDeleteTeamClocking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamClocking,
    // Invalidates: the team area (badges, the member's week) and the member's days.
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void queryClient.invalidateQueries({ queryKey: clockingKeys.userDays(userId) });
    },
  });
}
