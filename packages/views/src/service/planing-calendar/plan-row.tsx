import { formatDayLong, type Leader } from '@stempeluhr/core';
import { TableHead } from '@stempeluhr/ui';
import type { PlanDay } from '../api/get-next-ten-days';
import { onVacation, type DayChoice } from './auto-plan';
import { PLANING_CALENDAR_TEXTS as T } from './planing-calendar.texts';

export type RowState = 'saved' | 'unsaved' | 'saving';

interface PlanRowProps {
  entry: PlanDay;
  choice: DayChoice;
  leaders: Leader[];
  state: RowState;
  disabled: boolean;
  onChange: (change: Partial<DayChoice>) => void;
  onPlan: () => void;
}

/** Wide enough for „Max Müller (Urlaub)“ and „— niemand —“ without cutting them (design review). */
const SELECT_STYLE = { minWidth: '11rem' } as const;

/** The names of the people chosen for the day (agent, deputy) who are on vacation that day. */
export function awayPlanned(entry: PlanDay, choice: DayChoice, leaders: Leader[]): string[] {
  return [choice.agent, choice.deputy]
    .filter((id) => id !== '')
    .map((id) => leaders.find((l) => String(l.id) === id))
    .filter((l): l is Leader => l !== undefined && onVacation(l, entry))
    .map((l) => l.dn);
}

/** Under a select whose person is on vacation that day: said in words, not by the row's colour alone. */
function AwayWarning({ id }: { id: string }) {
  return (
    <span id={id} className="d-block small fw-semibold">
      {T.awayWarning}
    </span>
  );
}

/** One day of the planner: its date (marked while unsaved or being saved), agent, deputy and „Planen“. */
export function PlanRow({ entry, choice, leaders, state, disabled, onChange, onPlan }: PlanRowProps) {
  const day = formatDayLong(entry.date);
  const agentAway = awayPlanned(entry, { agent: choice.agent, deputy: '' }, leaders).length > 0;
  const deputyAway = awayPlanned(entry, { agent: '', deputy: choice.deputy }, leaders).length > 0;
  const warnId = `plan-${entry.timestamp}-away`;
  return (
    <tr className={state === 'unsaved' || agentAway || deputyAway ? 'table-warning' : undefined}>
      <th scope="row" className="fw-normal text-nowrap">
        {day}
        {state === 'unsaved' && <span className="d-block small fst-italic">{T.unsaved}</span>}
        {state === 'saving' && <span className="d-block small text-body-secondary">{T.saving}</span>}
      </th>
      <td>
        <select
          className="form-select form-select-sm"
          style={SELECT_STYLE}
          aria-label={T.agentOf(day)}
          aria-describedby={agentAway ? `${warnId}-agent` : undefined}
          value={choice.agent}
          disabled={disabled}
          onChange={(event) => onChange({ agent: event.target.value })}
        >
          <option value="">{T.noAgent}</option>
          {leaders.map((leader) => {
            const away = onVacation(leader, entry);
            return (
              <option key={leader.id} value={String(leader.id)} disabled={away}>
                {away ? `${leader.dn} (${T.vacation})` : leader.dn}
              </option>
            );
          })}
        </select>
        {agentAway && <AwayWarning id={`${warnId}-agent`} />}
      </td>
      <td>
        <select
          className="form-select form-select-sm"
          style={SELECT_STYLE}
          aria-label={T.deputyOf(day)}
          aria-describedby={deputyAway ? `${warnId}-deputy` : undefined}
          value={choice.deputy}
          disabled={disabled}
          onChange={(event) => onChange({ deputy: event.target.value })}
        >
          <option value="">{T.noDeputy}</option>
          {leaders.map((leader) => {
            const away = onVacation(leader, entry);
            const isAgent = String(leader.id) === choice.agent;
            return (
              <option key={leader.id} value={String(leader.id)} disabled={away || isAgent}>
                {away ? `${leader.dn} (${T.vacation})` : isAgent ? `${leader.dn} (${T.isAgent})` : leader.dn}
              </option>
            );
          })}
        </select>
        {deputyAway && <AwayWarning id={`${warnId}-deputy`} />}
      </td>
      <td className="text-end">
        <button type="button" className="btn btn-sm btn-outline-primary" aria-label={T.planOf(day)} disabled={disabled} onClick={onPlan}>
          {T.plan}
        </button>
      </td>
    </tr>
  );
}

/** Caption and column heads of the planner table. */
export function PlanHead({ from }: { from: string }) {
  return <TableHead caption={T.tableCaption(formatDayLong(from))} columns={[T.date, T.agent, T.deputy]} actions={T.actions} />;
}
