// GET /json/admin/points/user/{id}?limit&year — the year's points entries of a user, newest first (at
// most `limit`, all for -1), and the sum of the whole year.
import { apiClient, parseResponse, type PointsLimit, type PointsResponse } from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { pointsKeys } from './points-keys';

export const pointsEntrySchema = z.object({
  id: z.number(),
  points: z.number(),
  comment: z
    .string()
    .nullable()
    .transform((value) => value ?? ''),
  created_at: z.string(),
});

export const pointsResponseSchema: z.ZodType<PointsResponse> = z.object({
  sumPoints: z.number(),
  userPoints: z.array(pointsEntrySchema),
});

export interface PointsListParams {
  userId: number;
  year: number;
  limit: PointsLimit;
}

export async function getPointsUser({ userId, year, limit }: PointsListParams, signal?: AbortSignal): Promise<PointsResponse> {
  const response = await apiClient().get(`/json/admin/points/user/${userId}`, { params: { limit, year }, signal });
  return parseResponse(pointsResponseSchema, response.data, 'admin/points/user');
}

export const pointsUserQuery = (params: PointsListParams) =>
  queryOptions({
    queryKey: pointsKeys.list(params.userId, params.year, params.limit),
    queryFn: ({ signal }) => getPointsUser(params, signal),
    // A new page size or year keeps the old list on screen until the new one is there.
    placeholderData: keepPreviousData,
  });

export function usePointsUser(params: PointsListParams) {
  return useQuery(pointsUserQuery(params));
}
