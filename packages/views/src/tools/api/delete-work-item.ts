// DELETE /youtrack-workitems/ajax/delete-workitem/{issueId}/{workItemId} — removes a work item.
import { apiClient, assertCanWrite } from '@stempeluhr/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toolsKeys } from './keys';

export interface DeleteWorkItemInput {
  issueId: string;
  workItemId: string;
}

export async function deleteWorkItem({ issueId, workItemId }: DeleteWorkItemInput): Promise<void> {
  assertCanWrite();
  await apiClient().delete(`youtrack-workitems/ajax/delete-workitem/${encodeURIComponent(issueId)}/${encodeURIComponent(workItemId)}`);
}

/** Refreshes the issue's work items afterwards. */
export function useDeleteWorkItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkItem,
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: toolsKeys.workItems(input.issueId) }),
  });
}
