export { BalanceChart, type BalanceChartProps } from './balance-chart';
export {
  balanceGeometry,
  balanceScale,
  balanceSeries,
  MAX_WEEK_BARS,
  type BalanceBar,
  type BalanceGeometry,
  type BalanceScale,
  type BalanceSeries,
  type BalanceValue,
} from './geometry';
export { BALANCE_CHART_TEXTS } from './texts';
