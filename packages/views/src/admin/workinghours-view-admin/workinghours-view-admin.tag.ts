import { defineTag } from '@stempeluhr/core';
import { DELETED_PROP, USER_ID_PROP } from '../shared/user-tag';

export const workinghoursViewAdminTag = defineTag({
  tag: 'workinghours-view-admin',
  description:
    'Arbeitszeithistorie eines Benutzers (Admin): Stunden je Wochentag mit Gültig ab und Gültig bis, Dialoge „Neue Arbeitszeit“ und „Arbeitszeit ändern“; abgeschlossene Einträge lassen sich löschen, der aktuelle (ohne Gültig bis) nicht.',
  props: {
    userId: USER_ID_PROP,
    deleted: DELETED_PROP,
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<workinghours-view-admin user-id="{{userId}}"></workinghours-view-admin>',
});
