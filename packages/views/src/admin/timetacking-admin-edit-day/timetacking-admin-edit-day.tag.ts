import { defineTag } from '@stempeluhr/core';
import type { TimetackingAdminEditDayProps } from './timetacking-admin-edit-day';

export const timetackingAdminEditDayTag = defineTag<TimetackingAdminEditDayProps>({
  tag: 'timetacking-admin-edit-day',
  description:
    'Bearbeitungsseite eines Tages für Admins: Buchungen eines anderen Benutzers ändern, löschen und (Formular sofort offen) hinzufügen, mit den Regeln des Buchungsdialogs; vorheriger/nächster Tag und „Heute“.',
  props: {
    userId: { type: 'id', required: true, description: 'Id des Benutzers.' },
    date: { type: 'date', description: 'Der Tag (JJJJ-MM-TT, Standard heute).' },
    deleted: { type: 'boolean', default: false, description: 'Der Benutzer ist gelöscht: nur lesen.' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<timetacking-admin-edit-day user-id="{{userId}}" date="{{today}}"></timetacking-admin-edit-day>',
});
