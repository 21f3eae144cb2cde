import { defineTag } from '@stempeluhr/core';
import type { WeekOverviewAdminProps } from './week-overview-admin';

export const weekOverviewAdminTag = defineTag<WeekOverviewAdminProps>({
  tag: 'week-overview-admin',
  description:
    'Woche eines Benutzers für Admins: ein aufklappbarer Eintrag je Tag mit Buchungen, dazu Erledigt, Soll (bei Stundenbasis die Wochenstunden) und Überstunden der Woche; Wochenwechsel und „Woche neu berechnen“ (danach 3 Sekunden gesperrt).',
  props: {
    userId: { type: 'id', required: true, description: 'Id des Benutzers.' },
    date: { type: 'date', description: 'Ein Tag der zuerst gezeigten Woche (JJJJ-MM-TT, Standard heute).' },
    deleted: { type: 'boolean', default: false, description: 'Der Benutzer ist gelöscht: nur lesen.' },
  },
  events: ['saved', 'failed'],
  example: '<week-overview-admin user-id="{{userId}}" date="{{today}}"></week-overview-admin>',
});
