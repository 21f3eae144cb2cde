// Texts of the service area (spec 02) that its rules share.
export const SERVICE_MESSAGES = {
  notInGroup: 'Benutzer für die Aufgabe nicht zugeordnet.',
  dnMismatch: 'Der angemeldete Benutzer stimmt nicht mit der Sitzung überein.',
  closed: 'Die Aufgabe ist bereits abgeschlossen.',
  alreadyAssigned: (name: string) => `Die Aufgabe ist bereits ${name} zugewiesen.`,
  notAssigned: 'Die Aufgabe ist niemandem zugewiesen.',
  mustAssignFirst: 'Die Aufgabe muss zuerst angenommen werden.',
  onlyAssignee: 'Nur der zugewiesene Benutzer kann die Zuweisung aufheben.',
  noReason: 'Keine Begründung angegeben',
  mailSent: 'Email erfolgreich versendet!',
  taskAdded: 'FlipFlow wurde in die Checkliste eingefügt',
  taskRemoved: 'FlipFlow wurde abgewählt',
  planSaved: 'Tagesplanung gespeichert.',
  sameSubstitute: 'Der Vertreter muss sich vom Servicemitarbeiter unterscheiden.',
  notMember: 'Der Benutzer gehört keiner Gruppe der Checkliste an.',
  onVacation: (name: string, day: string) => `${name} hat am ${day} Urlaub und kann an diesem Tag nicht geplant werden.`,
} as const;
