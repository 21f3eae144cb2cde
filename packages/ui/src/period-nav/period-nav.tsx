// The one navigation for periods with its pickers (issue 24 point 4): `PeriodStepper` plus the week's
// calendar (WeekPicker) and the month/year popover (MonthYearNav), opened from the label unless `pick` is false.
import { MonthYearNav, type MonthYear } from '../date-picker/month-year-nav';
import { WeekPicker } from '../date-picker/week-picker';
import { PeriodStepper, type PeriodNavProps, type PeriodPickers, type PickArgs } from './period-stepper';

const PICKERS: PeriodPickers = {
  weekPicker: ({ label, value, onChange, disabled }) => (
    <WeekPicker label={label} labelHidden value={value} onChange={onChange} disabled={disabled} className="stempeluhr-period-nav-week" />
  ),
  monthPicker: ({ label, value, onChange, disabled }: PickArgs<MonthYear>) => (
    <MonthYearNav value={value} onChange={onChange} label={label} disabled={disabled} />
  ),
};

/**
 * `‹ KW 48 · 23.11.–29.11.2026 › [Heute]`, `‹ November 2026 › [Heute]`, `‹ Mi, 25.11.2026 › [Heute]`,
 * `‹ 2026 › [Heute]`. „Heute“ goes to the period holding today; while that period is shown it is off and
 * says why. A page that pages only days or years may use `PeriodStepper` (the same, without the pickers).
 */
export function PeriodNav(props: PeriodNavProps) {
  return <PeriodStepper {...props} {...PICKERS} />;
}
