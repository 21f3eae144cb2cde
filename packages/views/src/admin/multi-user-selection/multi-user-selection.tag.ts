import { defineTag, type UserOption } from '@stempeluhr/core';
import { optionListSchema } from '../shared/option-list';
import { ADMIN_TEXTS } from '../texts';

// Without zod: this page parses nothing else (see option-list.ts).
// Spec 02 §3 User option: id above 0, dn (a list, or a PHP array serialised as an object; ids as strings too).
const userOptions = optionListSchema<UserOption>('dn', true);

export const multiUserSelectionTag = defineTag({
  tag: 'multi-user-selection',
  description:
    'Durchsuchbare Mehrfachauswahl von Benutzern in einem Server-Formular; Vorauswahl aus dem Query-Parameter `users`; sendet das Feld `users` (kommagetrennte IDs).',
  props: {
    options: {
      type: 'json',
      schema: userOptions,
      required: true,
      description: 'Auswählbare Benutzer als JSON-Liste `[{"id":5,"dn":"Max Müller"}]`.',
    },
    optionsLimit: {
      type: 'integer',
      min: 1,
      default: 1000,
      description: 'Höchstzahl angezeigter Einträge in der offenen Liste; die Suche grenzt ein.',
    },
    placeholder: { type: 'string', default: ADMIN_TEXTS.usersPlaceholder, description: 'Platzhaltertext des Suchfelds.' },
  },
  events: ['selection-changed'],
  example: "<multi-user-selection :options='{{usersJson}}'></multi-user-selection>",
});
