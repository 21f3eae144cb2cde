/** German texts of <icinga-master-team-overview>. */
export const ICINGA_MASTER_TEAM_OVERVIEW_TEXTS = {
  title: 'Anwesenheit Icinga-Master',
  titleOf: (group: string) => `Anwesenheit ${group}`,
  week: 'Kalenderwoche',
  caption: (week: number) => `Anwesenheit KW ${week}`,
  member: 'Mitglied',
  weekdays: 'Werktage',
  weekend: 'Wochenende',
  onDuty: 'Dienst',
  offDuty: 'kein Dienst',
  noDuty: '–',
  unplanned: 'nicht besetzt',
  coverage: 'Besetzt',
  empty: 'Diese Gruppe hat keine aktiven Mitglieder.',
} as const;
