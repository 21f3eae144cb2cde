import {
  isMigrated,
  MIGRATED_HINT,
  todayBerlin,
  useDraft,
  type ClockingCreatePayload,
  type PageUser,
  type TagProps,
} from '@stempeluhr/core';
import { ApiErrorAlert, lazyDialog, useNotice, type NoticeApi } from '@stempeluhr/ui';
import { useEffect, useRef, useState } from 'react';
import { canEditOwnClockings, DAY_TEXTS, useRecalculation } from '../../domain/clocking';
import type { timetrackingAddDayTag } from './timetracking-add-day.tag';

// The add dialog (react-hook-form, the modal) comes when it is first opened.
const AddDayDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.AddDayDialog), 'AddDayDialog');

export type TimetrackingAddDayProps = TagProps<typeof timetrackingAddDayTag>;

/** Adds a clocking to the user's own day; hidden for blacklisted users and on the welcome page. */
export function TimetrackingAddDay({ user, date, type }: TimetrackingAddDayProps) {
  return <AddDayForm user={user} date={date || todayBerlin()} type={type} />;
}

export interface AddDayFormProps {
  user: PageUser;
  /** `yyyy-MM-dd`, already checked. */
  date: string;
  type?: string;
  /** The embedding view's notice (day-overview): "Zeiten werden neu berechnet" shows there, one notice per view. */
  notice?: NoticeApi;
}

/**
 * The add control of one's own day (spec 02 §2: a dialog): a button „Buchung hinzufügen“ on the day
 * opens the dialog with the form. Also embedded below the day overview's table.
 */
export function AddDayForm({ user, date, type, notice }: AddDayFormProps) {
  if (type !== 'welcome' && user.clockings_blacklisted === undefined) return <FlagMissing />;
  if (!canEditOwnClockings(user, type)) return null;
  if (isMigrated(date)) return <p className="form-text">{MIGRATED_HINT}</p>;
  const today = todayBerlin();
  if (date > today) return <p className="text-body-secondary my-3">{DAY_TEXTS.futureDay}</p>;
  return <AddDayControl key={`${user.id}|${date}`} userId={user.id} date={date} isToday={date === today} notice={notice} />;
}

/** Without the key the view cannot tell whether adding is allowed: one muted line, and the key named in the log. */
function FlagMissing() {
  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    console.info(
      `[stempeluhr] <timetracking-add-day>: Das Benutzerobjekt hat keinen Schlüssel „clockings_blacklisted“: ${DAY_TEXTS.addImpossible}`,
    );
  }, []);
  return <p className="small text-body-secondary my-3">{DAY_TEXTS.addImpossible}</p>;
}

function AddDayControl({ userId, date, isToday, notice }: { userId: number; date: string; isToday: boolean; notice?: NoticeApi }) {
  // What was typed before an expired session comes back after the reload (per user and day): the dialog opens with it.
  const draftKey = `neu-${userId}-${date}`;
  const draft = useDraft<ClockingCreatePayload>(draftKey);
  const [open, setOpen] = useState(draft !== null);
  // The draft fills the dialog once; after it closes the next opening starts empty.
  const [draftShown, setDraftShown] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const own = useNotice();
  const recalculation = useRecalculation({ notice: notice ?? own });

  return (
    <div className="mt-3">
      {notice ? null : own.toast}
      {recalculation.failure && (
        <ApiErrorAlert error={recalculation.failure} onRetry={recalculation.retry} onDismiss={recalculation.dismissFailure} />
      )}
      <button ref={trigger} type="button" className="btn btn-outline-primary" onClick={() => setOpen(true)}>
        {DAY_TEXTS.addTitle}
      </button>
      {open && (
        <AddDayDialog
          userId={userId}
          date={date}
          isToday={isToday}
          draftKey={draftKey}
          draft={draftShown ? null : draft}
          onClose={() => {
            setOpen(false);
            setDraftShown(true);
            trigger.current?.focus();
          }}
          onAdded={() => void recalculation.run({ userId, date })}
        />
      )}
    </div>
  );
}
