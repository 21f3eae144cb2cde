import type { PointsLimit } from '@stempeluhr/core';

/** Query keys of the admin points view: a points write invalidates `pointsKeys.user(userId)`. */
export const pointsKeys = {
  all: ['admin', 'points'] as const,
  user: (userId: number) => [...pointsKeys.all, userId] as const,
  /** GET /json/admin/points/user/{id}?limit&year */
  list: (userId: number, year: number, limit: PointsLimit) => [...pointsKeys.user(userId), year, limit] as const,
};
