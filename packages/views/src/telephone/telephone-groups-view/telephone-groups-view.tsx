import type { TagProps } from '@stempeluhr/core';
import { ApiErrorAlert, InlineSpinner, Loader, QueryView, useNotice, Heading } from '@stempeluhr/ui';
import { useEffect, useId, useState } from 'react';
import { useUserGroups } from '../api/get-user-groups';
import { useSaveUserGroup } from '../api/save-user-group';
import { TELEPHONE_GROUPS_VIEW_TEXTS as T } from './telephone-groups-view.texts';
import type { telephoneGroupsViewTag } from './telephone-groups-view.tag';

/** Spec §9: the queue groups load 100 ms after the view appears (debounced). */
export const GROUPS_LOAD_DEBOUNCE_MS = 100;

export type TelephoneGroupsViewProps = TagProps<typeof telephoneGroupsViewTag>;

/**
 * The signed-in user's telephone queues: the spec's loader until the list is there (loaded after a
 * 100 ms debounce), then the welcome area with one switch per queue. Switching saves at once and
 * shows the list the server answers.
 */
export function TelephoneGroupsView(_props: TelephoneGroupsViewProps) {
  const [debounced, setDebounced] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(true), GROUPS_LOAD_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const query = useUserGroups(debounced);
  const notice = useNotice();
  const [savingId, setSavingId] = useState<number | null>(null);
  const titleId = useId();
  const busyId = useId();

  const write = useSaveUserGroup({
    event: (body) => ['saved', { what: 'telephone-queue', id: body.queue }],
    onSuccess: (data, body) => {
      setSavingId(null);
      const name = data.telephoneQueues.find((q) => q.id === body.queue)?.name ?? '';
      notice.say(body.state ? T.switchedOn(name) : T.switchedOff(name));
    },
    onError: () => setSavingId(null),
  });

  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId}>{T.title}</Heading>
      <QueryView
        query={query}
        placeholder={<Loader label={T.loading} />}
        isEmpty={(data) => data.telephoneQueues.length === 0}
        empty={T.empty}
      >
        {({ telephoneQueues }) => (
          <div data-testid="welcome-area">
            <p>{T.welcome}</p>
            {telephoneQueues.some((q) => q.state === undefined) && <p className="small text-body-secondary">{T.noState}</p>}
            {write.error && <ApiErrorAlert error={write.error} onDismiss={write.reset} />}
            <ul className="list-group mb-2">
              {telephoneQueues.map((queue) => {
                const inputId = `${titleId}-q${queue.id}`;
                return (
                  <li key={queue.id} className="list-group-item d-flex align-items-center justify-content-between gap-2">
                    <div className="form-check form-switch mb-0">
                      <input
                        id={inputId}
                        className="form-check-input"
                        type="checkbox"
                        role="switch"
                        checked={queue.state === true}
                        disabled={write.pending}
                        aria-describedby={write.pending ? busyId : undefined}
                        onChange={(event) => {
                          setSavingId(queue.id);
                          void write.run({ queue: queue.id, state: event.target.checked });
                        }}
                      />
                      <label className="form-check-label text-break" htmlFor={inputId}>
                        {queue.name}
                      </label>
                    </div>
                    {savingId === queue.id && write.pending && <InlineSpinner label={T.saving} className="text-secondary" />}
                  </li>
                );
              })}
            </ul>
            <p className="small text-body-secondary mb-0" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {T.count(telephoneQueues.filter((q) => q.state === true).length, telephoneQueues.length)}
            </p>
            {write.pending && (
              <p id={busyId} className="visually-hidden">
                {T.busy}
              </p>
            )}
          </div>
        )}
      </QueryView>
      {notice.toast}
    </section>
  );
}
