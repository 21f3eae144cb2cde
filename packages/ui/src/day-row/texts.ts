/** German texts of the day row (exact to the specification where it gives them). */
export const DAY_ROW_TEXTS = {
  holiday: 'Feiertag',
  halfHoliday: '½ Feiertag',
  half: '½',
  vacationFallback: 'Urlaub',
  bonus: 'Zeitbonus',
  bonusTitle: (duration: string) => `Zeitbonus: ${duration} h`,
  mobile: 'Mobil',
  running: 'läuft',
  hoursSuffix: 'h',
  noClockings: 'Keine Buchungen an diesem Tag.',
  colFromTo: 'Von – Bis',
  colType: 'Typ',
  colDuration: 'Dauer',
  overtimeLabel: 'Überstunden',
  clockOutOtherDay: (date: string) => `Ausgestempelt am ${date}`,
} as const;
