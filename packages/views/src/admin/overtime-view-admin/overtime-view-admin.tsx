import { isoWeek, todayBerlin, type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import {
  ApiErrorAlert,
  BalanceChart,
  PlaceholderRows,
  QueryView,
  useAttributeState,
  useEntryEditor,
  useNotice,
  Heading,
  PeriodStepper,
  lazyDialog,
} from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { LazyConfirmDeleteDialog as ConfirmDeleteDialog } from '../../domain/clocking';
import { useDeleteOvertime } from '../api/delete-overtime';
import { useOvertimeTotal } from '../api/get-overtime-total';
import { useOvertimeYear, type OvertimeRow } from '../api/get-overtime-year';
import { AddEntryButton, DeletedUserHint } from '../shared/add-entry-button';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { useAdminRecalculation } from '../shared/use-admin-recalculation';
import { formatOvertimeEntry as formatOvertime, overtimeEntryTone as overtimeTone } from './overtime-format';
import { OvertimeTable, sumOf, weekOf } from './overtime-table';
import { OVERTIME_TEXTS as T } from './overtime-view-admin.texts';
import { overtimeViewAdminTag } from './overtime-view-admin.tag';

// The view's dialogs come when first opened (with react-hook-form and the modal).
const OvertimeDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.OvertimeDialog), 'OvertimeDialog');
const HistoryDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.HistoryDialog), 'HistoryDialog');

export type OvertimeViewAdminProps = TagProps<typeof overtimeViewAdminTag>;

/** The admin's overtime account of a user: a yearly table with year paging, the total, and the entry dialogs. */
function OvertimeViewAdminImpl({ userId, year: firstYear, deleted }: ViewProps<typeof overtimeViewAdminTag>) {
  const ids = { title: useId(), hint: useId() };
  const [year, setYear] = useAttributeState(firstYear, () => firstYear ?? isoWeek(todayBerlin()).year);
  const entries = useOvertimeYear(userId, year);
  const total = useOvertimeTotal(userId);
  const editor = useEntryEditor<OvertimeRow>();
  const [history, setHistory] = useState<OvertimeRow | null>(null);
  const notice = useNotice();
  const recalculation = useAdminRecalculation(notice);
  const deletion = useDeleteOvertime({
    event: (entry) => ['deleted', { what: 'overtime', id: entry.id }],
    onSuccess: () => {
      editor.close();
      notice.say(ADMIN_TIME_TEXTS.deleted);
    },
    // Spec §8: only logged; the confirmation stays open and can be tried again.
    onError: (error) => console.error(T.deleteFailedLog, error.message),
  });

  const today = todayBerlin();
  const defaultWeek = isoWeek(today).year === year ? isoWeek(today) : { year, week: 1 };
  const deleting = editor.deleting;

  return (
    <section aria-labelledby={ids.title} className="stempeluhr-overtime-admin">
      {notice.toast}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Heading id={ids.title} className="mb-0 me-auto">
          {T.title}
        </Heading>
        <p className="mb-0" title={T.totalHint}>
          {T.total}:{' '}
          {total.isSuccess ? (
            <span className={`fw-semibold tabular-nums ${overtimeTone(total.data)}`}>{formatOvertime(total.data)}</span>
          ) : total.isError ? (
            // A failed read is not a placeholder: the dash stays (the table below says what failed).
            <span className="tabular-nums">–</span>
          ) : (
            <span className="placeholder-glow" aria-busy="true">
              <span className="placeholder col-4" />
            </span>
          )}
          {entries.isSuccess && entries.data.length > 0 && (
            <span className="d-block small text-body-secondary tabular-nums">{T.totalNote(year, formatOvertime(sumOf(entries.data)))}</span>
          )}
        </p>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        {/* The one period navigation for a year (PeriodStepper: a year needs none of PeriodNav's pickers). */}
        <PeriodStepper
          unit="year"
          label={T.yearNavigation}
          value={year}
          onChange={setYear}
          previousLabel={T.previousYear(year - 1)}
          nextLabel={T.nextYear(year + 1)}
        />
        <AddEntryButton label={T.add} deleted={deleted} hintId={ids.hint} onClick={editor.openNew} className="ms-auto" />
      </div>
      <DeletedUserHint id={ids.hint} deleted={deleted} className="form-text" />
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
            <OvertimeTable
              year={year}
              entries={data}
              deleted={deleted}
              deletedHintId={ids.hint}
              recalculationLocked={recalculation.disabled}
              onHistory={setHistory}
              onEdit={editor.openEdit}
              onDelete={(entry) => {
                deletion.reset();
                editor.openDelete(entry);
              }}
              onRecalculate={(monday) => void recalculation.run({ userId, date: monday })}
            />
          </>
        )}
      </QueryView>
      {editor.editing && (
        <OvertimeDialog
          userId={userId}
          entry={editor.editing.entry}
          defaultWeek={defaultWeek}
          onClose={editor.close}
          onSaved={(created) => {
            editor.close();
            notice.say(created ? ADMIN_TIME_TEXTS.saved : ADMIN_TIME_TEXTS.edited);
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
          onClose={editor.close}
        />
      )}
    </section>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const OvertimeViewAdmin = withDefaults(overtimeViewAdminTag, OvertimeViewAdminImpl);
