export {
  ClockOutTime,
  DayRow,
  DayClockings,
  DayRowPlaceholder,
  DaySumRow,
  TotalAndOvertime,
  formatHours,
  provisionalBalance,
  type DayRowProps,
} from './day-row';
export { DayBadges, dayBadges, type DayBadge } from './day-badges';
export { DayRowsPlaceholder } from './day-rows-placeholder';
export { DayToneLegend, hasOpenClocking, RunningBadge, runsToday, TodayBadge } from './day-today';
export { dayTone, dayToneClass, type DayTone } from './day-tone';
export { DAY_ROW_TEXTS } from './texts';
