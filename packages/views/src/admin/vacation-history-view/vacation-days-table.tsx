import { formatDate, formatDecimal } from '@stempeluhr/core';
import { CommitSelect, ScrollRegion, TableHead, type CommitOutcome } from '@stempeluhr/ui';
import { VACATION_HISTORY_TEXTS as T } from './vacation-history-view.texts';
import type { VacationHistoryDay } from './vacation-requests';

export interface VacationDaysTableProps {
  /** The table's name (the request's period). */
  label: string;
  days: readonly VacationHistoryDay[];
  /** The absence types offered (those the server sent). */
  types: readonly string[];
  /** A write runs or the user is deleted: the controls can't be used. */
  readOnly: boolean;
  /** Id of the text saying why (deleted user). */
  hintId?: string;
  /** Id for the „sichtbar“ explanation below the table. */
  visibleHintId: string;
  onChangeDay: (day: VacationHistoryDay, changes: Partial<Pick<VacationHistoryDay, 'type' | 'visible'>>) => Promise<CommitOutcome>;
}

const dayValue = (value: number | undefined) =>
  value === undefined ? '–' : value === 1 ? T.full : value === 0.5 ? T.half : formatDecimal(value);

/** A request's days: date, extent, type (saved on commit) and whether the day counts. */
export function VacationDaysTable({ label, days, types, readOnly, hintId, visibleHintId, onChangeDay }: VacationDaysTableProps) {
  return (
    <ScrollRegion label={label} layout="stack">
      <table className="table table-sm align-middle mb-2">
        <TableHead
          columns={[
            T.colDate,
            { label: T.colValue, className: 'text-end' },
            T.colType,
            { label: T.colVisible, className: 'text-center', describedBy: visibleHintId },
          ]}
        />
        <tbody>
          {days.map((day) => {
            const date = day.date ? formatDate(day.date) : `#${day.id}`;
            const options = types.includes(day.type) ? types : [...types, day.type];
            return (
              <tr key={day.id} className={day.visible ? undefined : 'text-body-secondary'}>
                <td className="tabular-nums text-nowrap">{date}</td>
                <td className="text-end text-nowrap">{dayValue(day.value)}</td>
                <td>
                  {/* Arrow keys on the closed select only show a type; Enter or leaving it saves the day (CommitSelect). */}
                  <CommitSelect
                    className="form-select form-select-sm"
                    aria-label={T.typeLabel(date)}
                    value={day.type}
                    disabled={readOnly}
                    aria-describedby={hintId}
                    onCommit={(type) => onChangeDay(day, { type })}
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
                    aria-describedby={[visibleHintId, hintId].filter(Boolean).join(' ')}
                    onChange={(event) => void onChangeDay(day, { visible: event.target.checked })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p id={visibleHintId} className="form-text mt-0 mb-2">
        {T.visibleHint} {T.typesHint}
      </p>
    </ScrollRegion>
  );
}
