import { zodResolver } from '@hookform/resolvers/zod';
import {
  endsOnAnotherDay,
  formatDate,
  formatDayLong,
  formatDuration,
  isMigrated,
  MIGRATED_HINT,
  scrollToTop,
  todayBerlin,
  useAlive,
  useApiMutation,
  type ApiError,
  type Clocking,
  type ClockingCreatePayload,
} from '@stempeluhr/core';
import { ApiErrorAlert, applyServerErrors, NoticeToast, PlaceholderRows, QueryView, ScrollRegion } from '@stempeluhr/ui';
import { useQueryClient } from '@tanstack/react-query';
import { addDays, format, parseISO } from 'date-fns';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CLOCKING_SERVER_FIELDS,
  ClockingFields,
  clockingFormSchema,
  ConfirmDeleteDialog,
  DAY_TEXTS,
  EditClockingDialog,
  emptyClockingValues,
  clockingKeys,
  createClocking,
  deleteClocking,
  type ClockingFormValues,
  type ClockingTimes,
} from '../../domain/clocking';
import { useAdminDay } from '../api/get-admin-day';
import { adminKeys } from '../api/keys';
import { AdminDayBreaks } from './admin-day-breaks';
import { PeriodPager } from './period-pager';
import { ADMIN_DAY_TEXTS as T } from './day-texts';
import { ADMIN_TIME_TEXTS } from './texts';
import { useAdminRecalculation } from './use-admin-recalculation';

export interface AdminDayProps {
  userId: number;
  /** `yyyy-MM-dd`; default today. */
  date?: string;
  deleted?: boolean;
  /** The add form shows at once (the edit-day page) instead of behind "Buchung hinzufügen". */
  addOpen?: boolean;
}

const shift = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

function clockOutText(clocking: Clocking): string | null {
  if (!clocking.clock_out) return null;
  const time = clocking.clock_out.slice(11, 16);
  return endsOnAnotherDay(clocking) ? `${time} (${formatDate(clocking.clock_out.slice(0, 10))})` : time;
}

const summaryOf = (clocking: Clocking) => `${clocking.clock_in.slice(11, 16)} – ${clockOutText(clocking) ?? DAY_TEXTS.open}`;

/**
 * A user's day for admins: named on screen with previous / next day and "Heute", the clockings with
 * edit and delete (the shared clocking dialogs), and the add form; every change recalculates the week
 * on the admin route. Migrated days and deleted users are read-only.
 */
