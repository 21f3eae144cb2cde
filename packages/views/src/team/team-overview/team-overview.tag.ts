import { defineTag } from '@stempeluhr/core';
import { pageUserSchema } from '../../domain/clocking';

export const teamOverviewTag = defineTag({
  tag: 'team-overview',
  description:
    'Teamübersicht einer Gruppe: Mitglieder mit dem Überstunden-Badge der gewählten Kalenderwoche; die Woche eines Mitglieds mit Tagen und Buchungen. Teamleitung und Vertretung fügen Buchungen hinzu (nur bis heute), ändern und löschen sie mit Begründung; danach wird die Woche neu berechnet. Mitglieder sehen ihre eigene Woche.',
  props: {
    group: { type: 'string', required: true, description: 'Die Gruppe: id, Name oder Kürzel (z. B. 1, Helpdesk, icinga-master).' },
    user: { type: 'json', schema: pageUserSchema, required: true, description: 'Wer die Seite ansieht, als JSON: {"id", "dn"}.' },
    date: { type: 'date', description: 'Ein Tag der zuerst gezeigten Woche (JJJJ-MM-TT, Standard heute).' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: `<team-overview group="Helpdesk" user='{{userJson}}' date="{{today}}"></team-overview>`,
});
