/** German texts of the balance chart. */
export const BALANCE_CHART_TEXTS = {
  title: { week: 'Überstunden je Woche', month: 'Überstunden je Monat' },
  summary: (title: string, first: string, last: string, sum: string) =>
    `${title}, ${first === last ? first : `${first} bis ${last}`}: Summe ${sum}`,
  sum: 'Summe',
  colWeek: 'Woche',
  colMonth: 'Monat',
  colOvertime: 'Überstunden',
  showTable: 'Als Tabelle anzeigen',
  hideTable: 'Tabelle ausblenden',
} as const;
