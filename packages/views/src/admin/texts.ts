/** German texts of the admin area, exact to the specification where it gives them. */
export const ADMIN_TEXTS = {
  lockedLabel: 'Benutzer gesperrt',
  // The switch's state in words beside it: „Benutzer gesperrt“ next to an off switch read like a statement.
  stateActive: 'Aktiv',
  stateLocked: 'Gesperrt',
  lockedHint: 'Gesperrte Benutzer können sich nicht mehr anmelden.',
  reasonLabel: 'Sperrgrund',
  reasonHint: 'Wird dem Benutzer bei der Anmeldung angezeigt.',
  reasonRequired: 'Bitte einen Sperrgrund angeben.',
  usersLabel: 'Benutzer',
  usersPlaceholder: 'Benutzer wählen',
  usersNone: 'Keine Benutzer gefunden',
  groupsLabel: 'Gruppen',
  groupsPlaceholder: 'Gruppen wählen',
  groupsNone: 'Keine Gruppen gefunden',
} as const;
