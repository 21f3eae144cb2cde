import { defineTag } from '@stempeluhr/core';
import type { DayOverviewAdminProps } from './day-overview-admin';

export const dayOverviewAdminTag = defineTag<DayOverviewAdminProps>({
  tag: 'day-overview-admin',
  description:
    'Tag eines Benutzers für Admins: Buchungen mit Ändern und Löschen, „Buchung hinzufügen“ auf Knopfdruck, vorheriger/nächster Tag und „Heute“; nach jeder Änderung wird die Woche neu berechnet. Tage bis 23.02.2020 und gelöschte Benutzer nur lesen.',
  props: {
    userId: { type: 'id', required: true, description: 'Id des Benutzers.' },
    date: { type: 'date', description: 'Der Tag (JJJJ-MM-TT, Standard heute).' },
    deleted: { type: 'boolean', default: false, description: 'Der Benutzer ist gelöscht: nur lesen.' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<day-overview-admin user-id="{{userId}}" date="{{today}}"></day-overview-admin>',
});
