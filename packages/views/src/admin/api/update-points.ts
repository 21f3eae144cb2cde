// POST /json/admin/points/user/update — changes points and comment of an entry (id, points, comment).
import { apiClient, assertCanWrite, parseResponse, type PointsSaved, type PointsUpdatePayload } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsSavedSchema } from './insert-points';
import { pointsKeys } from './points-keys';

export interface UpdatePointsInput {
  payload: PointsUpdatePayload;
  /** Whose entry it is (for the cache). */
  userId: number;
}

export async function updatePoints(payload: PointsUpdatePayload): Promise<PointsSaved> {
  assertCanWrite();
  const response = await apiClient().post('/json/admin/points/user/update', payload);
  return parseResponse(pointsSavedSchema, response.data, 'admin/points/user/update');
}

export function useUpdatePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ payload }: UpdatePointsInput) => updatePoints(payload),
    // Invalidates: every list of that user (sum and entries).
    onSuccess: (_data, { userId }) => queryClient.invalidateQueries({ queryKey: pointsKeys.user(userId) }),
  });
}
