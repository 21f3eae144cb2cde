import type { TagSpec } from '../spec-types';

export const serviceSpecs = {
  'flip-flow-overview': {
    title: 'FlipFlow-Aufgabe',
    area: 'service',
    description: 'FlipFlow-Aufgabe.',
    props: [],
    example: '<flip-flow-overview></flip-flow-overview>',
    built: false,
  },
  'send-checklist-mail-button': {
    title: 'Checkliste per Mail senden',
    area: 'service',
    description: 'Checkliste per Mail senden.',
    props: [],
    example: '<send-checklist-mail-button></send-checklist-mail-button>',
    built: false,
  },
  'change-all-task-status': {
    title: 'Aufgabenauswahl der Checkliste',
    area: 'service',
    description: 'Aufgabenauswahl der Checkliste.',
    props: [],
    example: '<change-all-task-status></change-all-task-status>',
    built: false,
  },
  'planing-calendar': {
    title: 'Checklistenplanung',
    area: 'service',
    description: 'Checklistenplanung.',
    props: [],
    example: '<planing-calendar></planing-calendar>',
    built: false,
  },
  'checklist-report': {
    title: 'Checklisten-Bericht',
    area: 'service',
    description: 'Checklisten-Bericht.',
    props: [],
    example: '<checklist-report></checklist-report>',
    built: false,
  },
} satisfies Record<string, TagSpec>;
