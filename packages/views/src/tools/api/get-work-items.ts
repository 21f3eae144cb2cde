// GET /youtrack-workitems/ajax/get-workitems/{issueId} — the work items of an issue in the tracker.
import { apiClient, parseResponse, type TrackerWorkItem } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { toolsKeys } from './keys';

export const trackerWorkItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  text: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  date: z.number(),
  duration: z.object({ minutes: z.number() }),
  creator: z.object({ login: z.string() }),
});

export const workItemsSchema = z.array(trackerWorkItemSchema) as unknown as z.ZodType<TrackerWorkItem[]>;

export async function getWorkItems(issueId: string, signal?: AbortSignal): Promise<TrackerWorkItem[]> {
  const response = await apiClient().get(`youtrack-workitems/ajax/get-workitems/${encodeURIComponent(issueId)}`, { signal });
  return parseResponse(workItemsSchema, response.data, 'get-workitems');
}

export const workItemsQuery = (issueId: string | null) =>
  queryOptions({
    queryKey: issueId ? toolsKeys.workItems(issueId) : ['tools', 'work-items', 'none'],
    queryFn: ({ signal }) => getWorkItems(issueId!, signal),
    enabled: issueId !== null,
  });

export function useWorkItems(issueId: string | null) {
  return useQuery(workItemsQuery(issueId));
}
