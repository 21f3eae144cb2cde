// GET /youtrack-workitems/ajax/get-workitems/{issueId} — the work items of an issue in the tracker
// (spec §3 Tracker work item: id, text, date, duration.minutes, creator.login). `date` is the
// tracker's epoch milliseconds of the day's UTC midnight; seconds, an ISO day or timestamp and a
// German date are read too. The view gets the day as yyyy-MM-dd.
import { apiClient, looseList, looseNumber, looseText, parseResponse, toBerlinDay } from '@stempeluhr/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { toolsKeys } from './keys';

/** A work item as the view shows it. */
export interface WorkItem {
  id: string;
  text: string;
  /** yyyy-MM-dd */
  day: string;
  minutes: number;
  author: string;
}

/** The tracker's day of a date: epoch ms (or seconds) as a UTC day, other forms as a Berlin day. */
export function trackerDay(value: string | number): string | null {
  const numeric = typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : null;
  if (numeric !== null) return new Date(numeric < 1e11 ? numeric * 1000 : numeric).toISOString().slice(0, 10);
  return toBerlinDay(value);
}

const day = z.pipe(
  z.union([z.string(), z.number()]).check(z.refine((value) => trackerDay(value) !== null, 'Kein lesbares Datum')),
  z.transform((value): string => trackerDay(value) as string),
);

export const trackerWorkItemSchema = z.pipe(
  z.looseObject({
    id: z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value): string => String(value)),
    ),
    text: looseText,
    date: day,
    duration: z.looseObject({ minutes: looseNumber }),
    creator: z.looseObject({ login: looseText }),
  }),
  z.transform((item): WorkItem => ({
    id: item.id,
    text: item.text ?? '',
    day: item.date,
    minutes: Math.round(item.duration.minutes),
    author: item.creator.login ?? '',
  })),
);

export const workItemsSchema = looseList(trackerWorkItemSchema);

export async function getWorkItems(issueId: string, signal?: AbortSignal): Promise<WorkItem[]> {
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
