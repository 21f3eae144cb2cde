/** German texts of <workinghours-view-admin>, exact to the specification where it gives them. */
export const WORKINGHOURS_TEXTS = {
  title: 'Arbeitszeiten',
  caption: 'Arbeitszeithistorie, neueste zuerst',
  colFrom: 'Gültig ab',
  colUntil: 'Gültig bis',
  colSum: 'Woche',
  colActions: 'Aktionen',
  current: 'aktuell',
  add: 'Neue Arbeitszeit',
  createTitle: 'Neue Arbeitszeit',
  editTitle: 'Arbeitszeit ändern',
  edit: 'Ändern',
  editLabel: (from: string) => `Arbeitszeit ab ${from} ändern`,
  delete: 'Löschen',
  deleteLabel: (from: string) => `Arbeitszeit ab ${from} löschen`,
  // Spec §5, exact.
  confirmDelete: 'Soll dieser Eintrag wirklich aus der Arbeitszeithistorie gelöscht werden?',
  currentNotDeletable: 'Der aktuelle Eintrag (ohne „Gültig bis“) kann nicht gelöscht werden.',
  empty: 'Noch keine Arbeitszeiten hinterlegt. Mit „Neue Arbeitszeit“ die erste anlegen.',
  deleted: 'Eintrag erfolgreich gelöscht',
  cancel: 'Abbrechen',
  hours: 'h',
} as const;
