// GET /serviceagent/ajax/checklists/{date} — the checklists with that day's service agent, deputy
// and groups.
import { apiClient, parseResponse, type Checklist } from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { serviceKeys } from './keys';

export const checklistsSchema = z.array(
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    service_agent: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    substitute: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    groups: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
  }),
) as unknown as z.ZodType<Checklist[]>;

export async function getChecklists(date: string, signal?: AbortSignal): Promise<Checklist[]> {
  const response = await apiClient().get(`serviceagent/ajax/checklists/${encodeURIComponent(date)}`, { signal });
  return parseResponse(checklistsSchema, response.data, 'checklists');
}

export const checklistsQuery = (date: string) =>
  queryOptions({
    queryKey: [...serviceKeys.report, 'checklists', date] as const,
    queryFn: ({ signal }) => getChecklists(date, signal),
    // Another day keeps the list on screen while its agents load.
    placeholderData: keepPreviousData,
  });

export function useChecklists(date: string) {
  return useQuery(checklistsQuery(date));
}
