// POST /clocking/user/create — a team lead adds a clocking to a member's day (the domain's fetcher;
// addedFromUser false). The answer is not shown in the specification: any 2xx is success, then the
// badges, the member's week and days are read again; the caller recalculates the week.
import { useApiMutation, type ApiMutationOptions, type ClockingCreatePayload, type Write } from '@stempeluhr/core';
import { createClocking } from '../../domain/clocking';
import { teamWrites } from './keys';

export interface CreateTeamClockingInput {
  payload: ClockingCreatePayload;
}

export function useCreateTeamClocking<I extends CreateTeamClockingInput>(
  options: Omit<ApiMutationOptions<I, void>, 'mutationFn'> = {},
): Write<I, void> {
  return useApiMutation<I, void>({
    mutationFn: ({ payload }) => createClocking(payload),
    invalidates: ({ payload }) => teamWrites(payload.userId),
    ...options,
  });
}
