import type { TagSpec } from '../spec-types';

export const timetrackingSpecs = {
  'welcome-view': {
    title: 'Startseite: Stempeluhr',
    area: 'timetracking',
    description:
      'Ein- und Ausstempeln (auch mobil / Homeoffice), die heutigen Buchungen und Pausen, der laufende Pausen-Timer, Saldo von heute und der Woche, „Soll erreicht um …“, kurze Dienstreise mit Kommentar, Bewertungs-Button und die Wochenübersicht. Für den angemeldeten Benutzer; braucht keine Attribute.',
    props: [
      {
        attribute: 'ryb-url',
        type: 'url',
        description: 'Adresse der Bewertungs-Umfrage (nur eigene Seite).',
        default: '/ryb/intensity',
      },
    ],
    example: '<welcome-view></welcome-view>',
    built: true,
  },
  'week-overview': {
    title: 'Wochenübersicht',
    area: 'timetracking',
    description:
      'Ein aufklappbarer Eintrag je Tag mit Gesamtzeit, Überstunden und Badges, Summe und CSV-Export: eigene Woche (mit Wochenwechsel), Woche eines Teammitglieds, Monat oder Zeitraum.',
    props: [
      {
        attribute: 'mode',
        type: 'enum',
        values: ['week', 'weekly', 'monthly', 'periodic'],
        default: 'week',
        description: 'week: eigene Woche; weekly: Woche eines Teammitglieds (dn, year, week); monthly: Monat (year, month); periodic: Zeitraum (from, to).',
      },
      { attribute: 'date', type: 'date', description: 'week: ein Tag der gezeigten Woche (JJJJ-MM-TT, Standard heute).' },
      { attribute: 'dn', type: 'string', description: 'weekly: dn des Teammitglieds.' },
      { attribute: 'year', type: 'integer', description: 'weekly: ISO-Wochenjahr; monthly: Jahr.' },
      { attribute: 'week', type: 'integer', description: 'weekly: ISO-Kalenderwoche (1–53).' },
      { attribute: 'month', type: 'integer', description: 'monthly: Monat (1–12).' },
      { attribute: 'from', type: 'date', description: 'periodic: erster Tag (JJJJ-MM-TT).' },
      { attribute: 'to', type: 'date', description: 'periodic: letzter Tag, einschließlich (JJJJ-MM-TT).' },
    ],
    example: '<week-overview mode="week" date="{{today}}"></week-overview>',
    built: true,
  },
  'day-overview': {
    title: 'Tagesübersicht',
    area: 'timetracking',
    description:
      'Buchungen eines Tages (Von, Bis, Typ, Zeit, Mobil) mit „Eintrag ändern“ und „Eintrag löschen“ je Zeile und dem Formular „Buchung hinzufügen“ darunter; nach jeder Änderung wird die Woche neu berechnet. Bearbeiten nur, wenn der Benutzer den Schlüssel clockings_blacklisted mit false trägt und type nicht welcome ist; Tage bis 23.02.2020 sind gesperrt.',
    props: [
      { attribute: 'user', type: 'json', required: true, description: 'Der Benutzer als JSON: {"id", "dn", "clockings_blacklisted"} (ohne den Schlüssel: nur lesen).' },
      { attribute: 'date', type: 'date', description: 'Der Tag (JJJJ-MM-TT, Standard heute).' },
      { attribute: 'type', type: 'string', description: 'welcome: eingebettet auf der Startseite, nur lesen.' },
    ],
    example: `<day-overview user='{{userJson}}' date="{{today}}"></day-overview>`,
    built: true,
  },
  'timetracking-add-day': {
    title: 'Buchung hinzufügen',
    area: 'timetracking',
    description:
      'Kompaktes Formular (Von, Bis oder „bis Jetzt“, Typ, Kommentar, Mobil arbeiten), das dem eigenen Tag eine Buchung hinzufügt und danach die Woche neu berechnet. Nicht für gesperrte Benutzer, die Startseite, zukünftige oder migrierte Tage.',
    props: [
      { attribute: 'user', type: 'json', required: true, description: 'Der Benutzer als JSON: {"id", "dn", "clockings_blacklisted"} (ohne den Schlüssel: kein Formular).' },
      { attribute: 'date', type: 'date', description: 'Der Tag (JJJJ-MM-TT, Standard heute).' },
      { attribute: 'type', type: 'string', description: 'welcome: auf der Startseite (kein Formular).' },
    ],
    example: `<timetracking-add-day user='{{userJson}}' date="{{today}}"></timetracking-add-day>`,
    built: true,
  },
} satisfies Record<string, TagSpec>;
