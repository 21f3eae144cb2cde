import { toApiError } from '@stempeluhr/core';
import { ApiErrorAlert, Calendar, useReportFailure, type CalendarProps, type CalendarRange } from '@stempeluhr/ui';
import { useQueries, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { monthsOfGrid, monthsOfRange, sameMonths, type MonthRef } from '../api/day-status';

/**
 * The day-status answers of every month the calendar grid shows (the neighbouring months' days too),
 * known before the calendar reports its range. `answers` keeps its identity while their content stays
 * the same (for memoised cell colours); null until all have come.
 */
export function useMonthStatus<A, K extends QueryKey>(start: string, queryOf: (month: MonthRef) => UseQueryOptions<A, Error, A, K>) {
  const [months, setMonths] = useState<MonthRef[]>(() => monthsOfGrid(start));
  const statuses = useQueries({ queries: months.map(queryOf) });
  const failed = statuses.find((s) => s.isError);
  const error = failed ? toApiError(failed.error) : null;
  useReportFailure(error);
  const loaded = statuses.every((s) => s.data !== undefined) ? statuses.map((s) => s.data as A) : null;
  const key = loaded ? JSON.stringify(loaded) : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for the answers' content
  const answers = useMemo(() => loaded, [key]);
  const onRangeChange = useCallback((range: CalendarRange) => {
    const shown = monthsOfRange(range.start, range.end);
    setMonths((current) => (sameMonths(current, shown) ? current : shown));
  }, []);
  const retry = () => statuses.filter((q) => q.isError).forEach((q) => void q.refetch());
  return { answers, error, retry, onRangeChange };
}

/** One entry of a calendar's legend: the swatch (the cell's fill with an edge), its sign, and its text. */
export interface LegendEntry {
  key: string;
  badge: string;
  label: string;
  /** The sign shown in the cell too (not colour alone); none = an empty swatch. */
  mark?: string;
  /** The server's colour word, for the page's own styles and tests. */
  colour?: string;
}

type StatusCalendarProps = Pick<CalendarProps, 'dayCellClassNames' | 'dayCellLabel' | 'isDayDisabled'> & {
  /** The calendar region's name. */
  label: string;
  start: string;
  /** The chosen day (outlined). */
  selected: string;
  onDateClick: (day: Date) => void;
  status: Pick<ReturnType<typeof useMonthStatus<unknown, QueryKey>>, 'error' | 'retry' | 'onRangeChange'>;
  legendLabel: string;
  legend: readonly LegendEntry[];
  /** Below the legend, e.g. one muted line about days the server's answer can't colour. */
  note?: ReactNode;
};

/** A month calendar (Monday first, no view switch) coloured by day status, with its legend and its read error. */
export function StatusCalendar({ label, start, selected, onDateClick, status, legendLabel, legend, note, ...cells }: StatusCalendarProps) {
  return (
    <>
      <Calendar
        label={label}
        initialDate={start}
        showViewSwitch={false}
        onRangeChange={status.onRangeChange}
        selectedDate={selected}
        onDateClick={onDateClick}
        {...cells}
      />
      <ul className="list-unstyled mt-2 mb-0 small" aria-label={legendLabel}>
        {legend.map((l) => (
          <li key={l.key} data-colour={l.colour}>
            <span className={`badge ${l.badge} text-body me-1`} aria-hidden="true" style={{ minWidth: '1.75em' }}>
              {l.mark ?? '\u00a0'}
            </span>
            {l.label}
          </li>
        ))}
      </ul>
      {note}
      {status.error && (
        <div className="mt-2">
          <ApiErrorAlert error={status.error} onRetry={status.retry} />
        </div>
      )}
    </>
  );
}
