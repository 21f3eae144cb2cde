import { defineTag, looseId, looseList, type PropSchema, type UserOption } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { ISSUE_PATTERN } from './work-items-rules';

// Ids as numbers or strings, the list as an array or a PHP object keyed by index.
const userOptions = looseList(
  z.looseObject({
    id: looseId,
    dn: z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value): string => String(value)),
    ),
  }),
) as unknown as PropSchema<UserOption[]>;

export const workItemsViewTag = defineTag({
  tag: 'work-items-view',
  description:
    'Zeitübertragung an den Issue-Tracker: Benutzer, Von/Bis (nicht nach heute, Bis nicht vor Von), Faktor und Issue; zeigt die gearbeitete Zeit (sobald Benutzer, Von und Bis gewählt sind), die Kalenderwochen und das Ergebnis Minuten × Faktor (gerundet). Darunter die Work Items eines Issues (Textvorschau, Datum, Minuten, Autor), jeweils löschbar.',
  props: {
    users: {
      type: 'json',
      schema: userOptions,
      required: true,
      description: 'Auswählbare Benutzer als JSON-Liste `[{"id":5,"dn":"Max Müller"}]`.',
    },
    userId: { type: 'id', description: 'Vorausgewählter Benutzer.' },
    issueId: { type: 'string', description: 'Issue, dessen Work Items anfangs gezeigt werden (z. B. TOOLS-1000).' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<work-items-view :users=\'{{usersJson}}\' user-id="{{userId}}" issue-id="TOOLS-1000"></work-items-view>',
  validate: (props) =>
    props.issueId !== undefined && props.issueId.trim() !== '' && !ISSUE_PATTERN.test(props.issueId.trim())
      ? [{ attribute: 'issue-id', message: `„${props.issueId}“ ist keine Issue-ID (Format PROJEKT-1234 erwartet)` }]
      : [],
});
