import { formatDayLong, TEXTS } from '@stempeluhr/core';
import { Modal } from '@stempeluhr/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminKeys } from '../api/keys';
import { AdminDay } from '../shared/admin-day';
import { WEEK_ADMIN_TEXTS as T } from './week-overview-admin.texts';

export interface DayEditorProps {
  userId: number;
  /** `yyyy-MM-dd` */
  date: string;
  deleted: boolean;
}

/**
 * „Tag bearbeiten“ of one day of the admin week (issue 23 point 10): the spec names no page route for the
 * day editor (timetacking-admin-edit-day), so the week opens that same editor for the day in a dialog —
 * its clockings and breaks, edit, delete and the add form, every change recalculated on the admin route.
 * Closing the dialog reads the week again.
 */
export function DayEditor({ userId, date, deleted }: DayEditorProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const queryClient = useQueryClient();
  const close = () => {
    setOpen(false);
    void queryClient.invalidateQueries({ queryKey: adminKeys.weekOf(userId) });
  };
  return (
    <>
      <button type="button" className="btn btn-sm btn-light border mt-2" onClick={() => setOpen(true)}>
        {T.editDay(formatDayLong(date))}
      </button>
      {open && (
        <Modal show onHide={close} aria-labelledby={titleId} size="xl">
          <Modal.Header closeButton closeLabel={TEXTS.close}>
            <Modal.Title id={titleId} as="h2" className="h5">
              {T.editDay(formatDayLong(date))}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <AdminDay userId={userId} date={date} deleted={deleted} addOpen />
          </Modal.Body>
        </Modal>
      )}
    </>
  );
}
