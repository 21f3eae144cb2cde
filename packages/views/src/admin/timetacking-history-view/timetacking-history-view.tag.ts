import { defineTag } from '@stempeluhr/core';
import type { TimetackingHistoryViewProps } from './timetacking-history-view';

export const timetackingHistoryViewTag = defineTag<TimetackingHistoryViewProps>({
  tag: 'timetacking-history-view',
  description:
    'Buchungshistorie eines Benutzers (Admin): alle Buchungen eines wählbaren Zeitraums (Standard: die letzten 4 Wochen, höchstens 93 Tage) mit Tag, Von, Bis, Dauer, Art, Kommentar und Herkunft: gestempelt, selbst nachgetragen oder von wem (Administration, Teamleitung) wann eingetragen, dazu jede Änderung mit wer, wann und alt → neu; die im Zeitraum gelöschten Buchungen mit Grund, Zeitpunkt und wer gelöscht hat. Nur lesen.',
  props: {
    userId: { type: 'id', required: true, description: 'Id des Benutzers.' },
    from: { type: 'date', description: 'Erster Tag des zuerst gezeigten Zeitraums (JJJJ-MM-TT, Standard 4 Wochen vor „to“).' },
    to: { type: 'date', description: 'Letzter Tag des zuerst gezeigten Zeitraums (JJJJ-MM-TT, Standard heute).' },
  },
  events: ['failed'],
  example: '<timetacking-history-view user-id="{{userId}}"></timetacking-history-view>',
});
