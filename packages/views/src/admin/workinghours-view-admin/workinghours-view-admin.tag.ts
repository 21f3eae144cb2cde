import { defineTag } from '@stempeluhr/core';
import type { WorkinghoursViewAdminProps } from './workinghours-view-admin';

export const workinghoursViewAdminTag = defineTag<WorkinghoursViewAdminProps>({
  tag: 'workinghours-view-admin',
  description:
    'Arbeitszeithistorie eines Benutzers (Admin): Stunden je Wochentag mit Gültig ab und Gültig bis, Dialoge „Neue Arbeitszeit“ und „Arbeitszeit ändern“; abgeschlossene Einträge lassen sich löschen, der aktuelle (ohne Gültig bis) nicht.',
  props: {
    userId: { type: 'id', required: true, description: 'Id des Benutzers.' },
    deleted: { type: 'boolean', default: false, description: 'Der Benutzer ist gelöscht: nur lesen.' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<workinghours-view-admin user-id="{{userId}}"></workinghours-view-admin>',
});
