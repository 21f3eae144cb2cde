// POST /json/admin/points/user/insert — a new points entry (date, user_id, points, comment). The
// answer is not shown: any 2xx is success, the list is read again; a 422 carries the field errors.
import { acceptWriteAnswer, apiClient, assertCanWrite, useApiMutation, type PointsInsertPayload } from '@stempeluhr/core';
import { pointsKeys } from './points-keys';
import type { AdminWriteOptions } from './write-options';

export async function insertPoints(payload: PointsInsertPayload): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post('/json/admin/points/user/insert', payload);
  acceptWriteAnswer(response.data, 'admin/points/user/insert');
}

export function useInsertPoints(options: AdminWriteOptions<PointsInsertPayload> = {}) {
  // Invalidates: every list of that user (sum and entries).
  return useApiMutation({ mutationFn: insertPoints, invalidates: (payload) => [pointsKeys.user(payload.user_id)], ...options });
}
