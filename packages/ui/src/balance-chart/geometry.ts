import { dateLocale } from '@stempeluhr/core';
import { addDays, addMonths, format, getISOWeek, getISOWeekYear, parseISO, startOfISOWeek, startOfMonth } from 'date-fns';

/** Signed overtime seconds of one day (or of the week containing `date`). */
export interface BalanceValue {
  /** `yyyy-MM-dd` */
  date: string;
  seconds: number;
}

export interface BalanceBar {
  /** Axis label: `KW 45`, `Nov.` */
  label: string;
  /** Full name in tooltips and the table: `KW 45/2026`, `November 2026`. */
  name: string;
  seconds: number;
}

export interface BalanceSeries {
  unit: 'week' | 'month';
  bars: BalanceBar[];
}

/** More ISO weeks than this in the range: one bar per calendar month. */
export const MAX_WEEK_BARS = 16;

const weekKey = (d: Date) => `${getISOWeekYear(d)}-${getISOWeek(d)}`;
const monthKey = (d: Date) => format(d, 'yyyy-MM');

/**
 * One bar per ISO week touching `from`..`to` (both `yyyy-MM-dd`), or per calendar month when that is
 * more than MAX_WEEK_BARS weeks; empty weeks and months are bars of 0. Values outside the range are left out.
 */
export function balanceSeries(values: readonly BalanceValue[], from: string, to: string): BalanceSeries {
  const start = parseISO(from);
  const end = parseISO(to);
  const byKey = new Map<string, BalanceBar>();
  for (let d = startOfISOWeek(start); d <= end; d = addDays(d, 7)) {
    byKey.set(weekKey(d), {
      label: `KW ${getISOWeek(d)}`,
      name: `KW ${getISOWeek(d)}/${getISOWeekYear(d)}`,
      seconds: 0,
    });
  }
  const byMonth = byKey.size > MAX_WEEK_BARS;
  if (byMonth) {
    byKey.clear();
    for (let d = startOfMonth(start); d <= end; d = addMonths(d, 1)) {
      byKey.set(monthKey(d), {
        label: format(d, 'MMM', { locale: dateLocale }),
        name: format(d, 'LLLL yyyy', { locale: dateLocale }),
        seconds: 0,
      });
    }
  }
  for (const value of values) {
    if (value.date < from || value.date > to) continue;
    const date = parseISO(value.date);
    const bar = byKey.get(byMonth ? monthKey(date) : weekKey(date));
    if (bar) bar.seconds += value.seconds;
  }
  return { unit: byMonth ? 'month' : 'week', bars: [...byKey.values()] };
}

/** Grid steps in hours: the first that splits the range into at most four gets used. */
const STEPS = [0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];

export interface BalanceScale {
  /** Lowest and highest value of the axis, whole steps, 0 always inside. */
  low: number;
  high: number;
  step: number;
}

export function balanceScale(values: readonly number[]): BalanceScale {
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const hours = STEPS.find((h) => h * 4 * 3600 >= max - min) ?? STEPS[STEPS.length - 1];
  const step = hours * 3600;
  const low = Math.floor(min / step) * step;
  // All zero: the zero line at the bottom, one step above it.
  const high = Math.max(Math.ceil(max / step) * step, low === 0 ? step : 0);
  return { low, high, step };
}

/** Left margin for the axis labels (`+10:00`), in px. */
export const CHART_LEFT = 48;
/** Band under the plot for the bar labels. */
const AXIS = 20;
/** Room above and below the plot for the figures on the bars. */
const PAD = 16;

export interface BalanceGeometry {
  /** y of the zero line. */
  zero: number;
  /** Width each bar owns (bar and gap). */
  slot: number;
  /** Bottom of the plot. */
  bottom: number;
  /** Every n-th bar label fits. */
  labelEvery: number;
  ticks: Array<{ value: number; y: number }>;
  bars: Array<{ x: number; y: number; width: number; height: number }>;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Where everything goes in a `width` × `height` px drawing; bars grow up from the zero line for plus, down for minus. */
export function balanceGeometry(values: readonly number[], width: number, height: number): BalanceGeometry {
  const { low, high, step } = balanceScale(values);
  const top = PAD;
  const bottom = height - AXIS - PAD;
  const y = (v: number) => round(top + ((high - v) / (high - low)) * (bottom - top));
  const slot = (width - CHART_LEFT - 8) / Math.max(values.length, 1);
  const barWidth = Math.min(slot * 0.7, 56);
  const zero = y(0);
  const ticks = [];
  for (let v = low; v <= high; v += step) ticks.push({ value: v, y: y(v) });
  return {
    zero,
    slot: round(slot),
    bottom: bottom + PAD,
    labelEvery: Math.ceil(44 / slot),
    ticks,
    bars: values.map((v, i) => {
      const end = y(v);
      return {
        x: round(CHART_LEFT + i * slot + (slot - barWidth) / 2),
        y: Math.min(end, zero),
        width: round(barWidth),
        height: round(Math.abs(end - zero)),
      };
    }),
  };
}
