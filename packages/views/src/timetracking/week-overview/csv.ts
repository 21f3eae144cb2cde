import { formatDate, formatDuration, formatNumber, dateLocale, type Day } from '@stempeluhr/core';
import { format, isValid, parseISO } from 'date-fns';
import { WEEK_TEXTS as T } from '../texts/week';

const BOM = '\uFEFF';

/** Seconds as decimal hours with a German comma and two places: 27900 → `7,75`, −900 → `-0,25`. */
export function csvHours(seconds: number): string {
  const rounded = Math.round(seconds / 36) / 100;
  // ASCII minus, not the typographic one the view uses: spreadsheets only read this as a number.
  return formatNumber(rounded === 0 ? 0 : rounded, 2, { fixed: true, grouping: false, asciiMinus: true });
}

/** Quotes a field when needed; text starting like a formula is defused (CSV injection). */
function field(value: string, isText = false): string {
  const safe = isText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function weekday(day: Day): string {
  if (day.day.trim()) return day.day.trim();
  const date = parseISO(day.date);
  return isValid(date) ? format(date, 'EEEE', { locale: dateLocale }) : '';
}

function vacation(day: Day): string {
  const type = day.absent_type?.trim() || 'Urlaub';
  if (day.is_vacation === 1) return type;
  if (day.is_vacation === 0.5) return `½ ${type}`;
  return '';
}

function holiday(day: Day): string {
  const name = day.holiday_name?.trim() || 'Feiertag';
  if (day.is_public_holiday === 1) return name;
  if (day.is_public_holiday === 0.5) return `½ ${name}`;
  return '';
}

/** The shown days as CSV for a German spreadsheet: `;`-separated, comma decimals, CRLF, UTF-8 with BOM. */
export function daysToCsv(days: readonly Day[]): string {
  const lines = [T.csvHeader.join(';')];
  for (const day of days) {
    lines.push(
      [
        field(formatDate(day.date)),
        field(weekday(day), true),
        csvHours(day.total),
        csvHours(day.required),
        csvHours(day.overtime),
        field(vacation(day), true),
        field(holiday(day), true),
      ].join(';'),
    );
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * A duration as text a German Excel shows as it is: `7:45 h`, `−0:30 h` (typographic minus). A bare
 * `7:45` would become a clock time, `-0:30` a formula; the unit keeps the cell text.
 */
export function excelDuration(seconds: number): string {
  return `${formatDuration(Math.abs(seconds) < 60 ? 0 : seconds)} ${T.hoursSuffix}`;
}

function excelRow(label: string, weekdayName: string, values: Pick<Day, 'total' | 'required' | 'overtime'>, rest: string[]): string {
  return [
    field(label, true),
    field(weekdayName, true),
    csvHours(values.total),
    field(excelDuration(values.total)),
    csvHours(values.required),
    field(excelDuration(values.required)),
    csvHours(values.overtime),
    field(excelDuration(values.overtime)),
    ...rest,
  ].join(';');
}

/**
 * The shown days for a German Excel (opened by double click): UTF-8 with BOM (umlauts), `;` between
 * fields, CRLF line ends, German headers, the date as `23.11.2026` (Excel reads a date), durations both
 * as decimal hours with a comma (`7,75`, numbers to calculate with) and as `7:45 h` (text, as on screen),
 * a closing "Summe" line. Fields are quoted per RFC 4180; text from the server that starts like a formula
 * (`=`, `+`, `-`, `@`, tab, CR) gets a leading `'` so Excel shows it instead of running it. The numbers
 * are written by this function (a negative `-0,50` stays a number).
 */
export function daysToExcelCsv(days: readonly Day[]): string {
  const lines = [T.excelHeader.map((name) => field(name)).join(';')];
  for (const day of days) {
    const bonus = day.bonus > 0 ? excelDuration(day.bonus) : '';
    lines.push(excelRow(formatDate(day.date), weekday(day), day, [field(vacation(day), true), field(holiday(day), true), field(bonus)]));
  }
  const sum = (key: 'total' | 'required' | 'overtime') => days.reduce((total, day) => total + day[key], 0);
  lines.push(excelRow(T.sum, '', { total: sum('total'), required: sum('required'), overtime: sum('overtime') }, ['', '', '']));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file without navigating: a Blob, an object URL, a click on a temporary link, then the URL is revoked. */
export function downloadText(fileName: string, text: string, container: HTMLElement, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    container.appendChild(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
