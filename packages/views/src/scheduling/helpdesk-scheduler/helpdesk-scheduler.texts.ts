import type { HelpdeskShiftType } from '@stempeluhr/core';

/** German texts of <helpdesk-scheduler>. The spec names none but the shift `hd_frei` (day off); these are ours. */
export const HELPDESK_SCHEDULER_TEXTS = {
  title: 'Helpdesk-Dienstplan',
  /** The period navigation's name: its label is the first of the weeks shown. */
  firstWeek: 'Erste angezeigte Woche',
  worker: 'Mitarbeiter',
  shift: { hd_frueh: 'Frühdienst', hd_spaet: 'Spätdienst', hd_frei: 'frei' } satisfies Record<HelpdeskShiftType, string>,
  short: { hd_frueh: 'Früh', hd_spaet: 'Spät', hd_frei: 'frei' } satisfies Record<HelpdeskShiftType, string>,
  none: '—',
  notPlanned: 'nicht geplant',
  holiday: 'Feiertag',
  cellLabel: (name: string, day: string) => `Schicht von ${name} am ${day}`,
  readOnly: 'Nur Ansicht – Änderungen nimmt die Dienstplan-Verwaltung vor.',
  serverReadOnly: 'Nur Ansicht – der Server erlaubt Ihnen keine Änderungen am Helpdesk-Dienstplan.',
  weekend: 'Wochenende',
  quickFill:
    'Schnellauswahl: Eine Wahl am Montag füllt Montag bis Freitag, wenn Dienstag bis Freitag leer sind; eine Wahl am Samstag füllt auch den Sonntag, wenn er leer ist.',
  noOwner: 'Bei einigen Zeilen nennt der Server den Mitarbeiter nicht: sie sind nur lesbar.',
  saving: 'Woche wird gespeichert …',
  saved: (name: string) => `Schichten von ${name} gespeichert`,
  empty: 'Noch niemand im Helpdesk-Dienstplan. Die Reihenfolge wird in der Helpdesk-Reihenfolge gepflegt.',
} as const;
