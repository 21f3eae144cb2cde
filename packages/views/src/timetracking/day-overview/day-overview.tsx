import {
  formatDayLong,
  isMigrated,
  MIGRATED_HINT,
  todayBerlin,
  useAlive,
  useApiMutation,
  type Clocking,
  type PageUser,
  type TagProps,
} from '@stempeluhr/core';
import { ApiErrorAlert, useEntryEditor, useNotice } from '@stempeluhr/ui';
import { DayLawHints } from '../../domain/worktime-law';
import { useEffect, useId, useRef, useState } from 'react';
import {
  canEditOwnClockings,
  LazyConfirmDeleteDialog as ConfirmDeleteDialog,
  DAY_TEXTS,
  LazyEditClockingDialog as EditClockingDialog,
  deleteClockingWrite,
  useRecalculation,
} from '../../domain/clocking';
import { ClockingDayQuery, ClockingRowActions, clockingSummary } from '../../domain/clocking/clocking-day-table';
import { useUserDay } from '../api/get-user-day';
import { AddDayForm } from '../timetracking-add-day';
import type { dayOverviewTag } from './day-overview.tag';

export type DayOverviewProps = TagProps<typeof dayOverviewTag>;

/** A day's clockings with edit and delete per row and the add form below (spec: day-overview). */
export function DayOverview({ user, date, type }: DayOverviewProps) {
  return <DayOverviewTable user={user} date={date || todayBerlin()} type={type} />;
}

/** `08:00 – 12:00 · regulär`: what the delete confirmation names. */
const summaryOf = (clocking: Clocking) => `${clockingSummary(clocking)} · ${clocking.type}`;

function DayOverviewTable({ user, date, type }: { user: PageUser; date: string; type?: string }) {
  const hintId = useId();
  const query = useUserDay(user.id, date);
  const canEdit = canEditOwnClockings(user, type);
  const migrated = isMigrated(date);
  const editor = useEntryEditor<Clocking>();
  const editing = editor.editing?.entry ?? null;
  const deleting = editor.deleting;
  const notice = useNotice();
  const recalculation = useRecalculation({ notice });
  const alive = useAlive();
  const containerRef = useRef<HTMLDivElement>(null);
  // After a deletion the row's button is gone: focus goes to the overview instead of the page body.
  const [focusOverview, setFocusOverview] = useState(0);
  useEffect(() => {
    if (focusOverview > 0) containerRef.current?.focus();
  }, [focusOverview]);

  const deletion = useApiMutation({
    ...deleteClockingWrite(user.id),
    event: (clocking) => ['deleted', { what: 'clocking', id: clocking.id }],
    onSuccess: () => {
      editor.close();
      setFocusOverview((n) => n + 1);
    },
  });
  const confirmDelete = async (clocking: Clocking) => {
    const result = await deletion.run(clocking);
    // The week is recalculated even if the widget was removed meanwhile (the spec's rule).
    if (result.ok) await recalculation.run({ userId: user.id, date: clocking.clock_in.slice(0, 10) });
  };

  return (
    <div
      className="stempeluhr-day-overview"
      ref={containerRef}
      tabIndex={-1}
      role="region"
      aria-label={DAY_TEXTS.caption(formatDayLong(date))}
    >
      {notice.toast}
      {recalculation.failure && (
        <ApiErrorAlert error={recalculation.failure} onRetry={recalculation.retry} onDismiss={recalculation.dismissFailure} />
      )}
      {canEdit && migrated && (
        <p id={hintId} className="form-text">
          {MIGRATED_HINT}
        </p>
      )}
      <ClockingDayQuery
        query={query}
        day={date}
        actions={
          canEdit
            ? (clocking) => (
                <ClockingRowActions
                  editLabel={DAY_TEXTS.edit}
                  deleteLabel={DAY_TEXTS.delete}
                  disabled={migrated}
                  title={migrated ? MIGRATED_HINT : undefined}
                  describedBy={hintId}
                  onEdit={() => editor.openEdit(clocking)}
                  onDelete={() => {
                    deletion.reset();
                    editor.openDelete(clocking);
                  }}
                />
              )
            : undefined
        }
        below={(data) => <DayLawHints clockings={data.clockings.items} className="mt-2" />}
      />
      {canEdit && !migrated && <AddDayForm user={user} date={date} type={type} notice={notice} />}
      {editing && (
        <EditClockingDialog
          key={editing.id}
          clocking={editing}
          userId={user.id}
          onClose={editor.close}
          onSaved={(clocking) => {
            if (alive.current) editor.close();
            void recalculation.run({ userId: user.id, date: clocking.clock_in.slice(0, 10) });
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          summary={summaryOf(deleting)}
          pending={deletion.pending}
          error={deletion.error}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={editor.close}
        />
      )}
    </div>
  );
}
