// GET /json/admin/points/user/{id}?limit&year — the year's points entries of a user, newest first (at
// most `limit`, all for -1), and the sum of the whole year. Spec 02: sumPoints, userPoints; an entry
// is id, points, comment, created_at (a model timestamp, read as Berlin time).
import { apiClient, berlinDateTime, looseId, looseList, looseNumber, looseText, parseResponse, type PointsLimit } from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { pointsKeys } from './points-keys';

export const pointsEntrySchema = z.looseObject({
  id: looseId,
  points: looseNumber,
  comment: z.pipe(
    looseText,
    z.transform((value) => value ?? ''),
  ),
  created_at: berlinDateTime,
});

export const pointsResponseSchema = z.looseObject({
  sumPoints: looseNumber,
  userPoints: looseList(pointsEntrySchema),
});

export type PointsRow = z.output<typeof pointsEntrySchema>;
export type PointsList = z.output<typeof pointsResponseSchema>;

export interface PointsListParams {
  userId: number;
  year: number;
  limit: PointsLimit;
}

export async function getPointsUser({ userId, year, limit }: PointsListParams, signal?: AbortSignal): Promise<PointsList> {
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
