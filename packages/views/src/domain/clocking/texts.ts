/** German texts of the day overview, its edit dialog and the add form; exact to the specification where it gives them. */
export const DAY_TEXTS = {
  // Table (spec: columns Von, Bis, Typ, Zeit, a Mobil badge, Edit and Delete).
  caption: (day: string) => `Buchungen am ${day}`,
  colFrom: 'Von',
  colTo: 'Bis',
  colType: 'Typ',
  colTime: 'Zeit',
  colMobile: 'Mobil',
  colActions: 'Aktionen',
  mobileBadge: 'Mobil',
  open: 'offen',
  /** A running booking (clock_out null): the same „läuft“ badge as the welcome screen and the week. */
  running: 'läuft',
  total: 'Gesamt',
  hours: 'h',
  empty: 'Noch keine Buchungen an diesem Tag',
  edit: 'Eintrag ändern',
  delete: 'Eintrag löschen',
  editShort: 'Ändern',
  deleteShort: 'Löschen',

  // Edit dialog (spec: title "Eintrag ändern"; it describes a close and a save button without quoting them: German, issue 23 point 3).
  dialogTitle: 'Eintrag ändern',
  close: 'Schließen',
  saveChanges: 'Änderungen speichern',
  saving: 'Wird gespeichert …',

  // Fields (spec: von, bis, Typ, Kommentar, "Mobil arbeiten", "bis Jetzt").
  from: 'Von',
  to: 'Bis',
  untilNow: 'bis Jetzt',
  type: 'Typ',
  comment: 'Kommentar',
  mobile: 'Mobil arbeiten',
  mobileForced: 'Bei „geschäftlich unterwegs“ immer mobil.',
  timeHint: 'Uhrzeit (HH:MM)',
  /** Which fields must be filled (issue 24: every required field is marked), said once above them. */
  requiredFields: 'Pflichtfelder: Von, Bis, Typ und Kommentar.',
  requiredFieldsUntilNow: 'Pflichtfelder: Von, Bis (oder „bis Jetzt“), Typ und Kommentar.',

  // Client-side rules.
  fromRequired: 'Bitte eine Uhrzeit für Von angeben.',
  toRequired: 'Bitte eine Uhrzeit für Bis angeben oder „bis Jetzt“ wählen.',
  timeInvalid: 'Bitte eine gültige Uhrzeit angeben (HH:MM).',
  toBeforeFrom: 'Die Zeit Bis darf nicht kleiner sein als Von',
  commentRequired: 'Bitte einen Kommentar angeben.',
  commentTooLong: (max: number) => `Der Kommentar darf höchstens ${max} Zeichen lang sein.`,
  typeInvalid: 'Bitte einen Typ wählen.',

  // Delete confirmation.
  confirmTitle: 'Eintrag löschen',
  confirmQuestion: 'Eintrag wirklich löschen?',
  confirmDelete: 'Löschen',
  cancel: 'Abbrechen',
  deleting: 'Wird gelöscht …',

  // After a change (spec: success message "Zeiten werden neu berechnet").
  recalculating: 'Zeiten werden neu berechnet',
  recalculationFailed: 'Die Änderung wurde gespeichert, aber die Zeiten konnten nicht neu berechnet werden.',
  notificationClose: 'Meldung schließen',

  // Add form.
  addTitle: 'Buchung hinzufügen',
  addSubmit: 'Buchung hinzufügen',
  adding: 'Wird hinzugefügt …',
  futureDay: 'Für zukünftige Tage können keine Buchungen hinzugefügt werden.',
  /** The page's user object lacks `clockings_blacklisted`: nothing can be added here (issue 23 point 6). */
  addImpossible: 'Buchungen hinzufügen ist auf dieser Seite nicht möglich.',
  addDay: (day: string) => `für ${day}`,

  // Configuration.
  hiddenForUser: 'Für diesen Benutzer können hier keine Buchungen hinzugefügt werden.',
  userInvalid: 'Attribut „user“ enthält keinen gültigen Benutzer (id und dn erwartet).',
  dateInvalid: (raw: string) => `Attribut „date“: „${raw}“ ist kein gültiges Datum (JJJJ-MM-TT erwartet).`,
} as const;
