/** German texts of <week-overview-admin>. */
export const WEEK_ADMIN_TEXTS = {
  heading: (week: number, year: number) => `KW ${week}/${year}`,
  navigation: 'Woche wählen',
  previous: 'Vorherige Woche',
  next: 'Nächste Woche',
  thisWeek: 'Diese Woche',
  done: 'Erledigt',
  required: 'Soll',
  hourlyBased: 'Stundenbasis',
  hourlyHint: 'Vertrag ohne feste Wochentage: das Soll ist die Wochenstundenzahl.',
  overtime: 'Überstunden',
  totals: 'Summen der Woche',
  recalculateWeek: 'Woche neu berechnen',
  loading: 'Woche wird geladen …',
  hours: 'h',
} as const;
