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
    description: 'Wochenübersicht.',
    props: [],
    example: '<week-overview></week-overview>',
    built: false,
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
