// POST /youtrack-workitems/ajax/insert-workitems {userId, start, end, factor, issueId} — books the
// period's time × factor on the issue. The answer is not shown: any 2xx is success, then the issue's
// work items are read again. Every failure carries the spec's text (§8), the server's reason beneath.
import { acceptWriteAnswer, apiClient, assertCanWrite, type WorkItemsInsertPayload } from '@stempeluhr/core';
import { toolsKeys } from './keys';

/** Spec §8: the text of a failed transfer (the issue is already billed). */
export const TRANSFER_FAILED = 'Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.';

export async function insertWorkItems(payload: WorkItemsInsertPayload): Promise<void> {
  assertCanWrite();
  const response = await apiClient().post('youtrack-workitems/ajax/insert-workitems', payload);
  acceptWriteAnswer(response.data, 'insert-workitems');
}

/** The issue's work items (the finder) are read again afterwards. */
export const insertInvalidates = (payload: WorkItemsInsertPayload) => [toolsKeys.workItems(payload.issueId)];
