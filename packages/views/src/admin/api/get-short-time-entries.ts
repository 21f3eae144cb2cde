// GET /admin/users/{userId}/short-time/entries — the user's short-time periods, newest first.
// Spec 02: Short-time entry id, from, to (dates; to empty = open-ended), as ISO, timestamp or German date.
import { apiClient, berlinDate, looseId, looseList, parseResponse } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminKeys } from './keys';

export const shortTimeEntrySchema = z.looseObject({
  id: looseId,
  from: berlinDate,
  to: z.pipe(
    z.optional(z.nullable(z.union([berlinDate, z.literal('')]))),
    z.transform((to): string | null => to || null),
  ),
});

export type ShortTimeRow = z.output<typeof shortTimeEntrySchema>;

export async function getShortTimeEntries(userId: number, signal?: AbortSignal): Promise<ShortTimeRow[]> {
  const response = await apiClient().get(`/admin/users/${userId}/short-time/entries`, { signal });
  return parseResponse(looseList(shortTimeEntrySchema), response.data, 'short-time/entries');
}

export const shortTimeEntriesQuery = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.shortTime(userId),
    queryFn: ({ signal }) => getShortTimeEntries(userId, signal),
  });

export function useShortTimeEntries(userId: number) {
  return useQuery(shortTimeEntriesQuery(userId));
}
