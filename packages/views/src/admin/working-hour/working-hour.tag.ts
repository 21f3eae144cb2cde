import { defineTag } from '@stempeluhr/core';
import type { WorkingHourProps } from './working-hour';

export const workingHourTag = defineTag<WorkingHourProps>({
  tag: 'working-hour',
  description:
    'Formular der Arbeitszeitregel eines Benutzers (Admin): Arbeitszeit HH:MM und Pausen in Minuten je Wochentag Mo–So, h/Woche, Tage/Woche, Urlaubswertigkeit, Urlaubstage und Gültig ab (neu) oder Gültig bis (ändern). Nach dem Speichern geht es zu /admin/users/{userId}/worktimechanges.',
  props: {
    userId: { type: 'id', required: true, description: 'Id des Benutzers.' },
    entryId: {
      type: 'id',
      description: 'Id des Eintrags der Arbeitszeithistorie, der geändert wird; ohne: neue Regel mit den Vorgaben des Servers.',
    },
    deleted: { type: 'boolean', default: false, description: 'Der Benutzer ist gelöscht: nur lesen.' },
  },
  events: ['saved', 'failed'],
  example: '<working-hour user-id="{{userId}}"></working-hour>',
});
