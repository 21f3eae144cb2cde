import { formatDate, formatDecimal } from '@stempeluhr/core';
import { ApiErrorAlert, StateBadge } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useSaveVacationDay, useSaveVacationRequest } from '../api/save-vacation';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { RequestValueForm } from './request-value-form';
import { VacationDaysTable } from './vacation-days-table';
import { VACATION_HISTORY_TEXTS as T } from './vacation-history-view.texts';
import { periodOf, typesOf, type VacationHistoryDay, type VacationHistoryRequest } from './vacation-requests';

export interface VacationRequestItemProps {
  request: VacationHistoryRequest;
  /** The absence types the server sent (absenceTypesOf the page's requests). */
  types: readonly string[];
  deleted: boolean;
  /** Id of the read-only hint (deleted user). */
  hintId?: string;
  onChange: (request: VacationHistoryRequest) => void;
  onNotice: (text: string) => void;
}

const periodText = (request: VacationHistoryRequest) => {
  const period = periodOf(request);
  if (!period) return T.request(request.id);
  return period.from === period.to ? formatDate(period.from) : `${formatDate(period.from)} – ${formatDate(period.to)}`;
};

const valueText = (value: number) => (Number.isInteger(value) ? String(value) : formatDecimal(value));

/** One request: its period, types and value; opened, its days (type, counts) and the request's value. */
export function VacationRequestItem({ request, types, deleted, hintId, onChange, onNotice }: VacationRequestItemProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [valueText_, setValueText] = useState(valueText(request.value));
  const userId = request.user_id ?? null;
  // The answer is the request's value afterwards; without one (an empty answer) the shown value stays.
  const dayWrite = useSaveVacationDay({
    event: ({ day }) => ['saved', { what: 'vacation-day', id: day.id }],
    onSuccess: (answer, { day }) => {
      const value = answer ?? request.value;
      onChange({ ...request, value, days: request.days.map((d) => (d.id === day.id ? { ...d, ...day } : d)) });
      // The field follows the answer unless the admin has typed a value of their own meanwhile.
      setValueText((current) => (current === valueText(request.value) ? valueText(value) : current));
      // The spec's success text (02 §8); the request's new value shows in its row.
      onNotice(ADMIN_TIME_TEXTS.saved);
    },
  });
  const requestWrite = useSaveVacationRequest({
    event: () => ['saved', { what: 'vacation-request', id: request.id }],
    onSuccess: (answer, input) => {
      const value = answer ?? input.request.value ?? request.value;
      onChange({ ...request, value });
      setValueText(valueText(value));
      onNotice(ADMIN_TIME_TEXTS.saved);
    },
  });
  const pending = dayWrite.pending || requestWrite.pending;
  const error = dayWrite.error ?? requestWrite.error;
  const readOnly = deleted || pending;
  const period = periodText(request);

  const changeDay = (day: VacationHistoryDay, changes: Partial<Pick<VacationHistoryDay, 'type' | 'visible'>>) => {
    requestWrite.reset();
    return dayWrite.run({ userId, day: { ...day, ...changes } });
  };

  const save = (value: number | null) => {
    dayWrite.reset();
    void requestWrite.run({ userId, request: { id: request.id, value, days: request.days } });
  };

  return (
    <li className="list-group-item px-2 px-sm-3">
      {/* The day count keeps its place at the right whether the period is one day or a range (wide or narrow). */}
      <div className="d-flex align-items-start gap-2">
        <div className="d-flex flex-wrap align-items-center gap-2 flex-grow-1" style={{ minWidth: 0 }}>
          <button
            type="button"
            className="btn btn-link p-0 text-start text-decoration-none text-reset tabular-nums"
            aria-expanded={open}
            aria-controls={`${id}-days`}
            aria-label={T.toggleLabel(period, open)}
            onClick={() => setOpen((o) => !o)}
          >
            <span aria-hidden="true" className="me-1 text-body-secondary">
              {open ? '▾' : '▸'}
            </span>
            {period}
          </button>
          <span className="d-flex flex-wrap gap-1">
            {/* Urlaub in the one vacation look (issue 24 point 3); other absence types stay neutral. */}
            {typesOf(request).map((type) =>
              type === 'Urlaub' ? (
                <StateBadge key={type} state="vacation" label={type} />
              ) : (
                <span key={type} className="badge text-bg-secondary">
                  {type}
                </span>
              ),
            )}
          </span>
        </div>
        <span className="tabular-nums text-end text-nowrap fw-semibold" aria-live="polite">
          {T.days(request.value)}
        </span>
      </div>
      {open && (
        <div id={`${id}-days`} className="mt-2" aria-busy={pending || undefined}>
          {error && (
            <ApiErrorAlert
              error={error}
              onDismiss={() => {
                dayWrite.reset();
                requestWrite.reset();
              }}
            />
          )}
          {request.days.length === 0 ? (
            <p className="text-body-secondary small mb-2">{T.noDays}</p>
          ) : (
            <VacationDaysTable
              label={period}
              days={request.days}
              types={types}
              readOnly={readOnly}
              hintId={hintId}
              visibleHintId={`${id}-visible-hint`}
              onChangeDay={changeDay}
            />
          )}
          <RequestValueForm
            value={valueText_}
            onValue={setValueText}
            busy={requestWrite.pending ? 'value' : dayWrite.pending ? 'day' : null}
            hintId={hintId}
            onSave={save}
          />
        </div>
      )}
    </li>
  );
}
