/** German texts of <working-hour>, exact to the specification where it gives them. */
export const WORKING_HOUR_TEXTS = {
  title: 'Arbeitszeitregel',
  workTimes: 'Arbeitszeit (HH:MM)',
  breaks: 'Pausen (Minuten)',
  timeLabel: (day: string) => `Arbeitszeit ${day}`,
  breakLabel: (day: string) => `Pause ${day} in Minuten`,
  weekHours: 'h/Woche',
  // Spec §5, exact.
  weekHoursHint: 'Nur wenn keine festen Arbeitszeiten, sonst 0',
  weekdays: 'Tage/Woche',
  weekdaysHint: 'Üblich: 5',
  vacationValue: 'Urlaubswertigkeit',
  vacationValueHint: 'Stunden je Urlaubstag, üblich: 8',
  vacationDays: 'Urlaubstage',
  vacationDaysHint: 'Üblich: 31',
  validFrom: 'Gültig ab',
  validUntil: 'Gültig bis',
  validUntilHint: 'Leer lassen, solange der Eintrag gilt.',
  openEnded: 'unbefristet',
  clearValidUntil: 'Gültig bis leeren',
  save: 'Speichern',
  cancel: 'Abbrechen',
  errorsHeading: 'Bitte folgende Fehler korrigieren:',
  notFound: 'Dieser Arbeitszeit-Eintrag wurde nicht gefunden.',
  deletedUser: 'Der Benutzer ist gelöscht: nur lesen.',
  extrasMissing:
    'Was der Server zu diesem Eintrag nicht liefert, zeigt die aktuelle Vorgabe und ist mit „bitte prüfen“ markiert. Bitte vor dem Speichern prüfen.',
  /** Beside each field the dialog could not read from the entry (issue 23 point 8). */
  unchecked: 'bitte prüfen',
  uncheckedTitle: 'Nicht aus dem Eintrag gelesen: Wert der aktuellen Vorgabe',
} as const;
