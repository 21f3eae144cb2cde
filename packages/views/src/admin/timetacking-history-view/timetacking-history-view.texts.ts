/** German texts of <timetacking-history-view>; the spec gives only the view's name. */
export const CLOCKING_HISTORY_TEXTS = {
  title: 'Buchungshistorie',
  period: 'Zeitraum',
  lastFourWeeks: 'Letzte 4 Wochen',
  tooLong: (max: number) => `Der Zeitraum darf höchstens ${max} Tage umfassen.`,
  empty: 'Keine Buchungen in diesem Zeitraum. Einen anderen Zeitraum wählen.',
  summary: (count: number, total: string, own: number) =>
    `${count} ${count === 1 ? 'Buchung' : 'Buchungen'}, zusammen ${total}${own > 0 ? `, davon ${own} selbst nachgetragen` : ''}`,
  colDay: 'Tag',
  colFrom: 'Von',
  colTo: 'Bis',
  colDuration: 'Dauer',
  colType: 'Art',
  colComment: 'Kommentar',
  colOrigin: 'Herkunft',
  running: 'läuft',
  homeOffice: 'Homeoffice',
  ownEntry: 'selbst nachgetragen',
  clocked: 'gestempelt/eingetragen',
  originHint:
    '„selbst nachgetragen“: der Benutzer hat die Buchung nachträglich für sich selbst eingetragen. Wer eine Buchung für jemand anderen angelegt oder geändert hat, speichert der Server nicht.',
  deletedTitle: 'Gelöschte Buchungen',
  colReason: 'Grund',
  colDeletedAt: 'Gelöscht am',
  noReason: 'ohne Angabe',
  loadingNext: 'Zeitraum wird geladen …',
} as const;
