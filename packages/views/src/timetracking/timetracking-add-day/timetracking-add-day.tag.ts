import { defineTag } from '@stempeluhr/core';
import { pageUserSchema } from '../../domain/clocking';

export const timetrackingAddDayTag = defineTag({
  tag: 'timetracking-add-day',
  description:
    'Knopf „Buchung hinzufügen“, der einen Dialog (Von, Bis oder „bis Jetzt“, Typ, Kommentar, Mobil arbeiten) öffnet; er fügt dem eigenen Tag eine Buchung hinzu und berechnet danach die Woche neu. Nicht für gesperrte Benutzer, die Startseite, zukünftige oder migrierte Tage.',
  props: {
    user: {
      type: 'json',
      schema: pageUserSchema,
      required: true,
      description:
        'Der Benutzer als JSON: {"id", "dn", "clockings_blacklisted"} (ohne den Schlüssel: „Buchungen hinzufügen ist auf dieser Seite nicht möglich.“ und ein console.info, das den Schlüssel nennt).',
    },
    date: { type: 'date', description: 'Der Tag (JJJJ-MM-TT, Standard heute).' },
    type: { type: 'string', description: 'welcome: auf der Startseite (kein Formular).' },
  },
  events: ['saved', 'failed'],
  example: `<timetracking-add-day user='{{userJson}}' date="{{today}}"></timetracking-add-day>`,
});
