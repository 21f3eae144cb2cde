import { defineTag, looseId, looseList, type PropSchema, type UserOption } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { ADMIN_TEXTS } from '../texts';

// zod/mini: this page parses nothing else, so it does not load zod's classic API.
// Spec 02 §3 User option: id, dn (a list, or a PHP array serialised as an object; ids as strings too).
const userOptions = looseList(
  z.looseObject({ id: looseId.check(z.refine((id) => id > 0, 'Keine gültige ID')), dn: z.string() }),
) as unknown as PropSchema<UserOption[]>;

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
