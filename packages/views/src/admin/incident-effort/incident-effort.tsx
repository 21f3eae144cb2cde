import { formatDuration, todayBerlin } from '@stempeluhr/core';
import { CollapsibleCard, PageSizeSelect, PlaceholderRows, QueryView, useEntryEditor, useNotice, type MonthYear } from '@stempeluhr/ui';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../domain/clocking';
import { useDeleteIncident } from '../api/delete-incident';
import { useIncidentsMonth, type IncidentRow } from '../api/get-incidents-month';
import { IncidentDialog } from './incident-dialog';
import { INCIDENT_EFFORT_TEXTS as T } from './incident-effort.texts';
import { IncidentMonthNav, monthKey, monthLabel, monthOf } from './incident-month';
import { germanDay, INCIDENT_LIMITS } from './incident-rules';
import { IncidentTable } from './incident-table';

export interface IncidentEffortProps {
  /** The user whose incident efforts are shown. */
  userId: number;
  /** The user's name for the card's title. */
  userName?: string;
  /** The month shown first, `yyyy-MM`; default the current month. */
  month?: string;
  /** Start with the card closed. */
  collapsed?: boolean;
}

/** Minutes as `90 Min. (1:30 h)`. */
function total(minutes: number): string {
  return `${T.minutes(minutes)} (${T.hours(formatDuration(minutes * 60))})`;
}

/** A user's incident efforts per month in a collapsible card: month total, overall total, create, update, delete. */
export function IncidentEffort({ userId, userName, month: initialMonth, collapsed = false }: IncidentEffortProps) {
  const today = todayBerlin();
  const [month, setMonth] = useState<MonthYear>(() => monthOf(initialMonth ?? today));
  const [limit, setLimit] = useState<number>(20);
  const query = useIncidentsMonth({ userId, year: month.year, month: month.month, limit });
  const editor = useEntryEditor<IncidentRow>();
  const notice = useNotice();
  const deletion = useDeleteIncident({
    event: (entry) => ['deleted', { what: 'incident', id: entry.id }],
    onSuccess: () => {
      editor.close();
      notice.say(T.deleted);
    },
  });

  const label = monthLabel(month);
  // A new entry starts on today in the current month, else on the shown month's first day.
  const defaultDay = today.slice(0, 7) === monthKey(month) ? today : `${monthKey(month)}-01`;
  const data = query.data;
  const deleting = editor.deleting;

  return (
    <CollapsibleCard
      className="stempeluhr-incident-effort"
      defaultOpen={!collapsed}
      title={userName ? T.titleOf(userName) : T.title}
      aside={
        <>
          <span className="text-body-secondary">{label}</span>
          {data && (
            <span className="badge text-bg-secondary ms-auto tabular-nums">
              <span className="visually-hidden">{`, ${T.totalMonth}: `}</span>
              {T.minutes(data.totalTimeMonth)}
            </span>
          )}
        </>
      }
    >
      {notice.toast}
      <div className="row g-2 align-items-end mb-3">
        <div className="col-12 col-sm-auto">
          <IncidentMonthNav value={month} onChange={setMonth} />
        </div>
        <div className="col-6 col-sm-auto">
          <PageSizeSelect label={T.pageSize} value={limit} options={INCIDENT_LIMITS} allLabel={T.all} onChange={setLimit} />
        </div>
        <div className="col-6 col-sm-auto ms-sm-auto">
          <button type="button" className="btn btn-primary w-100" onClick={editor.openNew}>
            {T.newEntry}
          </button>
        </div>
      </div>
      <QueryView query={query} placeholder={<PlaceholderRows rows={4} />}>
        {(result) => (
          <div aria-busy={query.isPlaceholderData || undefined}>
            <dl className="row mb-2 tabular-nums">
              <dt className="col-6 col-md-3">{T.totalMonth}</dt>
              <dd className="col-6 col-md-3 text-end text-md-start">{total(result.totalTimeMonth)}</dd>
              <dt className="col-6 col-md-3">{T.totalAll}</dt>
              <dd className="col-6 col-md-3 text-end text-md-start">{total(result.totalTime)}</dd>
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
          onSaved={(message) => {
            editor.close();
            notice.say(message);
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          summary={`${germanDay(deleting.day)} · ${deleting.task} · ${T.minutes(deleting.effort)}`}
          pending={deletion.pending}
          error={deletion.error}
          onConfirm={() => void deletion.run({ id: deleting.id, userId })}
          onClose={editor.close}
        />
      )}
    </CollapsibleCard>
  );
}
