import { isMigrated, isoWeek, MIGRATED_HINT, todayBerlin } from '@stempeluhr/core';
import {
  ApiErrorAlert,
  BalanceChart,
  isoWeekStart,
  NoticeToast,
  PlaceholderRows,
  QueryView,
  ScrollRegion,
  type Notice,
  useAttributeState,
} from '@stempeluhr/ui';
import { addDays, format } from 'date-fns';
import { useId, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '../../domain/clocking';
import { useDeleteOvertime } from '../api/delete-overtime';
import { useOvertimeTotal } from '../api/get-overtime-total';
import { useOvertimeYear, type OvertimeRow } from '../api/get-overtime-year';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { useAdminRecalculation } from '../shared/use-admin-recalculation';
import { HistoryDialog } from './history-dialog';
import { OvertimeDialog } from './overtime-dialog';
import { formatOvertimeEntry as formatOvertime, overtimeEntryTone as overtimeTone } from './overtime-format';
import { parseYearkw } from './overtime-time';
import { OVERTIME_TEXTS as T } from './overtime-view-admin.texts';

export interface OvertimeViewAdminProps {
  /** The user whose account is shown. */
  userId: number;
  /** ISO week-numbering year shown first; default the current one. */
  year?: number;
  /** The user is deleted: the account is read-only. */
  deleted?: boolean;
}

function weekOf(entry: OvertimeRow) {
  const { year, week } = parseYearkw(entry.yearkw);
  const monday = isoWeekStart({ year, week });
  return {
    year,
    week,
    label: T.weekLabel(year, week),
    monday: format(monday, 'yyyy-MM-dd'),
    // A week counts in the month of its Thursday (the month holding most of its days).
    thursday: format(addDays(monday, 3), 'yyyy-MM-dd'),
    migrated: isMigrated(addDays(monday, 6)),
  };
}

/** The admin's overtime account of a user: a yearly table with year paging, the total, and the entry dialogs. */
export function OvertimeViewAdmin({ userId, year: firstYear, deleted = false }: OvertimeViewAdminProps) {
  const ids = { title: useId(), hint: useId(), migrated: useId() };
  const [year, setYear] = useAttributeState(firstYear, () => firstYear ?? isoWeek(todayBerlin()).year);
  const entries = useOvertimeYear(userId, year);
  const total = useOvertimeTotal(userId);
  const [dialog, setDialog] = useState<{ entry: OvertimeRow | null } | null>(null);
  const [history, setHistory] = useState<OvertimeRow | null>(null);
  const [deleting, setDeleting] = useState<OvertimeRow | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeId = useRef(0);
  const toast = (text: string) => setNotice({ id: ++noticeId.current, text });
  const recalculation = useAdminRecalculation();
  const deletion = useDeleteOvertime({
    event: (entry) => ['deleted', { what: 'overtime', id: entry.id }],
    onSuccess: () => {
      setDeleting(null);
      toast(ADMIN_TIME_TEXTS.deleted);
    },
    // Spec §8: only logged; the confirmation stays open and can be tried again.
    onError: (error) => console.error(T.deleteFailedLog, error.message),
  });

  const today = todayBerlin();
  const defaultWeek = isoWeek(today).year === year ? isoWeek(today) : { year, week: 1 };

  return (
    <section aria-labelledby={ids.title} className="stempeluhr-overtime-admin">
      <NoticeToast notice={notice ?? recalculation.notice} onClose={notice ? () => setNotice(null) : recalculation.dismissNotice} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={ids.title} className="h5 mb-0 me-auto">
          {T.title}
        </h2>
        <p className="mb-0" title={T.totalHint}>
          {T.total}:{' '}
          {total.isSuccess ? (
            <span className={`fw-semibold tabular-nums ${overtimeTone(total.data)}`}>{formatOvertime(total.data)}</span>
          ) : (
            <span className="placeholder-glow" aria-busy={total.isPending || undefined}>
              <span className="placeholder col-4">{total.isError ? '–' : ''}</span>
            </span>
          )}
          {entries.isSuccess && entries.data.length > 0 && (
            <span className="d-block small text-body-secondary tabular-nums">{T.totalNote(year, formatOvertime(sumOf(entries.data)))}</span>
          )}
        </p>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <div className="btn-group btn-group-sm" role="group" aria-label={T.yearNavigation}>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setYear(year - 1)}
            aria-label={T.previousYear(year - 1)}
          >
            <span aria-hidden="true">‹ </span>
            {year - 1}
          </button>
          <span className="btn btn-secondary pe-none tabular-nums" aria-current="true">
            {year}
          </span>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setYear(year + 1)} aria-label={T.nextYear(year + 1)}>
            {year + 1}
            <span aria-hidden="true"> ›</span>
          </button>
        </div>
        <button
          type="button"
          className="btn btn-sm btn-primary ms-auto"
          disabled={deleted}
          aria-describedby={deleted ? ids.hint : undefined}
          onClick={() => setDialog({ entry: null })}
        >
          {T.add}
        </button>
      </div>
      {deleted && (
        <p id={ids.hint} className="form-text">
          {ADMIN_TIME_TEXTS.deletedUser}
        </p>
      )}
      {recalculation.error && <ApiErrorAlert error={recalculation.error} onDismiss={recalculation.dismissError} />}
      <QueryView
        query={entries}
        placeholder={<PlaceholderRows rows={6} />}
        isEmpty={(data) => data.length === 0}
        empty={deleted ? T.emptyReadOnly(year) : T.empty(year)}
      >
        {(data) => (
          <>
            <BalanceChart
              values={data.map((e) => ({ date: weekOf(e).thursday, seconds: e.overtime }))}
              from={`${year}-01-01`}
              to={`${year}-12-31`}
            />
            <ScrollRegion label={T.caption(year)} layout="stack">
              <table className="table table-sm align-middle mb-0">
                <caption className="caption-top">{T.caption(year)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.colWeek}</th>
                    <th scope="col" className="text-end">
                      {T.colOvertime}
                    </th>
                    <th scope="col">{T.colComment}</th>
                    <th scope="col">{T.colType}</th>
                    <th scope="col" data-label="">
                      <span className="visually-hidden">{T.colActions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((entry) => {
                    const week = weekOf(entry);
                    const manual = entry.type === 'manual';
                    const locked = deleted || week.migrated;
                    const why = deleted ? ids.hint : week.migrated ? ids.migrated : undefined;
                    return (
                      <tr key={entry.id}>
                        <td className="text-nowrap tabular-nums">{week.label}</td>
                        <td className={`text-end text-nowrap tabular-nums ${overtimeTone(entry.overtime)}`}>
                          {formatOvertime(entry.overtime)}
                        </td>
                        <td className="text-break">{entry.comment}</td>
                        <td>
                          <span className={`badge ${manual ? 'text-bg-primary' : 'text-bg-light border'}`}>
                            {manual ? T.manual : T.calculated}
                          </span>
                        </td>
                        <td>
                          <div className="d-flex flex-wrap justify-content-end gap-1">
                            {manual ? (
                              <>
                                <button
                                  type="button"
                                  className="btn btn-sm btn-outline-secondary"
                                  aria-label={T.historyLabel(week.label)}
                                  onClick={() => setHistory(entry)}
                                >
                                  {T.history}
                                </button>
                                <button
                                  type="button"
                                  className="btn btn-sm btn-outline-primary"
                                  aria-label={T.editLabel(week.label)}
                                  title={week.migrated ? MIGRATED_HINT : undefined}
                                  disabled={locked}
                                  aria-describedby={why}
                                  onClick={() => setDialog({ entry })}
                                >
                                  {T.edit}
                                </button>
                                <button
                                  type="button"
                                  className="btn btn-sm btn-outline-secondary"
                                  aria-label={T.deleteLabel(week.label)}
                                  title={week.migrated ? MIGRATED_HINT : undefined}
                                  disabled={locked}
                                  aria-describedby={why}
                                  onClick={() => {
                                    deletion.reset();
                                    setDeleting(entry);
                                  }}
                                >
                                  {T.delete}
                                </button>
                              </>
                            ) : (
                              <button
                                type="button"
                                className="btn btn-sm btn-outline-secondary"
                                aria-label={T.recalculateLabel(week.label)}
                                title={
                                  week.migrated
                                    ? MIGRATED_HINT
                                    : recalculation.disabled && !deleted
                                      ? ADMIN_TIME_TEXTS.recalculateLocked
                                      : undefined
                                }
                                // A migrated week is not recalculated (docs/decisions/admin-spec-fidelity.md).
                                disabled={locked || recalculation.disabled}
                                aria-describedby={why}
                                onClick={() => void recalculation.run({ userId, date: week.monday })}
                              >
                                {ADMIN_TIME_TEXTS.recalculate}
                              </button>
                            )}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{T.sum}</th>
                    <td className={`text-end text-nowrap tabular-nums fw-semibold ${overtimeTone(sumOf(data))}`}>
                      {formatOvertime(sumOf(data))}
                    </td>
                    <td colSpan={3} />
                  </tr>
                </tfoot>
              </table>
              {data.some((e) => weekOf(e).migrated) && (
                <p id={ids.migrated} className="form-text">
                  {MIGRATED_HINT}
                </p>
              )}
            </ScrollRegion>
          </>
        )}
      </QueryView>
      {dialog && (
        <OvertimeDialog
          userId={userId}
          entry={dialog.entry}
          defaultWeek={defaultWeek}
          onClose={() => setDialog(null)}
          onSaved={(created) => {
            setDialog(null);
            toast(created ? ADMIN_TIME_TEXTS.saved : ADMIN_TIME_TEXTS.edited);
          }}
        />
      )}
      {history && <HistoryDialog title={weekOf(history).label} changes={history.changes} onClose={() => setHistory(null)} />}
      {deleting && (
        <ConfirmDeleteDialog
          summary={`${weekOf(deleting).label} · ${formatOvertime(deleting.overtime)} · ${deleting.comment ?? ''}`}
          pending={deletion.pending}
          error={null}
          onConfirm={() => void deletion.run({ userId, id: deleting.id })}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

const sumOf = (entries: OvertimeRow[]) => entries.reduce((sum, e) => sum + e.overtime, 0);
