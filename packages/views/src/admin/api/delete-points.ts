// DELETE /json/admin/points/user/delete/{id} — removes a points entry. The answer is not shown: any
// 2xx is success, the list is read again.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation } from '@stempeluhr/core';
import { pointsKeys } from './points-keys';
import type { AdminWriteOptions } from './write-options';

export interface DeletePointsInput {
  id: number;
  /** Whose entry it is (for the cache). */
  userId: number;
}

export async function deletePoints({ id }: DeletePointsInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().delete(`/json/admin/points/user/delete/${id}`);
  acceptWriteAnswer(response.data, 'admin/points/user/delete');
}

export function useDeletePoints(options: AdminWriteOptions<DeletePointsInput> = {}) {
  // Invalidates: every list of that user (sum and entries).
  return useApiMutation({ mutationFn: deletePoints, invalidates: ({ userId }) => [pointsKeys.user(userId)], ...options });
}
