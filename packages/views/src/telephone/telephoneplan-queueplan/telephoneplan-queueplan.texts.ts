/** German texts of <telephoneplan-queueplan>; "Abwesenheit" and "Frei" are the spec's. */
export const TELEPHONEPLAN_QUEUEPLAN_TEXTS = {
  title: 'Telefon-Queueplan',
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
  readOnly: 'Nur Helpdesk Level 3 darf Queues zuweisen oder entfernen.',
  added: (queue: string, name: string) => `Queue „${queue}“ für ${name} hinzugefügt`,
  removed: (queue: string, name: string) => `Queue „${queue}“ von ${name} entfernt`,
  empty: 'An diesem Tag steht niemand im Queue-Plan.',
} as const;
