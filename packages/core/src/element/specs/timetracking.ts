import type { TagSpec } from '../spec-types';

export const timetrackingSpecs = {
  'welcome-view': {
    title: 'Startseite: Stempeluhr',
    area: 'timetracking',
    description: 'Startseite: Stempeluhr.',
    props: [],
    example: '<welcome-view></welcome-view>',
    built: false,
  },
  'week-overview': {
    title: 'Wochenübersicht',
    area: 'timetracking',
    description:
      'Ein aufklappbarer Eintrag je Tag mit Gesamtzeit, Überstunden und Badges, Summe und CSV-Export: eigene Woche (mit Wochenwechsel), Woche eines Teammitglieds, Monat oder Zeitraum.',
    props: [
      {
        attribute: 'mode',
        type: 'enum',
        values: ['week', 'weekly', 'monthly', 'periodic'],
        default: 'week',
        description: 'week: eigene Woche; weekly: Woche eines Teammitglieds (dn, year, week); monthly: Monat (year, month); periodic: Zeitraum (from, to).',
      },
      { attribute: 'date', type: 'date', description: 'week: ein Tag der gezeigten Woche (JJJJ-MM-TT, Standard heute).' },
      { attribute: 'dn', type: 'string', description: 'weekly: dn des Teammitglieds.' },
      { attribute: 'year', type: 'integer', description: 'weekly: ISO-Wochenjahr; monthly: Jahr.' },
      { attribute: 'week', type: 'integer', description: 'weekly: ISO-Kalenderwoche (1–53).' },
      { attribute: 'month', type: 'integer', description: 'monthly: Monat (1–12).' },
      { attribute: 'from', type: 'date', description: 'periodic: erster Tag (JJJJ-MM-TT).' },
      { attribute: 'to', type: 'date', description: 'periodic: letzter Tag, einschließlich (JJJJ-MM-TT).' },
    ],
    example: '<week-overview mode="week" date="{{today}}"></week-overview>',
    built: true,
  },
  'day-overview': {
    title: 'Tagesübersicht',
    area: 'timetracking',
    description: 'Tagesübersicht.',
    props: [],
    example: '<day-overview></day-overview>',
    built: false,
  },
  'timetracking-add-day': {
    title: 'Buchung hinzufügen',
    area: 'timetracking',
    description: 'Buchung hinzufügen.',
    props: [],
    example: '<timetracking-add-day></timetracking-add-day>',
    built: false,
  },
} satisfies Record<string, TagSpec>;
