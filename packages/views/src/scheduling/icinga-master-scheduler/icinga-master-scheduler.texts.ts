/**
 * German texts of <icinga-master-scheduler>. The spec names only the screen ("weekly attendance for
 * weekdays and weekends") and that failures show the server's message as a banner; these are ours.
 */
export const ICINGA_MASTER_SCHEDULER_TEXTS = {
  title: 'Icinga-Master-Dienstplan',
  week: 'Woche wählen',
  weekdays: 'Werktage',
  weekend: 'Wochenende',
  caption: (part: string, kw: number) => `${part} KW ${kw}`,
  member: 'Mitarbeiter',
  onDuty: 'Dienst',
  offDuty: 'kein Dienst',
  unstaffed: 'nicht besetzt',
  /** Starts with what the button shows when it shows a word (WCAG 2.5.3): „Dienst: Anna Berger am …“. */
  cellLabel: (name: string, day: string, onDuty = false) => `${onDuty ? 'Dienst: ' : ''}${name} am ${day}`,
  assign: 'Als Dienst eintragen',
  unassign: 'Erneut wählen entfernt den Dienst',
  editHint:
    'Je Tag hat eine Person Dienst: Ein Klick auf eine Zelle trägt sie ein, ein erneuter Klick auf den eingetragenen Dienst entfernt ihn. Schnellauswahl: Eine Wahl am Montag füllt Montag bis Freitag, wenn Dienstag bis Freitag leer sind; eine Wahl am Samstag füllt auch den Sonntag, wenn er leer ist.',
  readOnly: 'Nur Ansicht – Änderungen nimmt die Dienstplan-Verwaltung vor.',
  saving: 'Wird gespeichert …',
  saved: (name: string, day: string) => `${name} hat am ${day} Dienst`,
  savedDays: (name: string, from: string, to: string) => `${name} hat von ${from} bis ${to} Dienst`,
  cleared: (day: string) => `Dienst am ${day} entfernt`,
  empty: 'Das Team hat noch keine Mitglieder. Mitglieder werden in der Gruppenverwaltung zugeordnet.',
  badTeam: 'ist kein gültiges Team-Kürzel (z. B. icinga-master)',
} as const;
