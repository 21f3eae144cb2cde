import { todayBerlin, type PointsEntry, type PointsLimit } from '@stempeluhr/core';
import { NoticeToast, PlaceholderRows, QueryView, type Notice, useAttributeState } from '@stempeluhr/ui';
import { useCallback, useId, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '../../domain/clocking';
import { useDeletePoints } from '../api/delete-points';
import { usePointsUser } from '../api/get-points-user';
import { PointsDialog } from './points-dialog';
import { DEFAULT_POINTS_LIMIT, formatPoints, germanDate, POINTS_LIMITS } from './points-rules';
import { PointsTable } from './points-table';
import { POINTS_VIEW_ADMIN_TEXTS as T } from './points-view-admin.texts';

export interface PointsViewAdminProps {
  /** The user whose points are shown. */
  userId: number;
  /** The user's name for the card's title. */
  userName?: string;
  /** The year shown first; default the current year. */
  year?: number;
  /** Start with the card closed. */
  collapsed?: boolean;
}

/** Years offered: the current one and the seven before it (and the one given, if older). */
function yearOptions(current: number, chosen: number): number[] {
  const years = Array.from({ length: 8 }, (_, i) => current - i);
  return years.includes(chosen) ? years : [...years, chosen].sort((a, b) => b - a);
}

/** A user's points per year in a collapsible card: sum, page size, insert, update and delete. */
export function PointsViewAdmin({ userId, userName, year: initialYear, collapsed = false }: PointsViewAdminProps) {
  const idPrefix = useId();
  const currentYear = Number(todayBerlin().slice(0, 4));
  const [open, setOpen] = useState(!collapsed);
  const [year, setYear] = useAttributeState(initialYear, () => initialYear ?? currentYear);
  const [limit, setLimit] = useState<PointsLimit>(DEFAULT_POINTS_LIMIT);
  const query = usePointsUser({ userId, year, limit });
  const [dialog, setDialog] = useState<{ entry: PointsEntry | null } | null>(null);
  const [deleting, setDeleting] = useState<PointsEntry | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const counter = useRef(0);
  const say = useCallback((text: string) => setNotice({ id: ++counter.current, text }), []);

  const deletion = useDeletePoints({
    event: (entry) => ['deleted', { what: 'points', id: entry.id }],
    onSuccess: () => {
      setDeleting(null);
      say(T.deleted);
    },
  });
  // Stable callbacks: the memoised rows do not re-render when a dialog opens.
  const onEdit = useCallback((entry: PointsEntry) => setDialog({ entry }), []);
  const resetDeletion = deletion.reset;
  const onDelete = useCallback(
    (entry: PointsEntry) => {
      resetDeletion();
      setDeleting(entry);
    },
    [resetDeletion],
  );

  const sum = query.data?.sumPoints;
  const title = userName ? T.titleOf(userName) : T.title;
  return (
    <section className="card stempeluhr-points-view-admin" aria-labelledby={`${idPrefix}-title`}>
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
          <span className="fw-semibold">{title}</span>
          {sum !== undefined && (
            <span className={`badge ms-auto tabular-nums ${sum < 0 ? 'text-bg-danger' : 'text-bg-success'}`}>
              <span className="visually-hidden">{`, ${T.sum(year)}: ${T.sumBadge(formatPoints(sum))}`}</span>
              <span aria-hidden="true">{T.sumBadge(formatPoints(sum))}</span>
            </span>
          )}
        </button>
      </h2>
      <div id={`${idPrefix}-body`} className="card-body" hidden={!open}>
        {open && (
          <>
            <div className="row g-2 align-items-end mb-3">
              <div className="col-6 col-sm-auto">
                <label className="form-label" htmlFor={`${idPrefix}-year`}>
                  {T.year}
                </label>
                <select
                  id={`${idPrefix}-year`}
                  className="form-select"
                  value={year}
                  onChange={(event) => setYear(Number(event.target.value))}
                >
                  {yearOptions(currentYear, year).map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-6 col-sm-auto">
                <label className="form-label" htmlFor={`${idPrefix}-limit`}>
                  {T.pageSize}
                </label>
                <select
                  id={`${idPrefix}-limit`}
                  className="form-select"
                  value={limit}
                  onChange={(event) => setLimit(Number(event.target.value) as PointsLimit)}
                >
                  {POINTS_LIMITS.map((l) => (
                    <option key={l} value={l}>
                      {l === -1 ? T.all : l}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-12 col-sm-auto ms-sm-auto">
                <button type="button" className="btn btn-primary w-100" onClick={() => setDialog({ entry: null })}>
                  {T.newEntry}
                </button>
              </div>
            </div>
            <QueryView
              query={query}
              placeholder={<PlaceholderRows rows={5} />}
              isEmpty={(data) => data.userPoints.length === 0}
              empty={T.empty(year)}
            >
              {(data) => (
                <div aria-busy={query.isPlaceholderData || undefined}>
                  <p className="d-flex flex-wrap gap-2 mb-2">
                    <span>
                      {T.sum(year)}: <strong className="tabular-nums">{formatPoints(data.sumPoints)}</strong>
                    </span>
                    <span className="ms-auto text-body-secondary">{T.shown(data.userPoints.length)}</span>
                  </p>
                  <PointsTable entries={data.userPoints} year={year} onEdit={onEdit} onDelete={onDelete} />
                </div>
              )}
            </QueryView>
          </>
        )}
      </div>
      {dialog && (
        <PointsDialog
          userId={userId}
          entry={dialog.entry}
          onClose={() => setDialog(null)}
          onSaved={(message) => {
            setDialog(null);
            say(message);
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          summary={`${germanDate(deleting.created_at)} · ${formatPoints(deleting.points)} · ${deleting.comment}`}
          pending={deletion.pending}
          error={deletion.error}
          onConfirm={() => void deletion.run({ id: deleting.id, userId })}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
