import { TEXTS } from '@stempeluhr/core';
import { Modal } from '@stempeluhr/ui';
import { useId } from 'react';
import { ExistingRule, NewRule } from '../working-hour';
import { WORKINGHOURS_TEXTS as T } from './workinghours-view-admin.texts';

export interface RuleDialogProps {
  userId: number;
  /** The rule to change; null for a new one. */
  entryId: number | null;
  deleted: boolean;
  onClose: () => void;
}

/** A working-hour rule in a dialog: the working-hour form of an existing rule or a new one. */
export function RuleDialog({ userId, entryId, deleted, onClose }: RuleDialogProps) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} size="lg">
      <Modal.Header closeButton closeLabel={TEXTS.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {entryId !== null ? T.editTitle : T.createTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {entryId !== null ? (
          <ExistingRule userId={userId} entryId={entryId} deleted={deleted} onCancel={onClose} />
        ) : (
          <NewRule userId={userId} deleted={deleted} onCancel={onClose} />
        )}
      </Modal.Body>
    </Modal>
  );
}
