import { formatDayLong } from '@stempeluhr/core';
import { lazyDialog } from '@stempeluhr/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminKeys } from '../api/keys';
import { WEEK_ADMIN_TEXTS as T } from './week-overview-admin.texts';

// The admin day (its forms with react-hook-form, the modal) comes when a day's editor is first opened.
const DayEditorDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.DayEditorDialog), 'DayEditorDialog');

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
      {open && <DayEditorDialog userId={userId} date={date} deleted={deleted} onClose={close} />}
    </>
  );
}
