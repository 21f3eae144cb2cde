/** German texts of <incident-effort>, exact to the specification where it gives them. */
export const INCIDENT_EFFORT_TEXTS = {
  title: 'Incident-Aufwand',
  titleOf: (name: string) => `Incident-Aufwand · ${name}`,
  month: 'Monat wählen',
  pageSize: 'Anzeigen',
  all: 'alle',
  newEntry: 'Neuer Eintrag',
  totalMonth: 'Summe Monat',
  totalAll: 'Summe gesamt',
  caption: (month: string) => `Incident-Aufwand ${month}`,
  colDay: 'Tag',
  colTask: 'Task',
  colEffort: 'Aufwand (min)',
  colPoints: 'Punkte',
  colActions: 'Aktionen',
  empty: 'Keine Incidents in diesem Monat. Mit „Neuer Eintrag“ erfassen.',
  edit: (task: string) => `Eintrag „${task}“ ändern`,
  delete: (task: string) => `Eintrag „${task}“ löschen`,

  // Dialog.
  insertTitle: 'Incident erfassen',
  updateTitle: 'Eintrag ändern',
  task: 'Task',
  effort: 'Aufwand in Minuten',
  day: 'Tag',
  requiredFields: 'Pflichtfelder: Task, Aufwand und Tag.',
  errorsHeading: 'Bitte folgende Fehler korrigieren:',

  // Client rules (spec §5 gives the first two).
  taskRequired: 'Bitte Task angeben',
  effortRequired: 'Bitte Aufwand angeben',
  effortMin: 'Der Aufwand muss mindestens 1 Minute betragen',
  effortInteger: 'Der Aufwand muss in ganzen Minuten angegeben werden',
  dayRequired: 'Bitte einen gültigen Tag angeben',
  dayInFuture: 'Der Tag darf nicht in der Zukunft liegen',

  // Success (spec §8).
  saved: 'Eintrag erfolgreich gespeichert',
  updated: 'Eintrag erfolgreich bearbeitet',
  deleted: 'Eintrag erfolgreich gelöscht',
} as const;
