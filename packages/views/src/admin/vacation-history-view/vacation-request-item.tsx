import { formatDate, formatDecimal } from '@stempeluhr/core';
import { ApiErrorAlert, CommitSelect, ScrollRegion } from '@stempeluhr/ui';
import { useId, useState } from 'react';
import { useSaveVacationDay, useSaveVacationRequest } from '../api/save-vacation';
import { ADMIN_TIME_TEXTS } from '../shared/texts';
import { VACATION_HISTORY_TEXTS as T } from './vacation-history-view.texts';
import { parseRequestValue, periodOf, typesOf, type VacationHistoryDay, type VacationHistoryRequest } from './vacation-requests';

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
  const [valueError, setValueError] = useState<string | null>(null);
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

  const submit = () => {
    const parsed = parseRequestValue(valueText_);
    if (!parsed.ok) {
      setValueError(parsed.message);
      document.getElementById(`${id}-value`)?.focus();
      return;
    }
    setValueError(null);
    dayWrite.reset();
    void requestWrite.run({ userId, request: { id: request.id, value: parsed.value, days: request.days } });
  };

  return (
    <li className="list-group-item px-2 px-sm-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button
          type="button"
          className="btn btn-link p-0 text-start text-decoration-none tabular-nums me-auto"
          aria-expanded={open}
          aria-controls={`${id}-days`}
          aria-label={T.toggleLabel(period, open)}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="me-1">
            {open ? '▾' : '▸'}
          </span>
          {period}
        </button>
        <span className="d-flex flex-wrap gap-1">
          {typesOf(request).map((type) => (
            <span key={type} className={`badge ${type === 'Urlaub' ? 'text-bg-info' : 'text-bg-secondary'}`}>
              {type}
            </span>
          ))}
        </span>
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
            <ScrollRegion label={periodText(request)} layout="stack">
              <table className="table table-sm align-middle mb-2">
                <thead>
                  <tr>
                    <th scope="col">{T.colDate}</th>
                    <th scope="col" className="text-end">
                      {T.colValue}
                    </th>
                    <th scope="col">{T.colType}</th>
                    <th scope="col" className="text-center" aria-describedby={`${id}-visible-hint`}>
                      {T.colVisible}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {request.days.map((day) => {
                    const date = day.date ? formatDate(day.date) : `#${day.id}`;
                    const options = types.includes(day.type) ? types : [...types, day.type];
                    return (
                      <tr key={day.id} className={day.visible ? undefined : 'text-body-secondary'}>
                        <td className="tabular-nums text-nowrap">{date}</td>
                        <td className="text-end text-nowrap">
                          {day.value === undefined ? '–' : day.value === 1 ? T.full : day.value === 0.5 ? T.half : formatDecimal(day.value)}
                        </td>
                        <td>
                          {/* Arrow keys on the closed select only show a type; Enter or leaving it saves the day (CommitSelect). */}
                          <CommitSelect
                            className="form-select form-select-sm"
                            aria-label={T.typeLabel(date)}
                            value={day.type}
                            disabled={readOnly}
                            aria-describedby={hintId}
                            onCommit={(type) => changeDay(day, { type })}
                          >
                            {options.map((type) => (
                              <option key={type} value={type}>
                                {type}
                              </option>
                            ))}
                          </CommitSelect>
                        </td>
                        <td className="text-center">
                          <input
                            type="checkbox"
                            className="form-check-input"
                            aria-label={T.visibleLabel(date)}
                            checked={day.visible}
                            disabled={readOnly}
                            aria-describedby={[`${id}-visible-hint`, hintId].filter(Boolean).join(' ')}
                            onChange={(event) => void changeDay(day, { visible: event.target.checked })}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
              <p id={`${id}-visible-hint`} className="form-text mt-0 mb-2">
                {T.visibleHint} {T.typesHint}
              </p>
            </ScrollRegion>
          )}
          <form
            noValidate
            className="d-flex flex-wrap align-items-start gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div className="col-12 col-sm-6 col-lg-4">
              <label htmlFor={`${id}-value`} className="form-label small mb-1">
                {T.valueLabel}
              </label>
              <input
                id={`${id}-value`}
                className={`form-control form-control-sm text-end tabular-nums${valueError ? ' is-invalid' : ''}`}
                inputMode="decimal"
                value={valueText_}
                disabled={deleted}
                readOnly={pending}
                aria-invalid={valueError ? true : undefined}
                aria-describedby={[`${id}-value-hint`, valueError ? `${id}-value-error` : null, hintId].filter(Boolean).join(' ')}
                onChange={(event) => setValueText(event.target.value)}
              />
              {valueError && (
                <div id={`${id}-value-error`} className="invalid-feedback d-block">
                  {valueError}
                </div>
              )}
              <div id={`${id}-value-hint`} className="form-text">
                {T.valueHint}
              </div>
            </div>
            <button
              type="submit"
              className="btn btn-sm btn-primary mt-sm-4"
              disabled={deleted || pending}
              aria-busy={pending || undefined}
              aria-describedby={hintId}
            >
              {requestWrite.pending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {T.saveRequest}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}