export function AdminDay({ userId, date, deleted = false, addOpen = false }: AdminDayProps) {
  const ids = { title: useId(), hint: useId() };
  const start = date || todayBerlin();
  const [nav, setNav] = useState({ start, day: start });
  const day = nav.start === start ? nav.day : start;
  const go = (next: string) => setNav({ start, day: next });
  const query = useAdminDay(userId, day);
  const queryClient = useQueryClient();
  const recalculation = useAdminRecalculation('clocking');
  const alive = useAlive();
  const [editing, setEditing] = useState<Clocking | null>(null);
  const [deleting, setDeleting] = useState<Clocking | null>(null);
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
    onSuccess: () => setDeleting(null),
  });

  return (
    <section aria-labelledby={ids.title} className="stempeluhr-admin-day">
      <NoticeToast notice={recalculation.notice} onClose={recalculation.dismissNotice} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={ids.title} className="h5 mb-0 me-auto tabular-nums">
          {formatDayLong(day)}
        </h2>
        <PeriodPager
          label={T.navigation}
          previous={T.previous}
          current={T.today}
          next={T.next}
          currentPressed={day === todayBerlin()}
          onPrevious={() => go(shift(day, -1))}
          onCurrent={() => go(todayBerlin())}
          onNext={() => go(shift(day, 1))}
        />
      </div>
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
      <QueryView
        query={query}
        placeholder={<PlaceholderRows rows={3} />}
        isEmpty={(data) => data.clockings.items.length === 0}
        empty={DAY_TEXTS.empty}
      >
        {(data) => (
          <>
            <ScrollRegion label={DAY_TEXTS.caption(formatDayLong(day))} layout="stack">
              <table className="table table-sm align-middle mb-0 tabular-nums">
                <caption className="caption-top">{DAY_TEXTS.caption(formatDayLong(day))}</caption>
                <thead>
                  <tr>
                    <th scope="col">{DAY_TEXTS.colFrom}</th>
                    <th scope="col">{DAY_TEXTS.colTo}</th>
                    <th scope="col">{DAY_TEXTS.colType}</th>
                    <th scope="col" className="text-end">
                      {DAY_TEXTS.colTime}
                    </th>
                    <th scope="col">{DAY_TEXTS.comment}</th>
                    <th scope="col" data-label="">
                      <span className="visually-hidden">{DAY_TEXTS.colActions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.clockings.items.map((clocking) => (
                    <tr key={clocking.id}>
                      <td>{clocking.clock_in.slice(11, 16)}</td>
                      <td className={endsOnAnotherDay(clocking) ? 'text-danger' : undefined}>
                        {clockOutText(clocking) ?? <span className="text-body-secondary">{DAY_TEXTS.open}</span>}
                      </td>
                      <td>
                        {clocking.type}
                        {clocking.home_office && <span className="badge text-bg-info ms-1">{DAY_TEXTS.mobileBadge}</span>}
                      </td>
                      <td className="text-end text-nowrap">
                        {formatDuration(clocking.time)} {DAY_TEXTS.hours}
                      </td>
                      <td className="text-break">{clocking.comment}</td>
                      <td>
                        <div className="d-flex flex-wrap justify-content-end gap-1">
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary"
                            aria-label={T.editLabel(summaryOf(clocking))}
                            title={migrated ? MIGRATED_HINT : undefined}
                            disabled={!canEdit}
                            aria-describedby={canEdit ? undefined : ids.hint}
                            onClick={() => setEditing(clocking)}
                          >
                            {DAY_TEXTS.editShort}
                          </button>
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-secondary"
                            aria-label={T.deleteLabel(summaryOf(clocking))}
                            title={migrated ? MIGRATED_HINT : undefined}
                            disabled={!canEdit}
                            aria-describedby={canEdit ? undefined : ids.hint}
                            onClick={() => {
                              deletion.reset();
                              setDeleting(clocking);
                            }}
                          >
                            {DAY_TEXTS.deleteShort}
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3}>
                      {DAY_TEXTS.total}
                    </th>
                    <td className="text-end text-nowrap fw-semibold">
                      {formatDuration(data.clockings.done)} {DAY_TEXTS.hours}
                    </td>
                    <td colSpan={2} />
                  </tr>
                </tfoot>
              </table>
            </ScrollRegion>
            <AdminDayBreaks breaks={data.breaks} />
          </>
        )}
      </QueryView>
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
          onClose={() => setEditing(null)}
          onSaved={(clocking) => {
            if (alive.current) setEditing(null);
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
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

/** The admin's add form: a clocking on the user's day (addedFromUser false); a failure shows the server's text on top. */
interface AddClockingProps {
  userId: number;
  day: string;
  open: boolean;
  /** The user has an open booking that day (or it is not known yet). */
  running: boolean;
  onAdded: () => void;
  /** The banner of what is left after the field errors (null: cleared). */
  onFailed: (error: ApiError | null) => void;
}

function AddClocking({ userId, day, open, running, onAdded, onFailed }: AddClockingProps) {
  const prefix = useId();
  const [shown, setShown] = useState(open);
  // „bis jetzt“ for someone else's day only where it can be meant: today, while no booking of the
  // user runs (a forgotten clock-in of someone still at work); never a second open booking.
  const untilNow = day === todayBerlin() && !running;
  const form = useForm<ClockingFormValues, unknown, ClockingTimes>({
    defaultValues: emptyClockingValues(),
    resolver: zodResolver(clockingFormSchema({ date: day, allowUntilNow: untilNow })),
  });
  const write = useApiMutation({
    mutationFn: createClocking,
    invalidates: (payload: ClockingCreatePayload) => [
      adminKeys.daysOf(payload.userId),
      clockingKeys.userDays(payload.userId),
      clockingKeys.todayClockings(),
    ],
    event: () => ['saved', { what: 'clocking' }],
    onSuccess: () => form.reset(emptyClockingValues()),
    onError: (error) => {
      onFailed(applyServerErrors(form, error, CLOCKING_SERVER_FIELDS));
      scrollToTop();
    },
  });

  const submit = form.handleSubmit(
    async (times) => {
      onFailed(null);
      const result = await write.run({ userId, ...times, addedFromUser: false });
      if (result.ok) onAdded();
    },
    () => onFailed(null),
  );

  if (!shown) {
    return (
      <button type="button" className="btn btn-sm btn-primary mt-3" onClick={() => setShown(true)}>
        {T.add}
      </button>
    );
  }
  return (
    <form className="mt-4" noValidate aria-labelledby={`${prefix}-heading`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${prefix}-heading`} className="h6">
        {T.addFor(formatDayLong(day))}
      </h3>
      <ClockingFields form={form} idPrefix={prefix} showUntilNow={untilNow} compact />
      <button type="submit" className="btn btn-primary" disabled={write.pending} aria-busy={write.pending || undefined}>
        {write.pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {DAY_TEXTS.addSubmit}
      </button>
    </form>
  );
}
