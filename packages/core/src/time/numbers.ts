// Issue 24 point 5: the one style for figures. Every duration, balance, minute count and number a
// view shows goes through here (an ESLint rule forbids formatting them by hand in the views).
import { formatGermanNumber } from './german-number';
import { formatDuration, formatOvertime } from './time';

export interface NumberOptions {
  /** Exactly `digits` fraction digits (`7,50`) instead of at most. */
  fixed?: boolean;
  /** Thousands separators (default true); false for a field's or a file's value (`1234,5`). */
  grouping?: boolean;
  /** A hyphen-minus instead of the real minus, for values a spreadsheet or a field reads again. */
  asciiMinus?: boolean;
}

/**
 * A number with German separators: `5.222`, `0,8`, `1.234,5`. `digits` is the most fraction digits
 * (default 1); `fixed` shows exactly that many (`7,50`). Not a number: `–`.
 */
export function formatNumber(
  value: number,
  digits = 1,
  { fixed = false, grouping = true, asciiMinus = false }: NumberOptions = {},
): string {
  if (!Number.isFinite(value)) return '–';
  // `-0` (a rounded tiny negative) is 0.
  const text = formatGermanNumber(value === 0 ? 0 : value, fixed ? digits : 0, digits, grouping);
  // Intl writes the hyphen-minus; figures in this product take the real minus sign.
  return asciiMinus ? text : text.replace('-', '−');
}

/** A signed whole number with German separators and a real minus: `+5.222`, `−40`, `0`. */
export function formatSignedNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  const text = formatNumber(Math.abs(value), digits);
  if (text === '0') return '0';
  return value > 0 ? `+${text}` : `−${text}`;
}

/** A duration in seconds with its unit: `8:57 h` (27420 s); negative with a real minus `−0:29 h`. */
export function formatHours(seconds: number): string {
  if (!Number.isFinite(seconds)) return '–';
  return `${formatDuration(seconds)} h`;
}

/**
 * A balance (overtime) in seconds, signed, with its unit: `+0:57 h`, `−0:29 h` (real minus), `±0:00 h`
 * under a minute. `unit: false` leaves the unit out where a column header names it (`+0:57`).
 */
export function formatBalance(seconds: number, { unit = true }: { unit?: boolean } = {}): string {
  const text = formatOvertime(seconds);
  if (!unit || text === '–') return text;
  return `${text} h`;
}

/**
 * Minutes with thousands separators and, where both help, the hours beside them:
 * `150 min (2:30 h)`, `1.170 min (19:30 h)`; `hours: false` → `150 min`.
 */
export function formatMinutes(minutes: number, { hours = true }: { hours?: boolean } = {}): string {
  if (!Number.isFinite(minutes)) return '–';
  const text = `${formatNumber(Math.trunc(minutes), 0)} min`;
  return hours ? `${text} (${formatHours(Math.trunc(minutes) * 60)})` : text;
}
