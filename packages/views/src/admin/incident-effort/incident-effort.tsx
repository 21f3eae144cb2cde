import {
  formatMinutes,
  formatMonthHeading,
  monthKey,
  todayBerlin,
  useHeadingLevel,
  type TagProps,
  type ViewProps,
  withDefaults,
} from '@stempeluhr/core';
import {
  CollapsibleCard,
  Figure,
  ListToolbar,
  PeriodNav,
  PlaceholderRows,
  QueryView,
  useEntryEditor,
  useNotice,
  type MonthYear,
  lazyDialog,
} from '@stempeluhr/ui';
import { useState } from 'react';
import { LazyConfirmDeleteDialog as ConfirmDeleteDialog } from '../../domain/clocking';
import { useDeleteIncident } from '../api/delete-incident';
import { useIncidentsMonth, type IncidentRow } from '../api/get-incidents-month';
import { INCIDENT_EFFORT_TEXTS as T } from './incident-effort.texts';
import { monthOf } from './incident-month';
import { germanDay, INCIDENT_LIMITS } from './incident-rules';
import { IncidentTable } from './incident-table';
import { incidentEffortTag } from './incident-effort.tag';

// The view's dialogs come when first opened (with react-hook-form and the modal).
const IncidentDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.IncidentDialog), 'IncidentDialog');

export type IncidentEffortProps = TagProps<typeof incidentEffortTag>;

/** A user's incident efforts per month in a collapsible card: month total, overall total, create, update, delete. */
function IncidentEffortImpl({ userId, userName, month: initialMonth, collapsed }: ViewProps<typeof incidentEffortTag>) {
  const today = todayBerlin();
  const [month, setMonth] = useState<MonthYear>(() => monthOf(initialMonth ?? today));
  const [limit, setLimit] = useState<number>(20);
  const query = useIncidentsMonth({ userId, year: month.year, month: month.month, limit });
  const editor = useEntryEditor<IncidentRow>();
  const notice = useNotice();
  const saved = (message: string) => {
    editor.close();
    notice.say(message);
  };
  const deletion = useDeleteIncident({
    event: (entry) => ['deleted', { what: 'incident', id: entry.id }],
    onSuccess: () => saved(T.deleted),
  });

  const label = formatMonthHeading(month);
  // A new entry starts on today in the current month, else on the shown month's first day.
  const defaultDay = today.slice(0, 7) === monthKey(month) ? today : `${monthKey(month)}-01`;
  const data = query.data;
  const deleting = editor.deleting;

  return (
    <CollapsibleCard
      className="stempeluhr-incident-effort"
      headingAs={`h${useHeadingLevel()}`}
      defaultOpen={!collapsed}
      title={userName ? T.titleOf(userName) : T.title}
      aside={
        <>
          <span className="text-body-secondary">{label}</span>
          {data && (
            <span className="badge text-bg-secondary ms-auto tabular-nums">
              <span className="visually-hidden">{`, ${T.totalMonth}: `}</span>
              {formatMinutes(data.totalTimeMonth, { hours: false })}
            </span>
          )}
        </>
      }
    >
      {notice.toast}
      <ListToolbar
        period={<PeriodNav unit="month" label={T.month} value={month} onChange={setMonth} today={today} />}
        pageSize={{ label: T.pageSize, value: limit, options: INCIDENT_LIMITS, allLabel: T.all, onChange: setLimit }}
        newLabel={T.newEntry}
        onNew={editor.openNew}
      />
      <QueryView query={query} placeholder={<PlaceholderRows rows={4} />}>
        {(result) => (
          <div aria-busy={query.isPlaceholderData || undefined}>
            <dl className="row mb-2 tabular-nums">
              <dt className="col-6 col-md-auto">{T.totalMonth}</dt>
              <dd className="col-6 col-md-auto text-end text-md-start">
                <Figure text={formatMinutes(result.totalTimeMonth)} />
              </dd>
              <dt className="col-6 col-md-auto">{T.totalAll}</dt>
              <dd className="col-6 col-md-auto text-end text-md-start">
                <Figure text={formatMinutes(result.totalTime)} />
              </dd>
            </dl>
            {result.incidentTimes.length === 0 ? (
              <p className="text-body-secondary mb-0">{T.empty}</p>
            ) : (
              <IncidentTable
                entries={result.incidentTimes}
                caption={T.caption(label)}
                onEdit={editor.openEdit}
                onDelete={(entry) => {
                  deletion.reset();
                  editor.openDelete(entry);
                }}
              />
            )}
          </div>
        )}
      </QueryView>
      {editor.editing && (
        <IncidentDialog
          userId={userId}
          entry={editor.editing.entry}
          defaultDay={defaultDay > today ? today : defaultDay}
          onClose={editor.close}
          onSaved={saved}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          summary={`${germanDay(deleting.day)} · ${deleting.task} · ${formatMinutes(deleting.effort, { hours: false })}`}
          pending={deletion.pending}
          error={deletion.error}
          onConfirm={() => void deletion.run({ id: deleting.id, userId })}
          onClose={editor.close}
        />
      )}
    </CollapsibleCard>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const IncidentEffort = withDefaults(incidentEffortTag, IncidentEffortImpl);
