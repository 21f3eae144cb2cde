import { formatDayLong } from '@stempeluhr/core';

/** `Mo, 23.11.2026 · 08:00–12:00` (the end's day too when it is another). */
function slotWhen(from: string, to: string): string {
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  const end = sameDay ? to.slice(11, 16) : `${formatDayLong(to.slice(0, 10))} ${to.slice(11, 16)}`;
  return `${formatDayLong(from.slice(0, 10))} · ${from.slice(11, 16)}–${end}`;
}

/** German texts of <telephoneplan-slot>. The spec names none; these are ours. */
export const TELEPHONEPLAN_SLOT_TEXTS = {
  when: slotWhen,
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
