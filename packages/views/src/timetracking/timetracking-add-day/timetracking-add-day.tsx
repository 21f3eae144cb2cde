import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatDayLong,
  isMigrated,
  MIGRATED_HINT,
  TEXTS,
  todayBerlin,
  useApiMutation,
  useDraft,
  type ApiError,
  type ClockingCreatePayload,
  type PageUser,
} from '@stempeluhr/core';
import { ApiErrorAlert, applyServerErrors, Modal, NoticeToast } from '@stempeluhr/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  canEditOwnClockings,
  CLOCKING_SERVER_FIELDS,
  ClockingFields,
  clockingFormSchema,
  DAY_TEXTS,
  emptyClockingValues,
  valuesFromTimes,
  createClockingWrite,
  useRecalculation,
  type ClockingFormValues,
  type ClockingTimes,
} from '../../domain/clocking';

export interface TimetrackingAddDayProps {
  /** The page's user object: id, dn and, where own edits are allowed, clockings_blacklisted. */
  user: PageUser;
  /** The day to add to, `yyyy-MM-dd`; default today (Berlin). */
  date?: string;
  /** `welcome`: embedded read-only on the welcome page (nothing to add). */
  type?: string;
}

/** Adds a clocking to the user's own day; hidden for blacklisted users and on the welcome page. */
export function TimetrackingAddDay({ user, date, type }: TimetrackingAddDayProps) {
  return <AddDayForm user={user} date={date || todayBerlin()} type={type} />;
}

export interface AddDayFormProps {
  user: PageUser;
  /** `yyyy-MM-dd`, already checked. */
  date: string;
  type?: string;
}

/**
 * The add control of one's own day (spec 02 §2: a dialog): a button „Buchung hinzufügen“ on the day
 * opens the dialog with the form. Also embedded below the day overview's table.
 */
export function AddDayForm({ user, date, type }: AddDayFormProps) {
  if (type !== 'welcome' && user.clockings_blacklisted === undefined) return <FlagMissing />;
  if (!canEditOwnClockings(user, type)) return null;
  if (isMigrated(date)) return <p className="form-text">{MIGRATED_HINT}</p>;
  const today = todayBerlin();
  if (date > today) return <p className="text-body-secondary my-3">{DAY_TEXTS.futureDay}</p>;
  return <AddDayControl key={`${user.id}|${date}`} userId={user.id} date={date} isToday={date === today} />;
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

function AddDayControl({ userId, date, isToday }: { userId: number; date: string; isToday: boolean }) {
  // What was typed before an expired session comes back after the reload (per user and day): the dialog opens with it.
  const draftKey = `neu-${userId}-${date}`;
  const draft = useDraft<ClockingCreatePayload>(draftKey);
  const [open, setOpen] = useState(draft !== null);
  // The draft fills the dialog once; after it closes the next opening starts empty.
  const [draftShown, setDraftShown] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const recalculation = useRecalculation();

  return (
    <div className="mt-3">
      <NoticeToast notice={recalculation.notice} onClose={recalculation.dismissNotice} />
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

interface AddDayDialogProps {
  userId: number;
  date: string;
  isToday: boolean;
  draftKey: string;
  draft: ClockingCreatePayload | null;
  onClose: () => void;
  /** The clocking was accepted: the caller recalculates the week (and says so outside the dialog). */
  onAdded: () => void;
}

function AddDayDialog({ userId, date, isToday, draftKey, draft, onClose, onAdded }: AddDayDialogProps) {
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const form = useForm<ClockingFormValues, unknown, ClockingTimes>({
    defaultValues: draft ? valuesFromTimes(draft) : emptyClockingValues(),
    resolver: zodResolver(clockingFormSchema({ date, allowUntilNow: isToday })),
  });
  const [banner, setBanner] = useState<ApiError | null>(null);
  const write = useApiMutation({
    ...createClockingWrite,
    draftKey,
    event: () => ['saved', { what: 'clocking' }],
    onError: (error) => setBanner(applyServerErrors(form, error, CLOCKING_SERVER_FIELDS)),
  });

  const submit = form.handleSubmit(
    async (times) => {
      setBanner(null);
      const result = await write.run({ userId, ...times, addedFromUser: true });
      if (!result.ok) return;
      onAdded();
      onClose();
    },
    () => setBanner(null),
  );

  return (
    <Modal show onHide={write.pending ? () => undefined : onClose} aria-labelledby={headingId} onEntered={() => form.setFocus('von')}>
      <form noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton={!write.pending} closeLabel={TEXTS.close}>
          <Modal.Title id={headingId} as="h2" className="h5">
            {DAY_TEXTS.addTitle}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {/* The day it adds to, right under the title (issue 24: a form names the day it adds to). */}
          <p className="fw-semibold tabular-nums">{DAY_TEXTS.addDay(formatDayLong(date))}</p>
          {banner && <ApiErrorAlert error={banner} onDismiss={() => setBanner(null)} />}
          <ClockingFields form={form} idPrefix={idPrefix} showUntilNow={isToday} compact />
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={write.pending}>
            {TEXTS.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={write.pending} aria-busy={write.pending || undefined}>
            {write.pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {DAY_TEXTS.addSubmit}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
