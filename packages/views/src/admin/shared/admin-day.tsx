import {
  formatDayLong,
  isMigrated,
  MIGRATED_HINT,
  todayBerlin,
  useAlive,
  useApiMutation,
  type ApiError,
  type Clocking,
} from '@stempeluhr/core';
import { ApiErrorAlert, Heading, PeriodStepper, useEntryEditor, useNotice } from '@stempeluhr/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  LazyConfirmDeleteDialog as ConfirmDeleteDialog,
  DAY_TEXTS,
  LazyEditClockingDialog as EditClockingDialog,
  clockingKeys,
  deleteClocking,
} from '../../domain/clocking';
import { ClockingDayQuery, ClockingRowActions, clockingSummary as summaryOf } from '../../domain/clocking/clocking-day-table';
import { useAdminDay } from '../api/get-admin-day';
import { adminKeys } from '../api/keys';
import { AddClocking } from './add-clocking';
import { AdminDayBreaks } from './admin-day-breaks';
import { ADMIN_DAY_TEXTS as T } from './day-texts';
import { ADMIN_TIME_TEXTS } from './texts';
import { useAdminRecalculation } from './use-admin-recalculation';

export interface AdminDayProps {
  userId: number;
  /** `yyyy-MM-dd`; default today. */
  date?: string;
  /** The user is deleted: read-only (the contracts' default false arrives through the tag). */
  deleted?: boolean;
  /** The add form shows at once (the edit-day page) instead of behind "Buchung hinzufügen". */
  addOpen?: boolean;
}

/**
 * A user's day for admins: named on screen by the one period navigation (‹ Mi, 25.11.2026 › Heute), the clockings with
 * edit and delete (the shared clocking dialogs), and the add form; every change recalculates the week
 * on the admin route. Migrated days and deleted users are read-only.
 */
export function AdminDay({ userId, date, deleted, addOpen = false }: AdminDayProps) {
  const ids = { title: useId(), hint: useId() };
  const start = date || todayBerlin();
  const [nav, setNav] = useState({ start, day: start });
  const day = nav.start === start ? nav.day : start;
  const go = (next: string) => setNav({ start, day: next });
  const query = useAdminDay(userId, day);
  const queryClient = useQueryClient();
  const notice = useNotice();
  const recalculation = useAdminRecalculation(notice, 'clocking');
  const alive = useAlive();
  const editor = useEntryEditor<Clocking>();
  const editing = editor.editing?.entry ?? null;
  const deleting = editor.deleting;
  // A failed add shows the server's text as a banner at the top of the view (spec §8), the page scrolled up.
  const [addError, setAddError] = useState<ApiError | null>(null);
  const migrated = isMigrated(day);
  const canEdit = !deleted && !migrated;

  /** After any change: the admin's day re-read and the week recalculated (even if the widget left). */
  const afterChange = async (changedDay: string) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.daysOf(userId) });
    await recalculation.run({ userId, date: changedDay });
  };
  const deletion = useApiMutation({
    mutationFn: (clocking: Clocking) => deleteClocking(clocking.id),
    // Invalidates: the user's days (admin and own reads) — the day changed even if the recalculation afterwards fails.
    invalidates: () => [adminKeys.daysOf(userId), clockingKeys.userDays(userId)],
    event: (clocking) => ['deleted', { what: 'clocking', id: clocking.id }],
    onSuccess: editor.close,
  });

  return (
    <section aria-labelledby={ids.title} className="stempeluhr-admin-day">
      {notice.toast}
      {/* The day is named once on screen, between the arrows; the heading names the section for the outline. */}
      <Heading id={ids.title} className="visually-hidden">
        {formatDayLong(day)}
      </Heading>
      {/* The one period navigation, without the pickers the day does not need (PeriodStepper). */}
      <PeriodStepper unit="day" label={T.navigation} value={day} onChange={go} className="mb-2" />
      {deleted && (
        <p id={ids.hint} className="form-text mt-0">
          {ADMIN_TIME_TEXTS.deletedUser}
        </p>
      )}
      {!deleted && migrated && (
        <p id={ids.hint} className="form-text mt-0">
          {MIGRATED_HINT}
        </p>
      )}
      {addError && <ApiErrorAlert error={addError} onDismiss={() => setAddError(null)} />}
      {recalculation.error && <ApiErrorAlert error={recalculation.error} onDismiss={recalculation.dismissError} />}
      <ClockingDayQuery
        query={query}
        day={day}
        actions={(clocking) => (
          <ClockingRowActions
            editLabel={T.editLabel(summaryOf(clocking))}
            deleteLabel={T.deleteLabel(summaryOf(clocking))}
            disabled={!canEdit}
            title={migrated ? MIGRATED_HINT : undefined}
            describedBy={ids.hint}
            onEdit={() => editor.openEdit(clocking)}
            onDelete={() => {
              deletion.reset();
              editor.openDelete(clocking);
            }}
          />
        )}
        below={(data) => <AdminDayBreaks breaks={data.breaks} />}
      />
      {canEdit &&
        (day > todayBerlin() ? (
          <p className="text-body-secondary my-3">{DAY_TEXTS.futureDay}</p>
        ) : (
          <AddClocking
            key={`${userId}|${day}`}
            userId={userId}
            day={day}
            open={addOpen}
            running={query.data ? query.data.clockings.items.some((c) => !c.clock_out) : true}
            onAdded={() => void afterChange(day)}
            onFailed={setAddError}
          />
        ))}
      {editing && (
        <EditClockingDialog
          key={editing.id}
          clocking={editing}
          userId={userId}
          onClose={editor.close}
          onSaved={(clocking) => {
            if (alive.current) editor.close();
            void afterChange(clocking.clock_in.slice(0, 10));
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          summary={`${summaryOf(deleting)} · ${deleting.type}`}
          pending={deletion.pending}
          error={deletion.error}
          onConfirm={() =>
            void deletion.run(deleting).then((result) => {
              if (result.ok) void afterChange(deleting.clock_in.slice(0, 10));
            })
          }
          onClose={editor.close}
        />
      )}
    </section>
  );
}
