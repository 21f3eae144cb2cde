// GET /scheduler/helpdesk/sorting — the ordered helpdesk sorting list (our addition for the first
// render; the spec's four sorting calls answer the same list: change-helpdesk-sorting.ts).
import { apiClient, parseResponse, type HelpdeskSortingEntry } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';

export const helpdeskSortingSchema: z.ZodType<HelpdeskSortingEntry[]> = z.array(
  z.looseObject({
    id: z.number().int(),
    user_id: z.number().int(),
    position: z.number().int(),
    user: z.looseObject({ dn: z.string(), displayName: z.string() }),
  }),
);

export const helpdeskSortingKey = ['scheduling', 'helpdesk-sorting'] as const;

export async function getHelpdeskSorting(signal?: AbortSignal): Promise<HelpdeskSortingEntry[]> {
  const response = await apiClient().get('/scheduler/helpdesk/sorting', { signal });
  return parseResponse(helpdeskSortingSchema, response.data, '/scheduler/helpdesk/sorting');
}

export const helpdeskSortingQuery = () =>
  queryOptions({
    queryKey: helpdeskSortingKey,
    queryFn: ({ signal }) => getHelpdeskSorting(signal),
  });

export function useHelpdeskSorting() {
  return useQuery(helpdeskSortingQuery());
}
