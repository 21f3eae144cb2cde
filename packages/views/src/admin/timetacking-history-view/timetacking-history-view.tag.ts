import { defineTag } from '@stempeluhr/core';
import { USER_ID_PROP } from '../shared/user-tag';
import { clockingHistorySchema } from '../api/get-clocking-history';

export const timetackingHistoryViewTag = defineTag({
  tag: 'timetacking-history-view',
  description:
    'Buchungshistorie eines Benutzers (Admin): alle Buchungen eines wählbaren Zeitraums (Standard: die letzten 4 Wochen, höchstens 93 Tage) mit Tag, Von, Bis, Dauer, Art, Kommentar und Herkunft: gestempelt, selbst nachgetragen oder von wem (Administration, Teamleitung) wann eingetragen, dazu jede Änderung mit wer, wann und alt → neu; die im Zeitraum gelöschten Buchungen mit Grund, Zeitpunkt und wer gelöscht hat. Nur lesen.',
  props: {
    userId: USER_ID_PROP,
    from: { type: 'date', description: 'Erster Tag des zuerst gezeigten Zeitraums (JJJJ-MM-TT, Standard 4 Wochen vor „to“).' },
    to: { type: 'date', description: 'Letzter Tag des zuerst gezeigten Zeitraums (JJJJ-MM-TT, Standard heute).' },
    history: {
      type: 'json',
      schema: clockingHistorySchema,
      description:
        'Die Buchungshistorie, wie die Seite sie liefert (die Spezifikation kennt keinen Lese-Aufruf dafür): JSON-Objekt {from, to, clockings, deletions} oder nur die Liste der Buchungen (je Buchung id, clock_in, clock_out, time, type, comment, home_office; optional date, added_from_user, created_by, changes). Ohne sie liest die Ansicht /admin/clocking/history (unsere Server-Ergänzung); fehlt auch die, nennt ein Hinweis dieses Attribut.',
    },
  },
  events: ['failed'],
  example: '<timetacking-history-view user-id="{{userId}}"></timetacking-history-view>',
});
