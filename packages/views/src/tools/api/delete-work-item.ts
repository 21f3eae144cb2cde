// DELETE /youtrack-workitems/ajax/delete-workitem/{issueId}/{workItemId} — removes a work item. The
// answer is not shown: any 2xx is success, then the issue's work items are read again.
import { acceptWriteAnswer, apiClient, assertCanWrite } from '@stempeluhr/core';
import { toolsKeys } from './keys';

export interface DeleteWorkItemInput {
  issueId: string;
  workItemId: string;
}

export async function deleteWorkItem({ issueId, workItemId }: DeleteWorkItemInput): Promise<void> {
  assertCanWrite();
  const response = await apiClient().delete(
    `youtrack-workitems/ajax/delete-workitem/${encodeURIComponent(issueId)}/${encodeURIComponent(workItemId)}`,
  );
  acceptWriteAnswer(response.data, 'delete-workitem');
}

export const deleteInvalidates = (input: DeleteWorkItemInput) => [toolsKeys.workItems(input.issueId)];
