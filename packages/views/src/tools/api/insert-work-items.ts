// POST /youtrack-workitems/ajax/insert-workitems {userId, start, end, factor, issueId} — books the
// period's time × factor on the issue. A billed issue is refused (409).
import { apiClient, assertCanWrite, type WorkItemsInsertPayload } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toolsKeys } from './keys';

export async function insertWorkItems(payload: WorkItemsInsertPayload): Promise<void> {
  assertCanWrite();
  await apiClient().post('youtrack-workitems/ajax/insert-workitems', payload);
}

/** Refreshes the issue's work items (the finder) afterwards. */
export function useInsertWorkItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertWorkItems,
    onSuccess: (_data, payload) => queryClient.invalidateQueries({ queryKey: toolsKeys.workItems(payload.issueId) }),
  });
}
