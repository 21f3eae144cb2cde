import { formatDate, formatDuration, type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import {
  ActionsHeader,
  LazyConfirmDialog as ConfirmDialog,
  lazyDialog,
  PlaceholderRows,
  QueryView,
  ScrollRegion,
  useEntryEditor,
  useNotice,
  Heading,
} from '@stempeluhr/ui';
import { useId } from 'react';
import { useDeleteWorkingHours } from '../api/delete-working-hours';
import { useWorkingHours, type WorkingHoursRow } from '../api/get-working-hours';
import { beginOf, BeginCell } from './begin-cell';
import { AddEntryButton, DeletedUserHint } from '../shared/add-entry-button';
import { WEEKDAY_SHORT, WEEKDAYS } from '../working-hour/working-hour-rule';
import { WORKINGHOURS_TEXTS as T } from './workinghours-view-admin.texts';
import { workinghoursViewAdminTag } from './workinghours-view-admin.tag';

export type WorkinghoursViewAdminProps = TagProps<typeof workinghoursViewAdminTag>;

// The rule dialog (the working-hour form with react-hook-form, the modal) comes when it is first opened.
const RuleDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.RuleDialog), 'RuleDialog');

const weekSum = (entry: WorkingHoursRow) => WEEKDAYS.reduce((sum, day) => sum + entry[day], 0);

/** The admin's working-hour history of a user: weekday hours with validity, create and update dialogs, delete of closed entries. */
function WorkinghoursViewAdminImpl({ userId, deleted }: ViewProps<typeof workinghoursViewAdminTag>) {
  const ids = { title: useId(), hint: useId(), current: useId() };
  const query = useWorkingHours(userId);
  const editor = useEntryEditor<WorkingHoursRow>();
  const { editing: dialog, deleting } = editor;
  const notice = useNotice();
  const deletion = useDeleteWorkingHours({
    event: (entry) => ['deleted', { what: 'working-hours', id: entry.id }],
    onSuccess: () => {
      editor.close();
      notice.say(T.deleted);
    },
  });

  return (
    <section aria-labelledby={ids.title}>
      {notice.toast}
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <Heading id={ids.title} className="mb-0 me-auto">
          {T.title}
        </Heading>
        <AddEntryButton label={T.add} deleted={deleted} hintId={ids.hint} onClick={editor.openNew} />
      </div>
      <DeletedUserHint id={ids.hint} deleted={deleted} />
      <QueryView query={query} placeholder={<PlaceholderRows rows={3} />} isEmpty={(data) => data.length === 0} empty={T.empty}>
        {(entries) => (
          <ScrollRegion label={T.caption} layout="stack">
            <table className="table table-sm align-middle mb-0 tabular-nums">
              <caption className="caption-top">{T.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.colFrom}</th>
                  <th scope="col">{T.colUntil}</th>
                  {WEEKDAYS.map((day) => (
                    <th key={day} scope="col" className="text-end">
                      {WEEKDAY_SHORT[day]}
                    </th>
                  ))}
                  <th scope="col" className="text-end">
                    {T.colSum}
                  </th>
                  <ActionsHeader label={T.colActions} />
                </tr>
              </thead>
              <tbody>
                {entries.map((entry, index) => {
                  const begin = beginOf(entries, index);
                  const from = begin ? formatDate(begin.day) : T.entryLabel(entries.length - index);
                  const isCurrent = entry.valid_until === null;
                  return (
                    <tr key={entry.id}>
                      <BeginCell begin={begin} text={from} />
                      <td className="text-nowrap">
                        {entry.valid_until ? formatDate(entry.valid_until) : <span className="badge text-bg-success">{T.current}</span>}
                      </td>
                      {WEEKDAYS.map((day) => (
                        <td key={day} className="text-end text-nowrap">
                          {formatDuration(entry[day])}
                        </td>
                      ))}
                      <td className="text-end text-nowrap fw-semibold">
                        {formatDuration(weekSum(entry))} {T.hours}
                      </td>
                      <td>
                        <div className="d-flex flex-wrap justify-content-end gap-1">
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary"
                            aria-label={T.editLabel(from)}
                            disabled={deleted}
                            aria-describedby={deleted ? ids.hint : undefined}
                            onClick={() => editor.openEdit(entry)}
                          >
                            {T.edit}
                          </button>
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-secondary"
                            aria-label={T.deleteLabel(from)}
                            title={isCurrent ? T.currentNotDeletable : undefined}
                            disabled={deleted || isCurrent}
                            aria-describedby={deleted ? ids.hint : isCurrent ? ids.current : undefined}
                            onClick={() => {
                              deletion.reset();
                              editor.openDelete(entry);
                            }}
                          >
                            {T.delete}
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <p id={ids.current} className="form-text">
              {T.currentNotDeletable}
            </p>
            {entries.some((_, index) => beginOf(entries, index) === null) && (
              <p className="form-text text-body-secondary">{T.fromMissing}</p>
            )}
          </ScrollRegion>
        )}
      </QueryView>
      {dialog && <RuleDialog userId={userId} entryId={dialog.entry?.id ?? null} deleted={deleted} onClose={editor.close} />}
      {deleting && (
        <ConfirmDialog
          title={T.confirmDelete}
          confirmLabel={T.delete}
          cancelLabel={T.cancel}
          pending={deletion.pending}
          error={deletion.error}
          onConfirm={() => void deletion.run({ userId, id: deleting.id })}
          onClose={editor.close}
        >
          <p className="mb-0 tabular-nums">
            {deleting.valid_from ? `${formatDate(deleting.valid_from)} – ` : ''}
            {deleting.valid_until ? formatDate(deleting.valid_until) : T.current} · {formatDuration(weekSum(deleting))} {T.hours}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const WorkinghoursViewAdmin = withDefaults(workinghoursViewAdminTag, WorkinghoursViewAdminImpl);
