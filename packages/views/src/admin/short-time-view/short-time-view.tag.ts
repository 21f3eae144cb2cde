import { defineTag } from '@stempeluhr/core';
import { DELETED_PROP, USER_ID_PROP } from '../shared/user-tag';

export const shortTimeViewTag = defineTag({
  tag: 'short-time-view',
  description:
    'Kurzarbeit eines Benutzers (Admin): Tabelle Von/Bis mit Ändern und Löschen je Zeile, „Neuer Eintrag“, Dialoge zum Anlegen und Ändern. Bei gelöschten Benutzern nur lesen.',
  props: {
    userId: USER_ID_PROP,
    deleted: DELETED_PROP,
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<short-time-view user-id="{{userId}}"></short-time-view>',
});
