// POST /json/admin/points/user/insert — a new points entry (date, user_id, points, comment). Answers
// {message, userPoint}; a 422 carries the field errors.
import { apiClient, assertCanWrite, parseResponse, type PointsInsertPayload, type PointsSaved } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { pointsEntrySchema } from './get-points-user';
import { pointsKeys } from './points-keys';

export const pointsSavedSchema: z.ZodType<PointsSaved> = z.object({ message: z.string(), userPoint: pointsEntrySchema });

export async function insertPoints(payload: PointsInsertPayload): Promise<PointsSaved> {
  assertCanWrite();
  const response = await apiClient().post('/json/admin/points/user/insert', payload);
  return parseResponse(pointsSavedSchema, response.data, 'admin/points/user/insert');
}

export function useInsertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertPoints,
    // Invalidates: every list of that user (sum and entries).
    onSuccess: (_data, payload) => queryClient.invalidateQueries({ queryKey: pointsKeys.user(payload.user_id) }),
  });
}
