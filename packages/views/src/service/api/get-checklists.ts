// GET /serviceagent/ajax/checklists/{date} — the checklists with that day's service agent, deputy
// and groups (spec §3 Checklist: id, name, service_agent, substitute, groups — a list of names).
// Agent and deputy may be empty (nobody planned); a group may come as `{name}`.
import { apiClient, looseId, looseList, looseText, parseResponse, type Checklist } from '@stempeluhr/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { serviceKeys } from './keys';

const person = z.pipe(
  looseText,
  z.transform((value): string => value?.trim() ?? ''),
);

const groupName = z.pipe(
  z.union([z.string(), z.looseObject({ name: z.string() })]),
  z.transform((value): string => (typeof value === 'string' ? value : value.name)),
);

export const checklistSchema = z.looseObject({
  id: looseId,
  name: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value): string => String(value)),
  ),
  service_agent: person,
  substitute: person,
  groups: z.pipe(
    z.optional(looseList(groupName)),
    z.transform((value): string[] => value ?? []),
  ),
});

export const checklistsSchema = looseList(checklistSchema);

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
