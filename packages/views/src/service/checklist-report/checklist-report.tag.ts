import { defineTag } from '@stempeluhr/core';

export const checklistReportTag = defineTag({
  tag: 'checklist-report',
  description:
    'Checklisten-Bericht: die Checklisten (Klick wählt aus), ein Kalender nach Priorität gefärbt (blau: Aufgabe nicht zugewiesen, gelb: alle angenommen, rot: Aufgabe abgelehnt, grün: alle erledigt, rosa: Aufgabe nicht erledigt; 8. und 9. September 2019 gesperrt) und rechts „Aufgaben am …“ mit Servicemitarbeiter, Vertreter, Gruppen und den Aufgaben je FlipFlow mit ihrem Status.',
  props: {
    date: { type: 'date', description: 'Tag, der zuerst gezeigt wird (JJJJ-MM-TT, Standard heute).' },
    checklistId: { type: 'id', description: 'Checkliste, die zuerst gewählt ist (Standard: die erste).' },
  },
  events: ['failed', 'selection-changed'],
  example: '<checklist-report date="{{today}}"></checklist-report>',
});
