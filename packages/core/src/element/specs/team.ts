import type { TagSpec } from '../spec-types';

export const teamSpecs = {
  'team-overview': {
    title: 'Teamübersicht',
    area: 'team',
    description: 'Teamübersicht.',
    props: [],
    example: '<team-overview></team-overview>',
    built: false,
  },
  'icinga-master-team-overview': {
    title: 'Icinga-Master Teamübersicht',
    area: 'team',
    description: 'Icinga-Master Teamübersicht.',
    props: [],
    example: '<icinga-master-team-overview></icinga-master-team-overview>',
    built: false,
  },
} satisfies Record<string, TagSpec>;
