// The four sorting calls of spec 02 — GET /scheduler/helpdesk/sorting/sync, /up/{id}, /down/{id} and
// DELETE /scheduler/helpdesk/sorting/{id} — in one file: each answers the whole new list (spec §7),
// which replaces the shown one (no optimistic change, so the shown order is always the server's).
import { apiClient, assertCanWrite, parseResponse, useApiMutation, type ApiMutationOptions, type Write } from '@stempeluhr/core';
import { helpdeskSortingKey, helpdeskSortingSchema, type SortingEntry } from './get-helpdesk-sorting';

export type SortingChange = { action: 'sync' } | { action: 'up' | 'down' | 'remove'; id: number };

export async function changeHelpdeskSorting(change: SortingChange): Promise<SortingEntry[]> {
  assertCanWrite();
  const client = apiClient();
  const response =
    change.action === 'sync'
      ? await client.get('/scheduler/helpdesk/sorting/sync')
      : change.action === 'remove'
        ? await client.delete(`/scheduler/helpdesk/sorting/${change.id}`)
        : await client.get(`/scheduler/helpdesk/sorting/${change.action}/${change.id}`);
  return parseResponse(helpdeskSortingSchema, response.data, `/scheduler/helpdesk/sorting/${change.action}`);
}

type Options = Omit<ApiMutationOptions<SortingChange, SortingEntry[]>, 'mutationFn'>;

/** Spec §8: scheduler failures show response.data.message as the banner (also for 404 and 5xx). */
export function useChangeHelpdeskSorting(options: Options = {}): Write<SortingChange, SortingEntry[]> {
  return useApiMutation({
    mutationFn: changeHelpdeskSorting,
    serverMessage: true,
    // The answer is the new list: it replaces the shown one (nothing else is refreshed).
    updateCache: (queryClient, _input, list) => queryClient.setQueriesData({ queryKey: helpdeskSortingKey }, list),
    ...options,
  });
}
