// Texts and constants of the admin area (spec 02) that its rules and handlers share.
export const ADMIN_MESSAGES = {
  forbidden: 'Dieser Bereich ist Administratoren vorbehalten.',
  deletedUser: 'Der Benutzer ist gelöscht und kann nicht bearbeitet werden.',
  commentRequired: 'Kommentar-Feld darf nicht leer sein.',
  secondsInvalid: 'Überstunden-Feld sollte in diesem Format sein: 10:30:00',
  weekInvalid: 'Die Kalenderwoche ist ungültig.',
  onlyManual: 'Nur manuelle Einträge können bearbeitet oder gelöscht werden.',
  overtimeNotFound: 'Überstunden-Eintrag nicht gefunden.',
  deleted: 'Eintrag erfolgreich gelöscht',
  vacationTypeInvalid: 'Der gewählte Abwesenheitstyp ist ungültig.',
  vacationValueInvalid: 'Der Wert muss eine Anzahl Tage in halben Schritten sein.',
  vacationDayForeign: 'Der Urlaubstag gehört nicht zu diesem Antrag.',
  currentEntry: 'Der aktuelle Eintrag kann nicht gelöscht werden.',
  workingHoursNotFound: 'Arbeitszeit-Eintrag nicht gefunden.',
} as const;

export const ABSENCE_TYPES = ['Urlaub', 'Krank', 'Sonderurlaub'] as const;
