import { defineTag } from '@stempeluhr/core';

export const planingCalendarTag = defineTag({
  tag: 'planing-calendar',
  description:
    'Checklistenplanung: Kalender (Woche ab Montag) mit Legende grün = geplant, gelb = Feiertag, und die nächsten 10 Tage mit Servicemitarbeiter, Vertreter und „Planen“ je Zeile. Wer an dem Tag Urlaub hat, ist als „Urlaub“ gesperrt; „Automatisch planen“ füllt nur Tage ohne Servicemitarbeiter und speichert sie. Ein Klick auf einen Tag zeigt die 10 Tage ab diesem Tag.',
  props: {
    checklistId: { type: 'id', required: true, description: 'ID der Checkliste.' },
    date: { type: 'date', description: 'Erster der 10 Tage (JJJJ-MM-TT, Standard heute).' },
  },
  events: ['saved', 'failed'],
  example: '<planing-calendar checklist-id="1" date="{{today}}"></planing-calendar>',
});
