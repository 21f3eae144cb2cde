/** German texts of <points-view-admin>, exact to the specification where it gives them. */
export const POINTS_VIEW_ADMIN_TEXTS = {
  title: 'Punkte',
  titleOf: (name: string) => `Punkte · ${name}`,
  toggle: 'Punkte auf- oder zuklappen',
  year: 'Jahr',
  pageSize: 'Anzeigen',
  all: 'alle',
  newEntry: 'Neuer Eintrag',
  sum: (year: number) => `Summe ${year}`,
  sumBadge: (sum: string) => `${sum} Punkte`,
  shown: (shown: number) => `${shown} ${shown === 1 ? 'Eintrag' : 'Einträge'} angezeigt`,
  caption: (year: number) => `Punkte ${year}`,
  colDate: 'Datum',
  colPoints: 'Punkte',
  colComment: 'Kommentar',
  colActions: 'Aktionen',
  empty: (year: number) => `Keine Punkte im Jahr ${year}. Mit „Neuer Eintrag“ vergeben.`,
  filterHint: 'Datum, Punkte oder Kommentar',
  edit: (date: string) => `Eintrag vom ${date} ändern`,
  delete: (date: string) => `Eintrag vom ${date} löschen`,

  // Dialogs.
  insertTitle: 'Punkte vergeben',
  updateTitle: 'Eintrag ändern',
  date: 'Datum',
  points: 'Punkte',
  pointsHint: 'Ganze Zahl, negativ für einen Abzug.',
  comment: 'Kommentar',
  requiredFields: (withDate: boolean) => `Pflichtfelder: ${withDate ? 'Datum, ' : ''}Punkte und Kommentar.`,
  confirmQuestion: 'Eintrag wirklich löschen?',
  confirmDelete: 'Löschen',

  // Client rules (the spec gives none: ours, close to the server's).
  dateRequired: 'Bitte ein gültiges Datum angeben.',
  dateInFuture: 'Das Datum darf nicht in der Zukunft liegen.',
  pointsRequired: 'Bitte Punkte angeben.',
  pointsInvalid: 'Die Punkte müssen eine ganze Zahl ungleich 0 sein.',
  commentRequired: 'Bitte einen Kommentar angeben.',

  // Success (spec §8).
  saved: 'Eintrag erfolgreich gespeichert',
  updated: 'Eintrag erfolgreich bearbeitet',
  deleted: 'Eintrag erfolgreich gelöscht',
} as const;
