import { format } from 'date-fns';
import { dateLocale } from '@stempeluhr/core';

/**
 * react-datepicker's `locale`: date-fns' German locale itself (no `registerLocale`, which would import
 * the library with every page that has a picker; it is loaded when a picker is first used).
 */
export const PICKER_LOCALE = dateLocale;
/** The field format; a short `1.2.2026` is accepted when typed as well. */
export const DATE_FORMAT = 'dd.MM.yyyy';
export const DATE_INPUT_FORMATS = [DATE_FORMAT, 'd.M.yyyy'];
/** Monday. */
export const WEEK_STARTS_ON = 1;

/** Texts of react-datepicker's own controls, in German. */
export const PICKER_TEXTS = {
  previousMonthAriaLabel: 'Vorheriger Monat',
  previousMonthButtonLabel: 'Vorheriger Monat',
  nextMonthAriaLabel: 'Nächster Monat',
  nextMonthButtonLabel: 'Nächster Monat',
  previousYearAriaLabel: 'Vorheriges Jahr',
  previousYearButtonLabel: 'Vorheriges Jahr',
  nextYearAriaLabel: 'Nächstes Jahr',
  nextYearButtonLabel: 'Nächstes Jahr',
  ariaLabelClose: 'Schließen',
  clearButtonTitle: 'Leeren',
  chooseDayAriaLabelPrefix: 'Wählen Sie',
  disabledDayAriaLabelPrefix: 'Gesperrt:',
  weekAriaLabelPrefix: 'Kalenderwoche',
  monthAriaLabelPrefix: 'Monat',
  timeInputLabel: 'Uhrzeit',
} as const;

/** Month names in German, January first. */
export function monthName(month: number, width: 'long' | 'short' = 'long'): string {
  return format(new Date(2000, month - 1, 1), width === 'long' ? 'LLLL' : 'LLL', { locale: dateLocale });
}
