import { type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { ApiErrorAlert, PlaceholderRows, QueryView, ScrollRegion, LazyConfirmDialog as ConfirmDialog, useNotice } from '@stempeluhr/ui';
import { useId, useRef, useState } from 'react';
import { useChangeHelpdeskSorting, type SortingChange } from '../api/change-helpdesk-sorting';
import { useHelpdeskSorting, type SortingEntry } from '../api/get-helpdesk-sorting';
import { isHelpdeskScheduleAdmin } from '../shared/roles';
import { TitledSection } from '../shared/titled-section';
import { HELPDESK_SORTING_TEXTS as T } from './helpdesk-sorting.texts';
import { helpdeskSortingTag } from './helpdesk-sorting.tag';

export type HelpdeskSortingProps = TagProps<typeof helpdeskSortingTag>;

/**
 * The ordered list of helpdesk workers: move up, move down, remove (confirmed) and sync with the
 * Helpdesk group. Every call answers the new list, which replaces the shown one.
 */
function HelpdeskSortingImpl({ roles, list: given }: ViewProps<typeof helpdeskSortingTag>) {
  const query = useHelpdeskSorting(given);
  const canEdit = isHelpdeskScheduleAdmin(roles);
  const notice = useNotice();
  const [confirm, setConfirm] = useState<SortingEntry | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const hintId = useId();

  const write = useChangeHelpdeskSorting({
    event: (input) =>
      input.action === 'remove'
        ? ['deleted', { what: 'helpdesk-sorting', id: input.id }]
        : ['saved', { what: 'helpdesk-sorting', id: 'id' in input ? input.id : undefined }],
    onSuccess: (_list, input) => {
      setConfirm(null);
      notice.say(T.saved[input.action]);
      // The moved row is re-ordered in the DOM: keep the keyboard where the user was.
      if (input.action === 'up' || input.action === 'down') buttons.current.get(`${input.action}-${input.id}`)?.focus();
    },
  });

  const run = (input: SortingChange) => void write.run(input);
  const disabled = !canEdit || write.pending;
  const describedBy = canEdit ? undefined : hintId;

  return (
    <TitledSection
      title={T.title}
      actions={
        <>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={disabled}
            aria-describedby={describedBy}
            title={canEdit ? T.syncHint : T.readOnly}
            onClick={() => run({ action: 'sync' })}
          >
            {T.sync}
          </button>
        </>
      }
    >
      <p className="form-text mt-0">{T.help}</p>
      {!canEdit && (
        <p id={hintId} className="form-text mt-0">
          {T.readOnly}
        </p>
      )}
      {write.error && !confirm && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
      <QueryView
        query={query}
        serverMessage
        placeholder={<PlaceholderRows rows={5} />}
        isEmpty={(list) => list !== null && list.length === 0}
        empty={T.empty}
      >
        {(list) =>
          list === null ? (
            <p className="text-body-secondary">{T.noRead}</p>
          ) : (
            <ScrollRegion label={T.title} layout="stack">
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th scope="col" className="text-end text-nowrap" style={{ width: '1%' }}>
                      {T.position}
                    </th>
                    <th scope="col">{T.name}</th>
                    <th scope="col" className="text-end">
                      {T.actions}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((entry, index) => {
                    const name = entry.name;
                    const first = index === 0;
                    const last = index === list.length - 1;
                    return (
                      <tr key={entry.id}>
                        <td className="text-end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {entry.position}
                        </td>
                        <td className="text-break">{name}</td>
                        <td className="text-end text-nowrap">
                          <div className="btn-group btn-group-sm" role="group" aria-label={name}>
                            <button
                              type="button"
                              className="btn btn-outline-secondary"
                              ref={(el) => void buttons.current.set(`up-${entry.id}`, el)}
                              aria-label={T.up(name)}
                              title={first ? T.atTop : T.up(name)}
                              aria-describedby={describedBy}
                              disabled={disabled || first}
                              onClick={() => run({ action: 'up', id: entry.id })}
                            >
                              <span aria-hidden="true">▲</span>
                            </button>
                            <button
                              type="button"
                              className="btn btn-outline-secondary"
                              ref={(el) => void buttons.current.set(`down-${entry.id}`, el)}
                              aria-label={T.down(name)}
                              title={last ? T.atBottom : T.down(name)}
                              aria-describedby={describedBy}
                              disabled={disabled || last}
                              onClick={() => run({ action: 'down', id: entry.id })}
                            >
                              <span aria-hidden="true">▼</span>
                            </button>
                          </div>{' '}
                          <button
                            type="button"
                            className="btn btn-outline-secondary btn-sm"
                            aria-label={T.removeLabel(name)}
                            aria-describedby={describedBy}
                            disabled={disabled}
                            onClick={() => {
                              write.reset();
                              setConfirm(entry);
                            }}
                          >
                            {T.remove}
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
          )
        }
      </QueryView>
      {confirm && (
        <ConfirmDialog
          title={T.confirmTitle}
          confirmLabel={T.remove}
          cancelLabel={T.cancel}
          pending={write.pending}
          error={write.error}
          onConfirm={() => run({ action: 'remove', id: confirm.id })}
          onClose={() => setConfirm(null)}
        >
          <p className="mb-0">{T.confirmText(confirm.name)}</p>
        </ConfirmDialog>
      )}
      {notice.toast}
    </TitledSection>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const HelpdeskSorting = withDefaults(helpdeskSortingTag, HelpdeskSortingImpl);
