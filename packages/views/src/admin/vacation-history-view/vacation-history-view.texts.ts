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
  // The spec's field is `visible`: shown with its own word and explained (docs/decisions/admin-spec-fidelity.md).
  colVisible: 'sichtbar',
  visibleHint:
    '„sichtbar“ ist das Feld visible des Servers: Nur sichtbare Tage zählen zum Wert des Antrags. Ein nicht sichtbarer Tag bleibt im Antrag gespeichert; den neuen Wert nennt der Server nach dem Speichern.',
  typesHint: 'Zur Wahl stehen die Arten, die der Server in diesen Anträgen sendet.',
  full: 'ganzer Tag',
  half: 'halber Tag',
  typeLabel: (date: string) => `Art am ${date}`,
  visibleLabel: (date: string) => `${date} sichtbar`,
  noDays: 'Dieser Antrag hat keine Tage.',
  valueLabel: 'Tage des Antrags',
  valueHint: 'Halbe Tage mit Komma, z. B. 2,5. Leer lassen: die Summe der sichtbaren Tage.',
  valueInvalid: 'Der Wert muss eine Anzahl Tage in halben Schritten sein.',
  saveRequest: 'Antrag speichern',
  saving: 'Wird gespeichert …',
} as const;
