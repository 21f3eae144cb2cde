// DELETE /clocking/user/delete/{clockingId} — deletes a clocking. The answer is not shown in the
// specification: any 2xx is success (an HTML page is an expired session). The caller then recalculates
// the week (recalculate-week.ts).
import { acceptWriteAnswer, apiClient, assertCanWrite, CLOCKING_VIEW_KEY_PREFIXES, type Clocking } from '@stempeluhr/core';
import type { QueryKey } from '@tanstack/react-query';
import { clockingKeys } from './keys';

export async function deleteClocking(id: number): Promise<void> {
  assertCanWrite();
  const response = await apiClient().delete(`/clocking/user/delete/${id}`);
  acceptWriteAnswer(response.data, 'clocking/user/delete');
}

/** What a change or deletion changed: every overview of clockings on the page (spec 01 §4; core's CLOCKING_VIEW_KEY_PREFIXES). */
export function invalidatedByClockingChange(userId: number): readonly QueryKey[] {
  return [clockingKeys.userDays(userId), ...CLOCKING_VIEW_KEY_PREFIXES];
}

/** The write for useApiMutation, for one user's clockings: `useApiMutation({ ...deleteClockingWrite(userId), … })`. */
export function deleteClockingWrite(userId: number) {
  return {
    mutationFn: (clocking: Pick<Clocking, 'id'>) => deleteClocking(clocking.id),
    invalidates: () => invalidatedByClockingChange(userId),
  };
}
