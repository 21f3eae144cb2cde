// POST /json/admin/points/user/update — changes points and comment of an entry (id, points,
// comment). The answer is not shown: any 2xx is success, the list is read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation, type PointsUpdatePayload } from '@stempeluhr/core';
import { pointsKeys } from './points-keys';
import type { AdminWriteOptions } from './write-options';

export interface UpdatePointsInput {
  payload: PointsUpdatePayload;
  /** Whose entry it is (for the cache). */
  userId: number;
}

export async function updatePoints({ payload }: UpdatePointsInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post('/json/admin/points/user/update', payload);
  acceptWriteAnswer(response.data, 'admin/points/user/update');
}

export function useUpdatePoints(options: AdminWriteOptions<UpdatePointsInput> = {}) {
  // Invalidates: every list of that user (sum and entries).
  return useApiMutation({ mutationFn: updatePoints, invalidates: ({ userId }) => [pointsKeys.user(userId)], ...options });
}
