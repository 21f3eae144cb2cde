import { defineTag } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { helpdeskSortingSchema } from '../api/get-helpdesk-sorting';

export const helpdeskSortingTag = defineTag({
  tag: 'helpdesk-sorting',
  description:
    'Geordnete Liste der Helpdesk-Mitarbeiter: nach oben, nach unten, entfernen (mit Rückfrage) und mit der Helpdesk-Gruppe abgleichen. Jede Antwort ist die neue Liste und ersetzt die gezeigte. Ändern dürfen nur Inhaber einer Rolle, deren Pfad auf `HelpdeskDienstplan.Admin` endet.',
  props: {
    roles: {
      type: 'json',
      schema: z.array(z.string()),
      default: [],
      description:
        'Rollenpfade des angemeldeten Benutzers als JSON-Liste, z. B. `["Intern.Rollen.HelpdeskDienstplan.Admin"]`; ohne passende Rolle nur lesen.',
    },
    list: {
      type: 'json',
      schema: helpdeskSortingSchema,
      description:
        'Die Reihenfolge, wie die Seite sie rendert (die Spezifikation kennt keinen Lese-Aufruf), als JSON-Liste oder im JSON-Kind `<script type="application/json">{"list": …}</script>`: je Eintrag id, optional position und user (dn, displayName). Ohne sie fragt das Widget den Server (GET /scheduler/helpdesk/sorting, nur wenn er antwortet) und sagt sonst, dass „Mit Gruppe abgleichen“ die Liste lädt.',
    },
  },
  events: ['saved', 'deleted', 'failed'],
  example: `<helpdesk-sorting :roles='{{rolesJson}}'></helpdesk-sorting>`,
});
