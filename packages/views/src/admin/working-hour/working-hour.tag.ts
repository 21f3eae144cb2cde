import { defineTag } from '@stempeluhr/core';
import { DELETED_PROP, USER_ID_PROP } from '../shared/user-tag';

export const workingHourTag = defineTag({
  tag: 'working-hour',
  description:
    'Formular der Arbeitszeitregel eines Benutzers (Admin): Arbeitszeit HH:MM und Pausen in Minuten je Wochentag Mo–So, h/Woche, Tage/Woche, Urlaubswertigkeit, Urlaubstage und Gültig ab (neu) oder Gültig bis (ändern). Nach dem Speichern geht es zu /admin/users/{userId}/worktimechanges.',
  props: {
    userId: USER_ID_PROP,
    entryId: {
      type: 'id',
      description: 'Id des Eintrags der Arbeitszeithistorie, der geändert wird; ohne: neue Regel mit den Vorgaben des Servers.',
    },
    deleted: DELETED_PROP,
  },
  events: ['saved', 'failed'],
  example: '<working-hour user-id="{{userId}}"></working-hour>',
});
