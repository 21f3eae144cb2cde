import { defineTag } from '@stempeluhr/core';
import * as z from 'zod/mini';

export const helpdeskSchedulerTag = defineTag({
  tag: 'helpdesk-scheduler',
  description:
    'Aufklappbare Wochen mit den Helpdesk-Schichten je Mitarbeiter, freien Tagen (hd_frei), Urlaub und Feiertagen. Bearbeiten dürfen Inhaber einer Rolle, deren Pfad auf `HelpdeskDienstplan.Admin` endet, oder Benutzer mit dem Bearbeitungsrecht der Seite; eine Wahl sendet die ganze Woche (ein Aufruf je Tag) nach den Schnellauswahl-Regeln.',
  props: {
    date: { type: 'date', description: 'Ein Tag der ersten gezeigten Woche (JJJJ-MM-TT, Standard heute).' },
    weeks: { type: 'integer', min: 1, max: 12, default: 4, description: 'Anzahl gezeigter Wochen (1–12); die erste ist aufgeklappt.' },
    roles: {
      type: 'json',
      schema: z.array(z.string()),
      default: [],
      description:
        'Rollenpfade des angemeldeten Benutzers als JSON-Liste; eine auf `HelpdeskDienstplan.Admin` endende erlaubt das Bearbeiten.',
    },
    canEdit: { type: 'boolean', default: false, description: 'Bearbeitungsrecht der Seite auch ohne die Rolle.' },
  },
  events: ['saved', 'failed'],
  example: `<helpdesk-scheduler date="{{today}}" :roles='{{rolesJson}}'></helpdesk-scheduler>`,
});
