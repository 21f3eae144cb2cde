import { defineTag } from '@stempeluhr/core';
import * as z from 'zod/mini';

export const usersIndexViewTag = defineTag({
  tag: 'users-index-view',
  description:
    'Durchsuchbare Benutzerliste für Admins: Suche (300 ms verzögert), Status- und Firmenfilter, 10 Benutzer je Seite mit Seitenleiste; jede Zeile führt zu /admin/users/{id}.',
  props: {
    companies: {
      type: 'json',
      schema: z.array(z.string().check(z.minLength(1))),
      default: [],
      description: 'Firmen, nach denen gefiltert werden kann, als JSON-Liste von Namen; ohne sie kein Firmenfilter.',
    },
    filterUser: {
      type: 'enum',
      values: ['active', 'inactive', 'all'],
      default: 'active',
      description: 'Statusfilter zu Beginn: active (aktive), inactive (inaktive und gelöschte) oder all.',
    },
  },
  events: ['failed'],
  example: `<users-index-view companies='["Stempeluhr GmbH","Stempeluhr Service GmbH","Stempeluhr Consulting AG"]'></users-index-view>`,
});
