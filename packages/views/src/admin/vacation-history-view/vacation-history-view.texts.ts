import { formatDecimal } from '@stempeluhr/core';

const days = (value: number) => `${formatDecimal(value)} ${value === 1 ? 'Tag' : 'Tage'}`;

/** German texts of <vacation-history-view>; the spec gives none beyond the data. */
export const VACATION_HISTORY_TEXTS = {
  title: 'Urlaubshistorie',
  empty: 'Für diesen Benutzer gibt es noch keine Urlaubsanträge.',
  days,
  request: (id: number) => `Antrag ${id}`,
  toggleLabel: (period: string, open: boolean) => `Tage des Antrags ${period} ${open ? 'ausblenden' : 'anzeigen'}`,
  colDate: 'Datum',
  colValue: 'Umfang',
  colType: 'Art',
  colVisible: 'Zählt',
  full: 'ganzer Tag',
  half: 'halber Tag',
  typeLabel: (date: string) => `Art am ${date}`,
  visibleLabel: (date: string) => `${date} zählt zum Antrag`,
  noDays: 'Dieser Antrag hat keine Tage.',
  valueLabel: 'Tage des Antrags',
  valueHint: 'Halbe Tage mit Komma, z. B. 2,5. Leer lassen: die Summe der zählenden Tage.',
  valueInvalid: 'Der Wert muss eine Anzahl Tage in halben Schritten sein.',
  saveRequest: 'Antrag speichern',
  saving: 'Wird gespeichert …',
  daySaved: (value: number | null) =>
    value === null ? 'Urlaubstag gespeichert.' : `Urlaubstag gespeichert. Der Antrag zählt jetzt ${days(value)}.`,
  requestSaved: (value: number | null) => (value === null ? 'Antrag gespeichert.' : `Antrag gespeichert. Er zählt jetzt ${days(value)}.`),
} as const;
