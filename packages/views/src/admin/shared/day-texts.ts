/** German texts of the admin day views (day-overview-admin, timetacking-admin-edit-day). */
export const ADMIN_DAY_TEXTS = {
  /** The day's PeriodNav (its step buttons and „Heute“ keep PeriodNav's words: Vorheriger Tag, Nächster Tag). */
  navigation: 'Tag wählen',
  add: 'Buchung hinzufügen',
  addFor: (day: string) => `Buchung am ${day} hinzufügen`,
  editLabel: (summary: string) => `Eintrag ${summary} ändern`,
  deleteLabel: (summary: string) => `Eintrag ${summary} löschen`,
  loading: 'Buchungen werden geladen …',
  breaksHeading: 'Pausen',
  breaksDone: 'genommen',
  breaksPending: 'noch fällig',
  breaksRequired: 'vorgeschrieben',
  noBreaks: 'Keine Pause an diesem Tag.',
  breakRunning: 'läuft',
} as const;
