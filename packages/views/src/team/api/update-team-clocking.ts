// POST /clocking/user/update — a team lead changes a member's clocking (the domain's fetcher). The
// answer is not shown in the specification: any 2xx is success, then the badges, the member's week
// and days are read again; the caller recalculates the week.
import { useApiMutation, type ApiMutationOptions, type ClockingUpdatePayload, type Write } from '@stempeluhr/core';
import { updateClocking } from '../../domain/clocking';
import { teamWrites } from './keys';

export interface UpdateTeamClockingInput {
  payload: ClockingUpdatePayload;
  /** Whose clocking it is (for the cache). */
  userId: number;
}

export function useUpdateTeamClocking<I extends UpdateTeamClockingInput>(
  options: Omit<ApiMutationOptions<I, void>, 'mutationFn'> = {},
): Write<I, void> {
  return useApiMutation<I, void>({
    mutationFn: ({ payload }) => updateClocking(payload),
    invalidates: ({ userId }) => teamWrites(userId),
    ...options,
  });
}
