import { defineTag } from '@stempeluhr/core';
import type { ShortTimeViewProps } from './short-time-view';

export const shortTimeViewTag = defineTag<ShortTimeViewProps>({
  tag: 'short-time-view',
  description:
    'Kurzarbeit eines Benutzers (Admin): Tabelle Von/Bis mit Ändern und Löschen je Zeile, „Neuer Eintrag“, Dialoge zum Anlegen und Ändern. Bei gelöschten Benutzern nur lesen.',
  props: {
    userId: { type: 'id', required: true, description: 'Id des Benutzers.' },
    deleted: { type: 'boolean', default: false, description: 'Der Benutzer ist gelöscht: nur lesen.' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<short-time-view user-id="{{userId}}"></short-time-view>',
});
