import { formatDuration, todayBerlin } from '@stempeluhr/core';
import { MonthYearNav, NoticeToast, PlaceholderRows, QueryView, ScrollRegion, type MonthYear, type Notice } from '@stempeluhr/ui';
import { useCallback, useId, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '../../domain/clocking';
import { useDeleteIncident } from '../api/delete-incident';
import { useIncidentsMonth, type IncidentRow } from '../api/get-incidents-month';
import { IncidentDialog } from './incident-dialog';
import { INCIDENT_EFFORT_TEXTS as T } from './incident-effort.texts';
import { germanDay, INCIDENT_LIMITS } from './incident-rules';

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

const MONTH_NAMES = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

function monthOf(text: string): MonthYear {
  return { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)) };
}

function shift({ year, month }: MonthYear, by: number): MonthYear {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Minutes as `90 Min. (1:30 h)`. */
function total(minutes: number): string {
  return `${T.minutes(minutes)} (${T.hours(formatDuration(minutes * 60))})`;
}

/** A user's incident efforts per month in a collapsible card: month total, overall total, create, update, delete. */
export function IncidentEffort({ userId, userName, month: initialMonth, collapsed = false }: IncidentEffortProps) {
  const idPrefix = useId();
  const today = todayBerlin();
  const [open, setOpen] = useState(!collapsed);
  const [month, setMonth] = useState<MonthYear>(() => monthOf(initialMonth ?? today));
  const [limit, setLimit] = useState<number>(20);
  const query = useIncidentsMonth({ userId, year: month.year, month: month.month, limit });
  const [dialog, setDialog] = useState<{ entry: IncidentRow | null } | null>(null);
  const [deleting, setDeleting] = useState<IncidentRow | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const counter = useRef(0);
  const say = useCallback((text: string) => setNotice({ id: ++counter.current, text }), []);
  const deletion = useDeleteIncident({
    event: (entry) => ['deleted', { what: 'incident', id: entry.id }],
    onSuccess: () => {
      setDeleting(null);
      say(T.deleted);
    },
  });

  const monthLabel = `${MONTH_NAMES[month.month - 1]} ${month.year}`;
  const thisMonth = today.slice(0, 7) === `${month.year}-${String(month.month).padStart(2, '0')}`;
  // A new entry starts on today in the current month, else on the shown month's first day.
  const defaultDay = thisMonth ? today : `${month.year}-${String(month.month).padStart(2, '0')}-01`;
  const data = query.data;

  return (
    <section className="card stempeluhr-incident-effort" aria-labelledby={`${idPrefix}-title`}>
      <NoticeToast notice={notice} onClose={() => setNotice(null)} />
      <h2 className="card-header h6 m-0 p-0" id={`${idPrefix}-title`}>
        <button
          type="button"
          className="btn text-reset w-100 text-start d-flex flex-wrap align-items-center gap-2 border-0 rounded-0 px-3 py-2"
          aria-expanded={open}
          aria-controls={`${idPrefix}-body`}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="text-body-secondary">
            {open ? '▾' : '▸'}
          </span>
          <span className="fw-semibold">{userName ? T.titleOf(userName) : T.title}</span>
          <span className="text-body-secondary">{monthLabel}</span>
          {data && (
            <span className="badge text-bg-secondary ms-auto tabular-nums">
              <span className="visually-hidden">{`, ${T.totalMonth}: `}</span>
              {T.minutes(data.totalTimeMonth)}
            </span>
          )}
        </button>
      </h2>
      <div id={`${idPrefix}-body`} className="card-body" hidden={!open}>
        {open && (
          <>
            <div className="row g-2 align-items-end mb-3">
              <div className="col-12 col-sm-auto">
                <div className="form-label" id={`${idPrefix}-month`}>
                  {T.month}
                </div>
                <div className="input-group flex-nowrap" role="group" aria-labelledby={`${idPrefix}-month`}>
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    aria-label={T.previousMonth}
                    onClick={() => setMonth((m) => shift(m, -1))}
                  >
                    ‹
                  </button>
                  <MonthYearNav value={month} onChange={setMonth} className="flex-grow-1" />
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    aria-label={T.nextMonth}
                    onClick={() => setMonth((m) => shift(m, 1))}
                  >
                    ›
                  </button>
                </div>
              </div>
              <div className="col-6 col-sm-auto">
                <label className="form-label" htmlFor={`${idPrefix}-limit`}>
                  {T.pageSize}
                </label>
                <select
                  id={`${idPrefix}-limit`}
                  className="form-select"
                  value={limit}
                  onChange={(event) => setLimit(Number(event.target.value))}
                >
                  {INCIDENT_LIMITS.map((l) => (
                    <option key={l} value={l}>
                      {l === -1 ? T.all : l}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-6 col-sm-auto ms-sm-auto">
                <button type="button" className="btn btn-primary w-100" onClick={() => setDialog({ entry: null })}>
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
                      caption={T.caption(monthLabel)}
                      onEdit={(entry) => setDialog({ entry })}
                      onDelete={(entry) => {
                        deletion.reset();
                        setDeleting(entry);
                      }}
                    />
                  )}
                </div>
              )}
            </QueryView>
          </>
        )}
      </div>
      {dialog && (
        <IncidentDialog
          userId={userId}
          entry={dialog.entry}
          defaultDay={defaultDay > today ? today : defaultDay}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            setDialog(null);
            say(message);
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          summary={`${germanDay(deleting.day)} · ${deleting.task} · ${T.minutes(deleting.effort)}`}
          pending={deletion.pending}
          error={deletion.error}
          onConfirm={() => void deletion.run({ id: deleting.id, userId })}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

function IncidentTable({
  entries,
  caption,
  onEdit,
  onDelete,
}: {
  entries: IncidentRow[];
  caption: string;
  onEdit: (e: IncidentRow) => void;
  onDelete: (e: IncidentRow) => void;
}) {
  return (
    <ScrollRegion label={caption} layout="stack">
      <table className="table table-sm table-hover align-middle mb-0">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.colDay}</th>
            <th scope="col" className="w-50">
              {T.colTask}
            </th>
            <th scope="col" className="text-end">
              {T.colEffort}
            </th>
            <th scope="col" className="text-end">
              {T.colPoints}
            </th>
            <th scope="col" data-label="">
              <span className="visually-hidden">{T.colActions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="text-nowrap tabular-nums">{germanDay(entry.day)}</td>
              <td className="text-break">{entry.task}</td>
              <td className="text-end tabular-nums">{entry.effort}</td>
              <td className="text-end tabular-nums">{entry.points}</td>
              <td>
                <div className="d-flex flex-wrap justify-content-end gap-1">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    aria-label={T.edit(entry.task)}
                    onClick={() => onEdit(entry)}
                  >
                    {T.editShort}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    aria-label={T.delete(entry.task)}
                    onClick={() => onDelete(entry)}
                  >
                    {T.deleteShort}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
