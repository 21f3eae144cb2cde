import { formatDayLong } from '@stempeluhr/core';
import { LazyConfirmDialog as ConfirmDialog } from '@stempeluhr/ui';
import { PLANING_CALENDAR_TEXTS as T } from './planing-calendar.texts';

interface DiscardDialogProps {
  /** The day the user chose in the calendar (yyyy-MM-dd), null while closed. */
  day: string | null;
  /** Rows changed but not saved. */
  unsaved: number;
  onKeep: () => void;
  onDiscard: () => void;
}

/** Asks before another calendar day replaces ten days with unsaved choices („Weiter planen“ keeps them). */
export function DiscardDialog({ day, unsaved, onKeep, onDiscard }: DiscardDialogProps) {
  if (day === null) return null;
  return (
    <ConfirmDialog
      title={T.discardTitle}
      confirmLabel={T.discard}
      cancelLabel={T.keepPlanning}
      pending={false}
      onConfirm={onDiscard}
      onClose={onKeep}
    >
      <p className="mb-0">{T.discardText(unsaved, formatDayLong(day))}</p>
    </ConfirmDialog>
  );
}
