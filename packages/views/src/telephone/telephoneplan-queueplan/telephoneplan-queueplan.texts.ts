/** German texts of <telephoneplan-queueplan>; "Abwesenheit" and "Frei" are the spec's. */
export const TELEPHONEPLAN_QUEUEPLAN_TEXTS = {
  dayHeading: (day: string) => `Queues am ${day}`,
  pickDay: 'Tag wählen',
  employee: 'Mitarbeiter',
  queues: 'Queues',
  absent: 'Abwesenheit',
  off: 'Frei',
  noQueues: 'keine Queue',
  add: (name: string) => `Queue für ${name} hinzufügen`,
  addPlaceholder: 'Queue hinzufügen …',
  allAssigned: 'alle Queues zugewiesen',
  remove: (queue: string, name: string) => `Queue „${queue}“ von ${name} entfernen`,
  /** A queue just added where the server's answer named no entry (the spec shows none): its id comes with the page's next load. */
  justAdded: '(neu)',
  removeAfterReload: 'Entfernen nach dem Neuladen der Seite',
  readOnly: 'Nur Helpdesk Level 3 darf Queues zuweisen oder entfernen.',
  added: (queue: string, name: string) => `Queue „${queue}“ für ${name} hinzugefügt`,
  removed: (queue: string, name: string) => `Queue „${queue}“ von ${name} entfernt`,
  noRead: 'Den Queue-Plan liefert der Server nicht: die Seite muss ihn mitgeben (Attribut members).',
  noQueueList: 'Die Liste aller Queues fehlt (Attribut queues): Queues können nur entfernt werden.',
  empty: 'An diesem Tag steht niemand im Queue-Plan.',
  filterHint: 'Name',
} as const;
