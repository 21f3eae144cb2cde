import type { TagProps } from '@stempeluhr/core';
import { useState } from 'react';
import { TransferForm } from './transfer-form';
import { WorkItemFinder } from './work-item-finder';
import type { workItemsViewTag } from './work-items-view.tag';

export type WorkItemsViewProps = TagProps<typeof workItemsViewTag>;

/** Time transfer to the issue tracker, and the work items of an issue. */
export function WorkItemsView({ users, userId, issueId }: WorkItemsViewProps) {
  const [issue, setIssue] = useState<string | null>(issueId && issueId.trim() !== '' ? issueId.trim().toUpperCase() : null);
  return (
    <div className="d-flex flex-column gap-4">
      <TransferForm users={users} userId={userId} onTransferred={setIssue} />
      <WorkItemFinder issue={issue} onIssue={setIssue} />
    </div>
  );
}
