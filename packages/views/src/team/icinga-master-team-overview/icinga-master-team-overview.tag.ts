import { defineTag } from '@stempeluhr/core';

export const icingaMasterTeamOverviewTag = defineTag({
  tag: 'icinga-master-team-overview',
  description:
    'Wöchentliche Anwesenheit des Icinga-Master-Teams: je Mitglied, wer an welchem Werktag und Wochenendtag Dienst hat, mit Wochenwahl (ISO-Kalenderwochen). Für Teamleitung, Vertretung und Mitglieder der Gruppe.',
  props: {
    group: { type: 'string', default: 'icinga-master', description: 'Die Gruppe: id, Name oder Kürzel (Standard icinga-master).' },
    date: { type: 'date', description: 'Ein Tag der zuerst gezeigten Woche (JJJJ-MM-TT, Standard heute).' },
  },
  events: ['failed'],
  example: '<icinga-master-team-overview group="icinga-master" date="{{today}}"></icinga-master-team-overview>',
});
