import { formatDayLong } from '@stempeluhr/core';
import { Modal } from '@stempeluhr/ui';
import { useId } from 'react';
import { PLANING_CALENDAR_TEXTS as T } from './planing-calendar.texts';

interface DiscardDialogProps {
  /** The day the user chose in the calendar (yyyy-MM-dd), null while closed. */
  day: string | null;
  /** Rows changed but not saved. */
  unsaved: number;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asks before another calendar day replaces ten days with unsaved choices. */
export function DiscardDialog({ day, unsaved, onKeep, onDiscard }: DiscardDialogProps) {
  const titleId = useId();
  return (
    <Modal show={day !== null} onHide={onKeep} centered aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={T.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {T.discardTitle}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{day ? T.discardText(unsaved, formatDayLong(day)) : ''}</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-primary" onClick={onKeep}>
          {T.keepPlanning}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={onDiscard}>
          {T.discard}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
