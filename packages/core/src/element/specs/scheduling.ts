import type { TagSpec } from '../spec-types';

export const schedulingSpecs = {
  'helpdesk-sorting': {
    title: 'Helpdesk-Reihenfolge',
    area: 'scheduling',
    description: 'Helpdesk-Reihenfolge.',
    props: [],
    example: '<helpdesk-sorting></helpdesk-sorting>',
    built: false,
  },
  'helpdesk-scheduler': {
    title: 'Helpdesk-Dienstplan',
    area: 'scheduling',
    description: 'Helpdesk-Dienstplan.',
    props: [],
    example: '<helpdesk-scheduler></helpdesk-scheduler>',
    built: false,
  },
  'icinga-master-scheduler': {
    title: 'Icinga-Master-Dienstplan',
    area: 'scheduling',
    description: 'Icinga-Master-Dienstplan.',
    props: [],
    example: '<icinga-master-scheduler></icinga-master-scheduler>',
    built: false,
  },
} satisfies Record<string, TagSpec>;
