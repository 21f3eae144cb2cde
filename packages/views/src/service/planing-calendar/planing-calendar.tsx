import { toIsoDay, todayBerlin, toApiError } from '@stempeluhr/core';
import { ApiErrorAlert, Calendar, useReportFailure, type CalendarRange } from '@stempeluhr/ui';
import { useCallback, useMemo, useState } from 'react';
import { daysByKey, monthOfRange } from '../api/day-status';
import { usePlaningDayStatus } from '../api/get-planing-day-status';
import { PlanTable } from './plan-table';
import { PLANING_CALENDAR_TEXTS as T } from './planing-calendar.texts';

export interface PlaningCalendarProps {
  /** The checklist that is planned. */
  checklistId: number;
  /** First of the ten days in the table (default today). */
  date?: string;
}

/** Calendar cell classes of the legend: green = planned, yellow = public holiday. */
export const PLANNING_LEGEND = [
  { key: 'planned', className: 'bg-success-subtle', badge: 'text-bg-success', label: T.planned },
  { key: 'holiday', className: 'bg-warning-subtle', badge: 'text-bg-warning', label: T.holiday },
] as const;

/**
 * Checklist planning: an inline calendar (Monday first) coloured by the legend, and the next ten
 * days with service agent, deputy and a Plan button per row; "Automatisch planen" fills the days
 * without an agent. A day clicked in the calendar starts the ten days.
 */
export function PlaningCalendar({ checklistId, date }: PlaningCalendarProps) {
  const start = date ?? todayBerlin();
  const [from, setFrom] = useState(start);
  const [given, setGiven] = useState(start);
  if (given !== start) {
    setGiven(start);
    setFrom(start);
  }
  const [month, setMonth] = useState({ month: Number(start.slice(5, 7)), year: Number(start.slice(0, 4)) });
  const status = usePlaningDayStatus(checklistId, month.month, month.year);
  const statusError = status.isError ? toApiError(status.error) : null;
  useReportFailure(statusError);

  const days = useMemo(() => (status.data ? daysByKey(status.data) : null), [status.data]);
  const cellClassNames = useMemo(
    () => (day: Date) => {
      if (!days) return undefined;
      const iso = toIsoDay(day);
      return PLANNING_LEGEND.filter((l) => days.get(l.key)?.has(iso)).map((l) => l.className);
    },
    [days],
  );
  const onRangeChange = useCallback((range: CalendarRange) => setMonth(monthOfRange(range.start, range.end)), []);

  return (
    <div className="row g-4">
      <div className="col-12 col-xl-5">
        <Calendar
          label={T.calendar}
          initialDate={start}
          showViewSwitch={false}
          dayCellClassNames={cellClassNames}
          onRangeChange={onRangeChange}
          onDateClick={(day) => setFrom(toIsoDay(day))}
        />
        <ul className="list-inline mt-2 mb-0 small" aria-label={T.legend}>
          {PLANNING_LEGEND.map((l) => (
            <li key={l.key} className="list-inline-item">
              <span className={`badge ${l.badge} me-1`} aria-hidden="true">
                &nbsp;
              </span>
              {l.label}
            </li>
          ))}
        </ul>
        {statusError && (
          <div className="mt-2">
            <ApiErrorAlert error={statusError} onRetry={() => void status.refetch()} />
          </div>
        )}
      </div>
      <div className="col-12 col-xl-7">
        <PlanTable checklistId={checklistId} from={from} />
      </div>
    </div>
  );
}
