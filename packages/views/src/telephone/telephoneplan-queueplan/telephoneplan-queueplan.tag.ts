import { defineTag } from '@stempeluhr/core';
import type { TelephoneplanQueueplanProps } from './telephoneplan-queueplan';

export const telephoneplanQueueplanTag = defineTag<TelephoneplanQueueplanProps>({
  tag: 'telephoneplan-queueplan',
  description:
    'Queue-Plan eines Tages: Kalender (die Wahl eines Tages öffnet /telephoneplan/queue/{Datum}) und Tabelle der Mitarbeiter mit ihren Queues; „Abwesenheit“ oder „Frei“ als rote Badges. Nur Helpdesk Level 3 fügt Queues hinzu oder entfernt sie, und nur bei Mitarbeitern, die weder abwesend noch frei sind.',
  props: {
    date: { type: 'date', description: 'Gezeigter Tag (JJJJ-MM-TT, letzter Pfadteil der Seite; Standard heute).' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<telephoneplan-queueplan date="{{today}}"></telephoneplan-queueplan>',
});
