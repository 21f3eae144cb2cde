// POST /clocking/user/update — a team lead changes a member's clocking (the domain's fetcher). Then
// the week is recalculated (useRecalculation).
import type { ClockingUpdatePayload } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockingKeys, updateClocking } from '../../domain/clocking';
import { teamKeys } from './keys';

export interface UpdateTeamClockingInput {
  payload: ClockingUpdatePayload;
  /** Whose clocking it is (for the cache). */
  userId: number;
}

export function useUpdateTeamClocking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload }: UpdateTeamClockingInput) => updateClocking(payload),
    // Invalidates: the team area (badges, the member's week) and the member's days.
    onSuccess: (_data, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void queryClient.invalidateQueries({ queryKey: clockingKeys.userDays(userId) });
    },
  });
}
