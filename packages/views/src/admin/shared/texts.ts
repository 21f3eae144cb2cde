/** German texts the admin time views share; exact to the specification where it gives them. */
export const ADMIN_TIME_TEXTS = {
  recalculating: 'Zeiten werden neu berechnet',
  recalculate: 'Neu berechnen',
  recalculateLocked: 'Gerade neu berechnet – in wenigen Sekunden wieder möglich.',
  deletedUser: 'Der Benutzer ist gelöscht: nur lesen.',
  cancel: 'Abbrechen',
  save: 'Speichern',
  close: 'Schließen',
  saved: 'Eintrag erfolgreich gespeichert',
  edited: 'Eintrag erfolgreich bearbeitet',
  deleted: 'Eintrag erfolgreich gelöscht',
} as const;
