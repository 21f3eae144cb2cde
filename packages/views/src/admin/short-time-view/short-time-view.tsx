import { type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import type { ShortTimeEntry } from '@stempeluhr/core';
import { PlaceholderRows, TitledCard, QueryView, useEntryEditor, useNotice, lazyDialog } from '@stempeluhr/ui';
import { useId } from 'react';
import { LazyConfirmDeleteDialog as ConfirmDeleteDialog } from '../../domain/clocking';
import { useDeleteShortTime } from '../api/delete-short-time';
import { useShortTimeEntries } from '../api/get-short-time-entries';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { periodOf, ShortTimeTable } from './short-time-table';
import { SHORT_TIME_TEXTS as T } from './short-time-view.texts';
import { shortTimeViewTag } from './short-time-view.tag';

// The view's dialogs come when first opened (with react-hook-form and the modal).
const ShortTimeDialog = lazyDialog(() => import('./dialogs.on-use').then((m) => m.ShortTimeDialog), 'ShortTimeDialog');

export type ShortTimeViewProps = TagProps<typeof shortTimeViewTag>;

/** The short-time work (Kurzarbeit) card: Von/Bis table with Ändern and Löschen per row, and a new-entry button. */
function ShortTimeViewImpl({ userId, deleted }: ViewProps<typeof shortTimeViewTag>) {
  const hintId = useId();
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
    <TitledCard
      title={T.title}
      actions={
        !deleted && (
          <button type="button" className="btn btn-sm btn-primary" onClick={editor.openNew}>
            {T.add}
          </button>
        )
      }
    >
      {notice.toast}
      <div className="card-body">
        {deleted && (
          <p id={hintId} className="form-text mt-0">
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
            <ShortTimeTable
              entries={entries}
              hintId={deleted ? hintId : undefined}
              onEdit={editor.openEdit}
              onDelete={(entry) => {
                deletion.reset();
                editor.openDelete(entry);
              }}
            />
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
    </TitledCard>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const ShortTimeView = withDefaults(shortTimeViewTag, ShortTimeViewImpl);
