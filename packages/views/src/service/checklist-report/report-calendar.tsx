import { toIsoDay } from '@stempeluhr/core';
import { useCallback, useMemo } from 'react';
import { daysByKey, mergeDayStatus } from '../api/day-status';
import { reportDayStatusQuery } from '../api/get-report-day-status';
import { StatusCalendar, useMonthStatus } from '../shared/status-calendar';
import { CHECKLIST_REPORT_TEXTS as T } from './checklist-report.texts';
import { DISABLED_DAYS, REPORT_LEGEND } from './report-status';

export interface ReportCalendarProps {
  checklistId: number;
  start: string;
  /** The chosen day (outlined). */
  day: string;
  onDay: (day: string) => void;
}

const isDisabledDay = (date: Date) => DISABLED_DAYS.includes(toIsoDay(date));

/** The report's calendar: each day in the colour and sign of its state, the legend beneath. */
export function ReportCalendar({ checklistId, start, day, onDay }: ReportCalendarProps) {
  const status = useMonthStatus(start, (m) => reportDayStatusQuery(checklistId, m.month, m.year));
  const { answers } = status;
  const days = useMemo(() => (answers ? daysByKey(mergeDayStatus(answers.filter((a) => a !== null))) : null), [answers]);
  // The spec does not show this answer: one we can't read leaves the calendar uncoloured, and says so.
  const unreadable = answers?.some((a) => a === null) ?? false;
  // Each day has one status; should a server send several, the legend's first wins.
  const statusOf = useCallback((iso: string) => days && REPORT_LEGEND.find((l) => days.get(l.key)?.has(iso)), [days]);
  const cellClassNames = useMemo(
    () => (date: Date) => {
      const iso = toIsoDay(date);
      if (DISABLED_DAYS.includes(iso)) return ['stempeluhr-day-disabled'];
      return statusOf(iso)?.cell.split(' ');
    },
    [statusOf],
  );
  // The status as a sign in the cell too (read out as the legend's text): not told by colour alone.
  const cellLabel = useMemo(
    () => (date: Date) => {
      const iso = toIsoDay(date);
      if (DISABLED_DAYS.includes(iso)) return { mark: '', label: T.disabledDay };
      const state = statusOf(iso);
      return state ? { mark: state.mark, label: state.label } : undefined;
    },
    [statusOf],
  );

  return (
    <StatusCalendar
      label={T.calendar}
      start={start}
      selected={day}
      onDateClick={(date) => {
        const iso = toIsoDay(date);
        if (!DISABLED_DAYS.includes(iso)) onDay(iso);
      }}
      dayCellClassNames={cellClassNames}
      dayCellLabel={cellLabel}
      isDayDisabled={isDisabledDay}
      status={status}
      legendLabel={T.legend}
      legend={REPORT_LEGEND}
      note={unreadable && <p className="small text-body-secondary mt-2 mb-0">{T.noDayStatus}</p>}
    />
  );
}
