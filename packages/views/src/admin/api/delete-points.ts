// DELETE /json/admin/points/user/delete/{id} — removes a points entry. The answer is not read.
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsKeys } from './points-keys';

export interface DeletePointsInput {
  id: number;
  /** Whose entry it is (for the cache). */
  userId: number;
}

export async function deletePoints(id: number): Promise<void> {
  assertCanWrite();
  await apiClient().delete(`/json/admin/points/user/delete/${id}`);
}

export function useDeletePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: DeletePointsInput) => deletePoints(id),
    // Invalidates: every list of that user (sum and entries).
    onSuccess: (_data, { userId }) => queryClient.invalidateQueries({ queryKey: pointsKeys.user(userId) }),
  });
}
