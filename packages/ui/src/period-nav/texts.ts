export type PeriodUnit = 'week' | 'month' | 'day' | 'year';

/** German texts of the period navigation (the words the views and their tests already use). */
export const PERIOD_NAV_TEXTS = {
  today: 'Heute',
  previous: { week: 'Vorherige Woche', month: 'Vorheriger Monat', day: 'Vorheriger Tag', year: 'Vorheriges Jahr' },
  next: { week: 'Nächste Woche', month: 'Nächster Monat', day: 'Nächster Tag', year: 'Nächstes Jahr' },
  goToday: { week: 'Zur aktuellen Woche', month: 'Zum aktuellen Monat', day: 'Zum heutigen Tag', year: 'Zum aktuellen Jahr' },
  /** Why „Heute“ is off (a disabled control says why). */
  alreadyShown: {
    week: 'Die aktuelle Woche wird angezeigt',
    month: 'Der aktuelle Monat wird angezeigt',
    day: 'Der heutige Tag wird angezeigt',
    year: 'Das aktuelle Jahr wird angezeigt',
  },
} as const satisfies Record<string, unknown>;
