export { PeriodNav, periodHoldsToday, type PeriodNavProps } from './period-nav';
export { PERIOD_NAV_TEXTS, type PeriodUnit } from './texts';
