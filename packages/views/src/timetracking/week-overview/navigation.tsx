import { isoWeek, toIsoDay } from '@stempeluhr/core';
import { DateRangePicker, isoWeekStart, MonthYearNav, WeekPicker } from '@stempeluhr/ui';
import { parseISO } from 'date-fns';
import { WEEK_TEXTS as T } from '../texts/week';
import { shiftMonths, showsToday, todayTarget, weekBounds, type OverviewTarget } from './target';

/** „Heute“ of every mode: disabled, with the reason as its title, while today's span is shown. */
function TodayButton({ target, today, onChange }: { target: OverviewTarget; today: string; onChange: (next: OverviewTarget) => void }) {
  const atToday = showsToday(target, today);
  const title =
    target.mode === 'monthly'
      ? atToday
        ? T.alreadyThisMonth
        : T.todayMonth
      : target.mode === 'periodic'
        ? atToday
          ? T.alreadyToday
          : T.todayPeriod
        : atToday
          ? T.alreadyThisWeek
          : T.todayWeek;
  return (
    <button
      type="button"
      className="btn btn-outline-secondary"
      disabled={atToday}
      title={title}
      onClick={() => onChange(todayTarget(target, today))}
    >
      {T.today}
    </button>
  );
}

/** Week picker, month paging or range picker, and "Heute": every mode's way to another time span. */
export function Navigation({
  target,
  today,
  onChange,
}: {
  target: OverviewTarget;
  today: string;
  onChange: (next: OverviewTarget) => void;
}) {
  const todayButton = <TodayButton target={target} today={today} onChange={onChange} />;

  if (target.mode === 'week' || target.mode === 'weekly') {
    const shown = isoWeek(weekBounds(target).start);
    return (
      <div className="d-flex flex-wrap align-items-end gap-2" role="group" aria-label={T.weekNavigation}>
        <WeekPicker
          label={T.weekPicker}
          labelHidden
          value={shown}
          className="stempeluhr-overview-weekpicker"
          onChange={(week) =>
            onChange(
              target.mode === 'week' ? { ...target, date: toIsoDay(isoWeekStart(week)) } : { ...target, year: week.year, week: week.week },
            )
          }
        />
        {todayButton}
      </div>
    );
  }

  if (target.mode === 'monthly') {
    return (
      <div className="d-flex flex-wrap align-items-end gap-2" role="group" aria-label={T.monthNavigation}>
        <div className="btn-group">
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={T.previousMonth}
            onClick={() => onChange(shiftMonths(target, -1))}
          >
            ‹
          </button>
          <MonthYearNav
            value={{ year: target.year, month: target.month }}
            label={T.monthPicker}
            onChange={(next) => onChange({ ...target, ...next })}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={T.nextMonth}
            onClick={() => onChange(shiftMonths(target, 1))}
          >
            ›
          </button>
        </div>
        {todayButton}
      </div>
    );
  }

  return (
    <div className="d-flex flex-wrap align-items-end gap-2">
      <DateRangePicker
        label={T.periodPicker}
        required
        value={{ start: parseISO(target.from), end: parseISO(target.to) }}
        className="stempeluhr-overview-range"
        onChange={({ start, end }) => {
          if (start && end) onChange({ ...target, from: toIsoDay(start), to: toIsoDay(end) });
        }}
      />
      {todayButton}
    </div>
  );
}
