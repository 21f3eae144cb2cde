import { defineTag, type GroupOption } from '@stempeluhr/core';
import { optionListSchema } from '../shared/option-list';
import { ADMIN_TEXTS } from '../texts';

// Without zod: this page parses nothing else (see option-list.ts).
// Spec 02 §3 Group option: id, name (a list, or a PHP array serialised as an object; ids as strings too).
const groupOptions = optionListSchema<GroupOption>('name');

export const multiGroupSelectionTag = defineTag({
  tag: 'multi-group-selection',
  description:
    'Durchsuchbare Mehrfachauswahl von Gruppen in einem Server-Formular; Vorauswahl aus dem Query-Parameter `groups[]`; sendet je Gruppe ein Feld `groups[]` mit ihrem Namen.',
  props: {
    options: {
      type: 'json',
      schema: groupOptions,
      required: true,
      description: 'Auswählbare Gruppen als JSON-Liste `[{"id":1,"name":"Helpdesk"}]`.',
    },
    optionsLimit: {
      type: 'integer',
      min: 1,
      default: 1000,
      description: 'Höchstzahl angezeigter Einträge in der offenen Liste; die Suche grenzt ein.',
    },
    placeholder: { type: 'string', default: ADMIN_TEXTS.groupsPlaceholder, description: 'Platzhaltertext des Suchfelds.' },
  },
  events: ['selection-changed'],
  example: "<multi-group-selection :options='{{groupsJson}}'></multi-group-selection>",
});
