import {
  todayBerlin,
  useHeadingLevel,
  type PointsEntry,
  type PointsLimit,
  type TagProps,
  type ViewProps,
  withDefaults,
} from '@stempeluhr/core';
import {
  CollapsibleCard,
  ListToolbar,
  PlaceholderRows,
  QueryView,
  useAttributeState,
  useEntryEditor,
  useNotice,
  lazyDialog,
} from '@stempeluhr/ui';
import { useCallback, useId, useState } from 'react';
import { LazyConfirmDeleteDialog as ConfirmDeleteDialog } from '../../domain/clocking';
import { useDeletePoints } from '../api/delete-points';
import { usePointsUser } from '../api/get-points-user';
import { DEFAULT_POINTS_LIMIT, formatPoints, germanDate, POINTS_LIMITS } from './points-rules';
import { PointsTable } from './points-table';
import { POINTS_VIEW_ADMIN_TEXTS as T } from './points-view-admin.texts';
import { pointsViewAdminTag } from './points-view-admin.tag';

// The view's dialogs come when first opened (with react-hook-form and the modal).
const PointsDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.PointsDialog), 'PointsDialog');

export type PointsViewAdminProps = TagProps<typeof pointsViewAdminTag>;

/** Years offered: the current one and the seven before it (and the one given, if older). */
function yearOptions(current: number, chosen: number): number[] {
  const years = Array.from({ length: 8 }, (_, i) => current - i);
  return years.includes(chosen) ? years : [...years, chosen].sort((a, b) => b - a);
}

/** A user's points per year in a collapsible card: sum, page size, insert, update and delete. */
function PointsViewAdminImpl({ userId, userName, year: initialYear, collapsed }: ViewProps<typeof pointsViewAdminTag>) {
  const idPrefix = useId();
  const currentYear = Number(todayBerlin().slice(0, 4));
  const [year, setYear] = useAttributeState(initialYear, () => initialYear ?? currentYear);
  const [limit, setLimit] = useState<PointsLimit>(DEFAULT_POINTS_LIMIT);
  const query = usePointsUser({ userId, year, limit });
  const editor = useEntryEditor<PointsEntry>();
  const notice = useNotice();
  const saved = (message: string) => {
    editor.close();
    notice.say(message);
  };
  const deletion = useDeletePoints({
    event: (entry) => ['deleted', { what: 'points', id: entry.id }],
    onSuccess: () => saved(T.deleted),
  });
  // Stable callbacks: the memoised rows do not re-render when a dialog opens.
  const { openDelete } = editor;
  const resetDeletion = deletion.reset;
  const onDelete = useCallback(
    (entry: PointsEntry) => {
      resetDeletion();
      openDelete(entry);
    },
    [resetDeletion, openDelete],
  );

  const deleting = editor.deleting;
  const sum = query.data?.sumPoints;
  const title = userName ? T.titleOf(userName) : T.title;
  return (
    <CollapsibleCard
      className="stempeluhr-points-view-admin"
      headingAs={`h${useHeadingLevel()}`}
      defaultOpen={!collapsed}
      title={title}
      aside={
        sum !== undefined && (
          <span className={`badge ms-auto tabular-nums ${sum < 0 ? 'text-bg-danger' : 'text-bg-success'}`}>
            <span className="visually-hidden">{`, ${T.sum(year)}: ${T.sumBadge(formatPoints(sum))}`}</span>
            <span aria-hidden="true">{T.sumBadge(formatPoints(sum))}</span>
          </span>
        )
      }
    >
      {notice.toast}
      <ListToolbar
        period={
          <>
            <label className="form-label" htmlFor={`${idPrefix}-year`}>
              {T.year}
            </label>
            <select id={`${idPrefix}-year`} className="form-select" value={year} onChange={(event) => setYear(Number(event.target.value))}>
              {yearOptions(currentYear, year).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </>
        }
        pageSize={{ label: T.pageSize, value: limit, options: POINTS_LIMITS, allLabel: T.all, onChange: setLimit }}
        newLabel={T.newEntry}
        onNew={editor.openNew}
      />
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
            <PointsTable entries={data.userPoints} year={year} onEdit={editor.openEdit} onDelete={onDelete} />
          </div>
        )}
      </QueryView>
      {editor.editing && <PointsDialog userId={userId} entry={editor.editing.entry} onClose={editor.close} onSaved={saved} />}
      {deleting && (
        <ConfirmDeleteDialog
          summary={`${germanDate(deleting.created_at)} · ${formatPoints(deleting.points)} · ${deleting.comment}`}
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
export const PointsViewAdmin = withDefaults(pointsViewAdminTag, PointsViewAdminImpl);
