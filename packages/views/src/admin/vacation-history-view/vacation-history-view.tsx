import { Heading, useNotice } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { VacationRequestItem } from './vacation-request-item';
import { VACATION_HISTORY_TEXTS as T } from './vacation-history-view.texts';
import { absenceTypesOf, type VacationHistoryRequest } from './vacation-requests';

export interface VacationHistoryViewProps {
  /** The user's vacation requests as the page passes them (there is no read call). */
  requests: VacationHistoryRequest[];
  /** The user is deleted: read-only. */
  deleted?: boolean;
}

/** Vacation history (admin): the requests, each expandable to its days; an admin changes a day or a request's value. */
export function VacationHistoryView({ requests, deleted = false }: VacationHistoryViewProps) {
  const ids = { title: useId(), hint: useId() };
  // The page's list is the start; each saved change is kept here with the value the server answered.
  const [source, setSource] = useState(requests);
  const [list, setList] = useState(requests);
  if (source !== requests) {
    setSource(requests);
    setList(requests);
  }
  const notice = useNotice();
  const replace = (next: VacationHistoryRequest) => setList((current) => current.map((r) => (r.id === next.id ? next : r)));

  return (
    <section className="card" aria-labelledby={ids.title}>
      <div className="card-header">
        <Heading id={ids.title} className="mb-0">
          {T.title}
        </Heading>
      </div>
      {deleted && (
        <p id={ids.hint} className="form-text mx-3 mb-0">
          {ADMIN_TIME_TEXTS.deletedUser}
        </p>
      )}
      {list.length === 0 ? (
        <p className="card-body text-body-secondary mb-0">{T.empty}</p>
      ) : (
        <ul className="list-group list-group-flush">
          {list.map((request) => (
            <VacationRequestItem
              key={request.id}
              request={request}
              types={absenceTypesOf(list)}
              deleted={deleted}
              hintId={deleted ? ids.hint : undefined}
              onChange={replace}
              onNotice={notice.say}
            />
          ))}
        </ul>
      )}
      {notice.toast}
    </section>
  );
}
