/** German texts of <telephoneplan-slot>. The spec names none; these are ours. */
export const TELEPHONEPLAN_SLOT_TEXTS = {
  tasks: (name: string) => `Aufgaben von ${name}`,
  noTasks: 'Keine Aufgaben',
  remove: (task: string) => `Aufgabe „${task}“ entfernen`,
  add: 'Aufgabe hinzufügen',
  addPlaceholder: 'Aufgabe hinzufügen …',
  allAssigned: 'Alle Aufgaben sind bereits zugewiesen.',
  busy: 'Wird gespeichert …',
  added: (task: string) => `Aufgabe „${task}“ zugewiesen`,
  removed: (task: string) => `Aufgabe „${task}“ entfernt`,
  badTime: 'ist kein Zeitpunkt (JJJJ-MM-TT HH:MM[:SS] erwartet)',
  order: 'Die Zeit Bis darf nicht kleiner sein als Von',
} as const;
