import { defineTag } from '@stempeluhr/core';
import * as z from 'zod/mini';
import { ICINGA_MASTER_SCHEDULER_TEXTS as T } from './icinga-master-scheduler.texts';

const TEAM_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

export const icingaMasterSchedulerTag = defineTag({
  tag: 'icinga-master-scheduler',
  description:
    'Wöchentlicher Anwesenheitsplan eines Teams (Icinga-Master) für Werktage und Wochenende: je Tag eine Person im Dienst, je Person und Tag gespeichert, mit Wochenwahl (ISO-Kalenderwochen). Bearbeiten dürfen Inhaber einer Rolle, deren Pfad auf `IcingaMasterDienstplan.Admin` endet, oder Benutzer mit dem Bearbeitungsrecht der Seite; alle anderen sehen den Plan nur lesend.',
  props: {
    team: {
      type: 'string',
      default: 'icinga-master',
      description: 'Kürzel des Teams im Pfad /json/scheduler/{team}/… (Standard icinga-master).',
    },
    date: { type: 'date', description: 'Ein Tag der zuerst gezeigten Woche (JJJJ-MM-TT, Standard heute).' },
    roles: {
      type: 'json',
      schema: z.array(z.string()),
      default: [],
      description:
        'Rollenpfade des angemeldeten Benutzers als JSON-Liste; eine auf `IcingaMasterDienstplan.Admin` endende erlaubt das Bearbeiten.',
    },
    canEdit: { type: 'boolean', default: false, description: 'Bearbeitungsrecht der Seite auch ohne die Rolle.' },
  },
  events: ['saved', 'failed'],
  example: `<icinga-master-scheduler team="icinga-master" date="{{today}}" :roles='{{rolesJson}}'></icinga-master-scheduler>`,
  validate: ({ team }) =>
    team !== undefined && !TEAM_SLUG.test(team.trim()) ? [{ attribute: 'team', message: `„${team}“ ${T.badTeam}` }] : [],
});
