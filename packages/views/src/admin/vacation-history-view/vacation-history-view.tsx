import { type TagProps, type ViewProps, withDefaults } from '@stempeluhr/core';
import { TitledCard, useNotice } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { VacationRequestItem } from './vacation-request-item';
import { VACATION_HISTORY_TEXTS as T } from './vacation-history-view.texts';
import { absenceTypesOf, type VacationHistoryRequest } from './vacation-requests';
import { vacationHistoryViewTag } from './vacation-history-view.tag';

export type VacationHistoryViewProps = TagProps<typeof vacationHistoryViewTag>;

/** Vacation history (admin): the requests, each expandable to its days; an admin changes a day or a request's value. */
function VacationHistoryViewImpl({ requests, deleted }: ViewProps<typeof vacationHistoryViewTag>) {
  const hintId = useId();
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
    <TitledCard title={T.title}>
      {deleted && (
        <p id={hintId} className="form-text mx-3 mb-0">
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
              hintId={deleted ? hintId : undefined}
              onChange={replace}
              onNotice={notice.say}
            />
          ))}
        </ul>
      )}
      {notice.toast}
    </TitledCard>
  );
}

/** The view with its contract's defaults filled in: they live only in the contract. */
export const VacationHistoryView = withDefaults(vacationHistoryViewTag, VacationHistoryViewImpl);
