import { formatDayLong, TEXTS } from '@stempeluhr/core';
import { Modal } from '@stempeluhr/ui';
import { useId } from 'react';
import { AdminDay } from '../shared/admin-day';
import { WEEK_ADMIN_TEXTS as T } from './week-overview-admin.texts';

export interface DayEditorDialogProps {
  userId: number;
  /** `yyyy-MM-dd` */
  date: string;
  deleted: boolean;
  onClose: () => void;
}

/** The admin day of one date in a dialog: its clockings and breaks, edit, delete and the add form. */
export function DayEditorDialog({ userId, date, deleted, onClose }: DayEditorDialogProps) {
  const titleId = useId();
  return (
    <Modal show onHide={onClose} aria-labelledby={titleId} size="xl">
      <Modal.Header closeButton closeLabel={TEXTS.close}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {T.editDay(formatDayLong(date))}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <AdminDay userId={userId} date={date} deleted={deleted} addOpen />
      </Modal.Body>
    </Modal>
  );
}
