import { isoWeek, toIsoDay, weekKey } from '@stempeluhr/core';
import { DateRangePicker, isoWeekStart, PeriodNav } from '@stempeluhr/ui';
import { parseISO } from 'date-fns';
import { WEEK_TEXTS as T } from '../texts/week';
import { showsToday, todayTarget, weekBounds, type OverviewTarget } from './target';

/** „Heute“ of a period: the same length ending today; off, with the reason as its title, while the period ends today. */
function TodayButton({ target, today, onChange }: { target: OverviewTarget; today: string; onChange: (next: OverviewTarget) => void }) {
  const atToday = showsToday(target, today);
  return (
    <button
      type="button"
      className="btn btn-outline-secondary"
      disabled={atToday}
      title={atToday ? T.alreadyToday : T.todayPeriod}
      onClick={() => onChange(todayTarget(target, today))}
    >
      {T.today}
    </button>
  );
}

/** The one period navigation (`‹ label ›` + „Heute“) for a week or a month; the range picker and „Heute“ for a period. */
export function Navigation({
  target,
  today,
  anchor,
  onChange,
}: {
  target: OverviewTarget;
  today: string;
  /** The date the page gave (own week): asked for again when its week is shown again. */
  anchor?: string;
  onChange: (next: OverviewTarget) => void;
}) {
  if (target.mode === 'week' || target.mode === 'weekly') {
    return (
      <PeriodNav
        unit="week"
        label={T.weekPicker}
        today={today}
        value={isoWeek(weekBounds(target).start)}
        className="stempeluhr-overview-weekpicker"
        onChange={(week) => {
          if (target.mode === 'weekly') return onChange({ ...target, year: week.year, week: week.week });
          // The own week is asked for by a day in it: the page's own date when it lies in that week (its answer is
          // cached already), else the week's Monday.
          const inWeek = anchor !== undefined && weekKey(isoWeek(anchor)) === weekKey(week);
          onChange({ ...target, date: inWeek ? anchor : toIsoDay(isoWeekStart(week)) });
        }}
      />
    );
  }

  if (target.mode === 'monthly') {
    return (
      <PeriodNav
        unit="month"
        label={T.monthPicker}
        today={today}
        value={{ year: target.year, month: target.month }}
        previousLabel={T.previousMonth}
        nextLabel={T.nextMonth}
        onChange={(next) => onChange({ ...target, ...next })}
      />
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
      <TodayButton target={target} today={today} onChange={onChange} />
    </div>
  );
}
