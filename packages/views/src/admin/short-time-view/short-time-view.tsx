import { formatDate, type ShortTimeEntry } from '@stempeluhr/core';
import { PlaceholderRows, QueryView, RowActions, ScrollRegion, useEntryEditor, useNotice } from '@stempeluhr/ui';
import { useId } from 'react';
import { ConfirmDeleteDialog } from '../../domain/clocking';
import { useDeleteShortTime } from '../api/delete-short-time';
import { useShortTimeEntries } from '../api/get-short-time-entries';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { ShortTimeDialog } from './short-time-dialog';
import { SHORT_TIME_TEXTS as T } from './short-time-view.texts';

export interface ShortTimeViewProps {
  /** The user whose short-time work is shown. */
  userId: number;
  /** The user is deleted: read-only, no buttons. */
  deleted?: boolean;
}

const periodOf = (entry: ShortTimeEntry) => `${formatDate(entry.from)} – ${entry.to ? formatDate(entry.to) : T.openEnded}`;

/** The short-time work (Kurzarbeit) card: Von/Bis table with Ändern and Löschen per row, and a new-entry button. */
export function ShortTimeView({ userId, deleted = false }: ShortTimeViewProps) {
  const ids = { title: useId(), hint: useId() };
  const query = useShortTimeEntries(userId);
  const editor = useEntryEditor<ShortTimeEntry>();
  const notice = useNotice();
  const deletion = useDeleteShortTime({
    event: (entry) => ['deleted', { what: 'short-time', id: entry.id }],
    onSuccess: () => {
      editor.close();
      notice.say(T.deleted);
    },
    // Spec §8: a failed delete is only logged; the confirmation stays and can be tried again.
    onError: (error) => console.error(T.deleteFailedLog, error.message),
  });
  const deleting = editor.deleting;

  return (
    <section className="card" aria-labelledby={ids.title}>
      {notice.toast}
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h2 id={ids.title} className="h5 mb-0 me-auto">
          {T.title}
        </h2>
        {!deleted && (
          <button type="button" className="btn btn-sm btn-primary" onClick={editor.openNew}>
            {T.add}
          </button>
        )}
      </div>
      <div className="card-body">
        {deleted && (
          <p id={ids.hint} className="form-text mt-0">
            {ADMIN_TIME_TEXTS.deletedUser}
          </p>
        )}
        <QueryView
          query={query}
          placeholder={<PlaceholderRows rows={3} />}
          isEmpty={(data) => data.length === 0}
          empty={deleted ? T.emptyReadOnly : T.empty}
        >
          {(entries) => (
            <ScrollRegion label={T.title} layout="stack">
              <table className="table table-sm align-middle mb-0 tabular-nums">
                <thead>
                  <tr>
                    <th scope="col">{T.colFrom}</th>
                    <th scope="col">{T.colTo}</th>
                    <th scope="col" data-label="">
                      <span className="visually-hidden">{T.colActions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDate(entry.from)}</td>
                      <td>{entry.to ? formatDate(entry.to) : <span className="text-body-secondary">{T.openEnded}</span>}</td>
                      <td>
                        <RowActions
                          editLabel={T.updateLabel(periodOf(entry))}
                          deleteLabel={T.deleteLabel(periodOf(entry))}
                          disabled={deleted}
                          describedBy={deleted ? ids.hint : undefined}
                          onEdit={() => editor.openEdit(entry)}
                          onDelete={() => {
                            deletion.reset();
                            editor.openDelete(entry);
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </QueryView>
      </div>
      {editor.editing && (
        <ShortTimeDialog
          userId={userId}
          entry={editor.editing.entry}
          onClose={editor.close}
          onSaved={() => {
            editor.close();
            notice.say(T.saved);
          }}
        />
      )}
      {deleting && (
        <ConfirmDeleteDialog
          summary={`${T.title} ${periodOf(deleting)}`}
          pending={deletion.pending}
          error={null}
          onConfirm={() => void deletion.run({ userId, id: deleting.id })}
          onClose={editor.close}
        />
      )}
    </section>
  );
}
