import type { TagSpec } from '../spec-types';

export const telephoneSpecs = {
  'telephoneplan-queueplan': {
    title: 'Telefon-Queueplan',
    area: 'telephone',
    description: 'Telefon-Queueplan.',
    props: [],
    example: '<telephoneplan-queueplan></telephoneplan-queueplan>',
    built: false,
  },
  'telephoneplan-slot': {
    title: 'Telefonplan-Slot',
    area: 'telephone',
    description: 'Telefonplan-Slot.',
    props: [],
    example: '<telephoneplan-slot></telephoneplan-slot>',
    built: false,
  },
  'telephone-groups-view': {
    title: 'Telefongruppen',
    area: 'telephone',
    description: 'Telefongruppen.',
    props: [],
    example: '<telephone-groups-view></telephone-groups-view>',
    built: false,
  },
} satisfies Record<string, TagSpec>;
