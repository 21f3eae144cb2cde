// GET /admin/users/{userId}/short-time/entries — the user's short-time periods (ShortTimeEntry[]:
// id, from, to; to null = open-ended), newest first.
import { apiClient, parseResponse, type ShortTimeEntry } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { adminKeys } from './keys';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((d) => d.slice(0, 10));

export const shortTimeEntrySchema = z.object({
  id: z.coerce.number().int(),
  from: day,
  to: day
    .nullable()
    .optional()
    .transform((t) => t ?? null),
});

export async function getShortTimeEntries(userId: number, signal?: AbortSignal): Promise<ShortTimeEntry[]> {
  const response = await apiClient().get(`/admin/users/${userId}/short-time/entries`, { signal });
  return parseResponse(z.array(shortTimeEntrySchema), response.data, 'short-time/entries');
}

export const shortTimeEntriesQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.shortTime(userId),
    queryFn: ({ signal }) => getShortTimeEntries(userId, signal),
  });

export function useShortTimeEntries(userId: number) {
  return useQuery(shortTimeEntriesQuery(userId));
}
