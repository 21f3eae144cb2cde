import { defineTag } from '@stempeluhr/core';
import { namedQueuesSchema, queueMembersSchema } from '../api/get-queue-plan';

export const telephoneplanQueueplanTag = defineTag({
  tag: 'telephoneplan-queueplan',
  description:
    'Queue-Plan eines Tages: Kalender (die Wahl eines Tages öffnet /telephoneplan/queue/{Datum}) und Tabelle der Mitarbeiter mit ihren Queues; „Abwesenheit“ oder „Frei“ als rote Badges. Nur Helpdesk Level 3 fügt Queues hinzu oder entfernt sie, und nur bei Mitarbeitern, die weder abwesend noch frei sind.',
  props: {
    date: {
      type: 'date',
      description: 'Gezeigter Tag (JJJJ-MM-TT; Standard der letzte Pfadteil von /telephoneplan/queue/{Datum}, sonst heute).',
    },
    members: {
      type: 'json',
      schema: queueMembersSchema,
      description:
        'Die Zeilen des Plans, wie die Seite sie rendert (die Spezifikation kennt keinen Lese-Aufruf), als JSON-Liste oder im JSON-Kind `<script type="application/json">{"members": …, "queues": …, "editable": true}</script>`: je Mitarbeiter id, user_id, user (dn, fullName), absent, working (0/1 oder true/false) und queues (je id der Zuweisung, name, optional queue_id). Ohne sie fragt das Widget den Server (GET /json/telephoneplan/queue/{Datum}, nur wenn er antwortet) und sagt sonst, dass die Seite den Plan mitgeben muss.',
    },
    queues: {
      type: 'json',
      schema: namedQueuesSchema,
      description:
        'Alle zuweisbaren Queues als JSON-Liste `[{"id":1,"name":"Hotline Allgemein"}]` (das Auswahlfeld zum Hinzufügen); zu members.',
    },
    editable: {
      type: 'boolean',
      description:
        'Das Leiter-Kennzeichen (Helpdesk Level 3), wie die Seite es kennt; nennt der Server es selbst, gilt seines. Ohne beide bietet das Widget das Ändern an und zeigt die Ablehnung des Servers.',
    },
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<telephoneplan-queueplan date="{{today}}"></telephoneplan-queueplan>',
});
