export type PeriodUnit = 'week' | 'month' | 'day';

/** German texts of the period navigation (the words the views and their tests already use). */
export const PERIOD_NAV_TEXTS = {
  today: 'Heute',
  previous: { week: 'Vorherige Woche', month: 'Vorheriger Monat', day: 'Vorheriger Tag' },
  next: { week: 'Nächste Woche', month: 'Nächster Monat', day: 'Nächster Tag' },
  goToday: { week: 'Zur aktuellen Woche', month: 'Zum aktuellen Monat', day: 'Zum heutigen Tag' },
  /** Why „Heute“ is off (a disabled control says why). */
  alreadyShown: {
    week: 'Die aktuelle Woche wird angezeigt',
    month: 'Der aktuelle Monat wird angezeigt',
    day: 'Der heutige Tag wird angezeigt',
  },
} as const satisfies Record<string, unknown>;
