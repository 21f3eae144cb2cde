/** German texts of <planing-calendar>, exact to the specification where it gives them. */
export const PLANING_CALENDAR_TEXTS = {
  calendar: 'Planungskalender',
  legend: 'Legende',
  planned: 'geplant',
  holiday: 'Feiertag',
  tableTitle: 'Die nächsten 10 Tage',
  tableCaption: (from: string) => `Planung der 10 Tage ab ${from}`,
  date: 'Datum',
  agent: 'Servicemitarbeiter',
  deputy: 'Vertreter',
  actions: 'Aktion',
  // Short, so that the select never cuts its own text (design review): the column head says who is meant.
  noAgent: '— niemand —',
  noDeputy: '— niemand —',
  vacation: 'Urlaub',
  /** A row whose saved or chosen person is away that day (text, not colour alone). */
  awayWarning: '⚠ im Urlaub',
  awayPlanned: 'im Urlaub geplant',
  isAgent: 'ist Servicemitarbeiter',
  agentOf: (day: string) => `Servicemitarbeiter am ${day}`,
  deputyOf: (day: string) => `Vertreter am ${day}`,
  plan: 'Planen',
  planOf: (day: string) => `Planen: ${day}`,
  autoPlan: 'Automatisch planen',
  autoPlanHint: 'Füllt nur Tage ohne Servicemitarbeiter, mit zufälligen Personen, die an dem Tag nicht im Urlaub sind, und speichert sie.',
  nothingToPlan: 'Alle Tage haben schon einen Servicemitarbeiter.',
  saved: 'Tagesplanung gespeichert.',
  autoSaved: (n: number) => (n === 1 ? '1 Tag automatisch geplant.' : `${n} Tage automatisch geplant.`),
  saving: 'Wird gespeichert …',
  unsaved: 'nicht gespeichert',
  unsavedRows: (n: number) =>
    n === 1
      ? '1 Zeile ist geändert, aber noch nicht mit „Planen“ gespeichert.'
      : `${n} Zeilen sind geändert, aber noch nicht mit „Planen“ gespeichert.`,
  discardTitle: 'Nicht gespeicherte Planung',
  discardText: (n: number, day: string) =>
    `${n === 1 ? '1 Zeile ist' : `${n} Zeilen sind`} noch nicht mit „Planen“ gespeichert. Wenn Sie die 10 Tage ab ${day} zeigen, gehen diese Änderungen verloren.`,
  keepPlanning: 'Weiter planen',
  discard: 'Verwerfen und Tag wechseln',
  emptyDays: 'Für diese Checkliste gibt es keine Tage zu planen.',
  emptyLeaders: 'Niemand kann geplant werden: Den Gruppen der Checkliste gehört kein aktiver Benutzer an.',
  unknownStatus: 'Einen Teil der Tagesfarben liefert der Server in einer unbekannten Form; diese Tage bleiben ungefärbt.',
  showFrom: (day: string) => `Die 10 Tage ab ${day} werden gezeigt.`,
} as const;
