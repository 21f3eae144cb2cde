// POST /clocking/user/create — a team lead adds a clocking to a member's day (the domain's fetcher;
// addedFromUser false). Then the week is recalculated (useRecalculation).
import type { ClockingCreatePayload } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clockingKeys, createClocking } from '../../domain/clocking';
import { teamKeys } from './keys';

export function useCreateTeamClocking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ClockingCreatePayload) => createClocking(payload),
    // Invalidates: the team area (badges, the member's week) and the member's days.
    onSuccess: (_data, payload) => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void queryClient.invalidateQueries({ queryKey: clockingKeys.userDays(payload.userId) });
    },
  });
}
