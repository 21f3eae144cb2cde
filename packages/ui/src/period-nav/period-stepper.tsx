// Issue 24 point 4: the one navigation for periods, `‹ label ›` plus „Heute“, for a week, a month, a
// day or a year. The label is the one formatter's text (`KW 48 · 23.11.–29.11.2026`, `November 2026`,
// `Mi, 25.11.2026`, `2026`); for a week and a month it opens a picker unless `pick` is false.
//
// This module is the navigation without the pickers (`PeriodStepper`): a page that pages days or years
// imports it and carries neither the week picker with react-datepicker's loader nor the month picker
// (period-nav.tsx adds both: `PeriodNav`, what week and month pages use).
import { useId, type ReactNode } from 'react';
import {
  addDaysIso,
  formatDayHeading,
  formatMonthHeading,
  formatWeekRange,
  isoWeek,
  isoWeekStart,
  todayBerlin,
  type IsoWeek,
} from '@stempeluhr/core';
import { addWeeks } from 'date-fns';
import type { MonthYear } from '../date-picker/month-year-nav';
import { PERIOD_NAV_TEXTS as T, type PeriodUnit } from './texts';

interface CommonProps {
  /** Names the group for screen readers (and the picker's field): e.g. „Woche wählen“. */
  label: string;
  /** Today, `yyyy-MM-dd` (default: today in Berlin); „Heute“ is off while the period shown holds it. */
  today?: string;
  /** The label opens a picker (week: calendar with week numbers; month: month/year grid). Default true. */
  pick?: boolean;
  /** Accessible names of the step buttons, if a view's tests or texts fix other words. */
  previousLabel?: string;
  nextLabel?: string;
  /** Leave „Heute“ out (e.g. a form field choosing a week). */
  hideToday?: boolean;
  disabled?: boolean;
  className?: string;
}

export type PeriodNavProps = CommonProps &
  (
    | { unit: 'week'; value: IsoWeek; onChange: (value: IsoWeek) => void }
    | { unit: 'month'; value: MonthYear; onChange: (value: MonthYear) => void }
    | { unit: 'day'; value: string; onChange: (value: string) => void }
    /** A year (e.g. an account kept per year); „Heute“ goes to the year holding today. */
    | { unit: 'year'; value: number; onChange: (value: number) => void }
  );

function shiftMonth({ year, month }: MonthYear, by: number): MonthYear {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether the period holds `today` (`yyyy-MM-dd`). */
export function periodHoldsToday(props: Pick<PeriodNavProps, 'unit' | 'value'>, today: string): boolean {
  if (props.unit === 'day') return props.value === today;
  if (props.unit === 'year') return String(props.value) === today.slice(0, 4);
  if (props.unit === 'month') {
    const value = props.value as MonthYear;
    return `${value.year}-${String(value.month).padStart(2, '0')}` === today.slice(0, 7);
  }
  const value = props.value as IsoWeek;
  const now = isoWeek(today);
  return now.year === value.year && now.week === value.week;
}

function StepButton({ text, arrow, disabled, onClick }: { text: string; arrow: '‹' | '›'; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline-secondary" aria-label={text} title={text} disabled={disabled} onClick={onClick}>
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

/** What a period's picker gets from the navigation (period-nav.tsx gives the WeekPicker and the MonthYearNav). */
export interface PickArgs<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  disabled: boolean;
}
export type WeekPickArgs = PickArgs<IsoWeek>;

/** The pickers a label may open; without them the label is plain text (as with `pick={false}`). */
export interface PeriodPickers {
  weekPicker?: (args: PickArgs<IsoWeek>) => ReactNode;
  monthPicker?: (args: PickArgs<MonthYear>) => ReactNode;
}

/**
 * The navigation as `PeriodNav` draws it, with a week's or month's picker only where `weekPicker` /
 * `monthPicker` is given (else the label is plain text, as with `pick={false}`).
 *
 * `‹ KW 48 · 23.11.–29.11.2026 › [Heute]`, `‹ November 2026 › [Heute]`, `‹ Mi, 25.11.2026 › [Heute]`.
 * „Heute“ goes to the period holding today; while that period is shown it is off and says why.
 */
export function PeriodStepper(props: PeriodNavProps & PeriodPickers) {
  const { label, pick = true, hideToday = false, disabled = false, className } = props;
  const today = props.today ?? todayBerlin();
  const reasonId = useId();
  const unit: PeriodUnit = props.unit;
  const previous = props.previousLabel ?? T.previous[unit];
  const next = props.nextLabel ?? T.next[unit];
  const atToday = periodHoldsToday(props, today);

  const step = (by: number) => {
    if (props.unit === 'day') props.onChange(addDaysIso(props.value, by));
    else if (props.unit === 'year') props.onChange(props.value + by);
    else if (props.unit === 'month') props.onChange(shiftMonth(props.value, by));
    else props.onChange(isoWeek(addWeeks(isoWeekStart(props.value), by)));
  };
  const goToday = () => {
    if (props.unit === 'day') props.onChange(today);
    else if (props.unit === 'year') props.onChange(Number(today.slice(0, 4)));
    else if (props.unit === 'month') props.onChange({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
    else props.onChange(isoWeek(today));
  };

  let stepper;
  if (props.unit === 'week' && pick && props.weekPicker) {
    stepper = props.weekPicker({ label, value: props.value, onChange: props.onChange, disabled });
  } else {
    const text =
      props.unit === 'day'
        ? formatDayHeading(props.value)
        : props.unit === 'year'
          ? String(props.value)
          : props.unit === 'month'
            ? formatMonthHeading(props.value)
            : formatWeekRange(props.value);
    stepper = (
      <div className="input-group flex-nowrap w-auto">
        <StepButton text={previous} arrow="‹" disabled={disabled} onClick={() => step(-1)} />
        {props.unit === 'month' && pick && props.monthPicker ? (
          props.monthPicker({ label, value: props.value, onChange: props.onChange, disabled })
        ) : (
          <span className="input-group-text bg-transparent fw-semibold tabular-nums text-wrap" aria-live="polite">
            {text}
          </span>
        )}
        <StepButton text={next} arrow="›" disabled={disabled} onClick={() => step(1)} />
      </div>
    );
  }

  return (
    <div
      className={`stempeluhr-period-nav d-flex flex-wrap align-items-center gap-2${className ? ` ${className}` : ''}`}
      role="group"
      aria-label={label}
    >
      {stepper}
      {!hideToday && (
        <>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={disabled || atToday}
            title={atToday ? T.alreadyShown[unit] : T.goToday[unit]}
            aria-describedby={atToday ? reasonId : undefined}
            onClick={goToday}
          >
            {T.today}
          </button>
          {atToday && (
            <span id={reasonId} className="visually-hidden">
              {T.alreadyShown[unit]}
            </span>
          )}
        </>
      )}
    </div>
  );
}
