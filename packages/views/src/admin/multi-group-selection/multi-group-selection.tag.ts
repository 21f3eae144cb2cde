import { defineTag, looseId, looseList, type GroupOption, type PropSchema } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { ADMIN_TEXTS } from '../texts';

// zod/mini: this page parses nothing else, so it does not load zod's classic API.
// Spec 02 §3 Group option: id, name (a list, or a PHP array serialised as an object; ids as strings too).
const groupOptions = looseList(z.looseObject({ id: looseId, name: z.string() })) as unknown as PropSchema<GroupOption[]>;

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
