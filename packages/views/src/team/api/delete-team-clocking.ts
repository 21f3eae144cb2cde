// DELETE /clocking/user/delete/{clockingId}?comment=… — the team view deletes with a reason (spec §7).
// The answer is not shown in the specification: any 2xx is success (an HTML page is the login page),
// then the badges, the member's week and days are read again; the caller recalculates the week.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation, type ApiMutationOptions, type Write } from '@stempeluhr/core';
import { teamWrites } from './keys';

export interface DeleteTeamClockingInput {
  id: number;
  /** The reason, required. */
  comment: string;
  /** Whose clocking it is (for the cache). */
  userId: number;
}

export async function deleteTeamClocking({ id, comment }: DeleteTeamClockingInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().delete(`/clocking/user/delete/${id}`, { params: { comment } });
  acceptWriteAnswer(response.data, '/clocking/user/delete');
}

export function useDeleteTeamClocking(
  options: Omit<ApiMutationOptions<DeleteTeamClockingInput, void>, 'mutationFn'> = {},
): Write<DeleteTeamClockingInput, void> {
  return useApiMutation({
    mutationFn: deleteTeamClocking,
    invalidates: ({ userId }) => teamWrites(userId),
    ...options,
  });
}
