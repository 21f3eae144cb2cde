import { defineTag } from '@stempeluhr/core';
import { pageUserSchema } from '../../domain/clocking';

export const dayOverviewTag = defineTag({
  tag: 'day-overview',
  description:
    'Buchungen eines Tages (Von, Bis, Typ, Zeit, Mobil) mit „Eintrag ändern“ und „Eintrag löschen“ je Zeile und dem Formular „Buchung hinzufügen“ darunter; nach jeder Änderung wird die Woche neu berechnet. Bearbeiten nur, wenn der Benutzer den Schlüssel clockings_blacklisted mit false trägt und type nicht welcome ist; Tage bis 23.02.2020 sind gesperrt.',
  props: {
    user: {
      type: 'json',
      schema: pageUserSchema,
      required: true,
      description: 'Der Benutzer als JSON: {"id", "dn", "clockings_blacklisted"} (ohne den Schlüssel: nur lesen).',
    },
    date: { type: 'date', description: 'Der Tag (JJJJ-MM-TT, Standard heute).' },
    type: { type: 'string', description: 'welcome: eingebettet auf der Startseite, nur lesen.' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: `<day-overview user='{{userJson}}' date="{{today}}"></day-overview>`,
});
