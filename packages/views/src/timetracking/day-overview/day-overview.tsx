import {
  endsOnAnotherDay,
  formatDate,
  formatDayLong,
  formatDuration,
  isMigrated,
  MIGRATED_HINT,
  todayBerlin,
  useAlive,
  useApiMutation,
  type Clocking,
  type PageUser,
} from '@stempeluhr/core';
import { ApiErrorAlert, NoticeToast, PlaceholderRows, QueryView, RunningBadge, ScrollRegion } from '@stempeluhr/ui';
import { DayLawHints } from '../../domain/worktime-law';
import { useEffect, useId, useRef, useState } from 'react';
import {
  canEditOwnClockings,
  ConfirmDeleteDialog,
  DAY_TEXTS,
  EditClockingDialog,
  deleteClockingWrite,
  useRecalculation,
} from '../../domain/clocking';
import { useUserDay } from '../api/get-user-day';
import { AddDayForm } from '../timetracking-add-day';

export interface DayOverviewProps {
  /** The page's user object: id, dn and, where own edits are allowed, clockings_blacklisted. */
  user: PageUser;
  /** The day, `yyyy-MM-dd`; default today (Berlin). */
  date?: string;
  /** `welcome`: embedded read-only on the welcome page. */
  type?: string;
}

/** A day's clockings with edit and delete per row and the add form below (spec: day-overview). */
export function DayOverview({ user, date, type }: DayOverviewProps) {
  return <DayOverviewTable user={user} date={date || todayBerlin()} type={type} />;
}

/** `08:00`; a clock-out on another calendar day than the clock-in gets that date (shown in red). */
function clockOutText(clocking: Clocking): string | null {
  if (!clocking.clock_out) return null;
  const time = clocking.clock_out.slice(11, 16);
  return endsOnAnotherDay(clocking) ? `${time} (${formatDate(clocking.clock_out.slice(0, 10))})` : time;
}

function summaryOf(clocking: Clocking): string {
  return `${clocking.clock_in.slice(11, 16)} – ${clockOutText(clocking) ?? DAY_TEXTS.running} · ${clocking.type}`;
}

function DayOverviewTable({ user, date, type }: { user: PageUser; date: string; type?: string }) {
  const hintId = useId();
  const query = useUserDay(user.id, date);
  const canEdit = canEditOwnClockings(user, type);
  const migrated = isMigrated(date);
  const [editing, setEditing] = useState<Clocking | null>(null);
  const [deleting, setDeleting] = useState<Clocking | null>(null);
  const recalculation = useRecalculation();
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
      setDeleting(null);
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
      <NoticeToast notice={recalculation.notice} onClose={recalculation.dismissNotice} />
      {recalculation.failure && (
        <ApiErrorAlert error={recalculation.failure} onRetry={recalculation.retry} onDismiss={recalculation.dismissFailure} />
      )}
      {canEdit && migrated && (
        <p id={hintId} className="form-text">
          {MIGRATED_HINT}
        </p>
      )}
      <QueryView
        query={query}
        placeholder={<PlaceholderRows rows={3} />}
        isEmpty={(data) => data.clockings.items.length === 0}
        empty={DAY_TEXTS.empty}
      >
        {(data) => (
          <>
            {/* Narrow, each booking becomes a card with its actions in a row (the shared stack pattern). */}
            <ScrollRegion label={DAY_TEXTS.caption(formatDayLong(date))} layout="stack">
              <table className="table table-sm align-middle mb-0 tabular-nums">
                <caption className="caption-top">{DAY_TEXTS.caption(formatDayLong(date))}</caption>
                <thead>
                  <tr>
                    <th scope="col">{DAY_TEXTS.colFrom}</th>
                    <th scope="col">{DAY_TEXTS.colTo}</th>
                    <th scope="col">{DAY_TEXTS.colType}</th>
                    <th scope="col" className="text-end">
                      {DAY_TEXTS.colTime}
                    </th>
                    <th scope="col" data-label="">
                      <span className="visually-hidden">{DAY_TEXTS.colMobile}</span>
                    </th>
                    <th scope="col">{DAY_TEXTS.comment}</th>
                    {canEdit && (
                      <th scope="col" data-label="">
                        <span className="visually-hidden">{DAY_TEXTS.colActions}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {data.clockings.items.map((clocking) => {
                    const out = clockOutText(clocking);
                    return (
                      <tr key={clocking.id}>
                        <td>{clocking.clock_in.slice(11, 16)}</td>
                        <td className={endsOnAnotherDay(clocking) ? 'text-danger' : undefined}>{out ?? <RunningBadge />}</td>
                        <td>{clocking.type}</td>
                        <td className="text-end text-nowrap">
                          {formatDuration(clocking.time)} {DAY_TEXTS.hours}
                        </td>
                        <td>{clocking.home_office && <span className="badge text-bg-info">{DAY_TEXTS.mobileBadge}</span>}</td>
                        <td className="text-break small text-body-secondary">{clocking.comment}</td>
                        {canEdit && (
                          <td>
                            <div className="d-flex flex-wrap justify-content-end gap-1">
                              <button
                                type="button"
                                className="btn btn-sm btn-outline-primary"
                                aria-label={DAY_TEXTS.edit}
                                title={migrated ? MIGRATED_HINT : DAY_TEXTS.edit}
                                aria-describedby={migrated ? hintId : undefined}
                                disabled={migrated}
                                onClick={() => setEditing(clocking)}
                              >
                                {DAY_TEXTS.editShort}
                              </button>
                              <button
                                type="button"
                                className="btn btn-sm btn-outline-danger"
                                aria-label={DAY_TEXTS.delete}
                                title={migrated ? MIGRATED_HINT : DAY_TEXTS.delete}
                                aria-describedby={migrated ? hintId : undefined}
                                disabled={migrated}
                                onClick={() => {
                                  deletion.reset();
                                  setDeleting(clocking);
                                }}
                              >
                                {DAY_TEXTS.deleteShort}
                              </button>
                            </div>
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {DAY_TEXTS.total}
                    </th>
                    <td className="text-end text-nowrap fw-semibold">
                      {formatDuration(data.clockings.done)} {DAY_TEXTS.hours}
                    </td>
                    <td colSpan={canEdit ? 3 : 2} />
                  </tr>
                </tfoot>
              </table>
            </ScrollRegion>
            <DayLawHints clockings={data.clockings.items} className="mt-2" />
          </>
        )}
      </QueryView>
      {canEdit && !migrated && <AddDayForm user={user} date={date} type={type} />}
      {editing && (
        <EditClockingDialog
          key={editing.id}
          clocking={editing}
          userId={user.id}
          onClose={() => setEditing(null)}
          onSaved={(clocking) => {
            if (alive.current) setEditing(null);
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
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
