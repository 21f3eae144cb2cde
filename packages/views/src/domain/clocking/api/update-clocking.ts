// POST /clocking/user/update — saves an edited clocking (the spec's edit payload). The answer is not shown
// in the specification: any 2xx is success (an HTML page is an expired session). The caller then
// recalculates the week (recalculate-week.ts).
import { acceptWriteAnswer, apiClient, assertCanWrite, type ClockingUpdatePayload } from '@stempeluhr/core';
import { invalidatedByClockingChange } from './delete-clocking';

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
