import { defineTag } from '@stempeluhr/core';
import * as z from 'zod';
import type { HelpdeskSortingProps } from './helpdesk-sorting';

export const helpdeskSortingTag = defineTag<HelpdeskSortingProps>({
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
  },
  events: ['saved', 'deleted', 'failed'],
  example: `<helpdesk-sorting :roles='{{rolesJson}}'></helpdesk-sorting>`,
});
