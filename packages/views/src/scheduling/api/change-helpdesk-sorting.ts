// The four sorting calls of spec 02 — GET /scheduler/helpdesk/sorting/sync, /up/{id}, /down/{id} and
// DELETE /scheduler/helpdesk/sorting/{id} — in one file: each answers the whole new list, which
// replaces the cached one (no optimistic change, so the shown order is always the server's).
import { apiClient, assertCanWrite, parseResponse, type HelpdeskSortingEntry } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { helpdeskSortingKey, helpdeskSortingSchema } from './get-helpdesk-sorting';

export type SortingChange = { action: 'sync' } | { action: 'up' | 'down' | 'remove'; id: number };

export async function changeHelpdeskSorting(change: SortingChange): Promise<HelpdeskSortingEntry[]> {
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

export function useChangeHelpdeskSorting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeHelpdeskSorting,
    // The answer is the new list: it replaces the shown one (nothing else is refreshed).
    onSuccess: (list) => queryClient.setQueryData(helpdeskSortingKey, list),
  });
}
