import { defineTag } from '@stempeluhr/core';
import { checklistTaskOptionsSchema } from '../api/checklist-task-options';

export const changeAllTaskStatusTag = defineTag({
  tag: 'change-all-task-status',
  description:
    'Aufgabenauswahl einer Checkliste: Tabelle mit Auswahl, Name (ID - Name), Gruppe, Typ und Priorität. Ein Haken fügt den FlipFlow der Checkliste hinzu, das Entfernen wählt ihn ab (POST an die Adresse der Seite); der Schalter im Kopf wählt alle an oder ab und ist nur an, wenn alle ausgewählt sind.',
  props: {
    checklistId: { type: 'id', required: true, description: 'ID der Checkliste.' },
    route: {
      type: 'url',
      required: true,
      description: 'Adresse zum Hinzufügen/Entfernen einer Aufgabe (nur eigene Seite); erhält checklistId, flipFlopId, deleteTimeStamp.',
    },
    tasks: {
      type: 'json',
      schema: checklistTaskOptionsSchema,
      required: true,
      description:
        'Die Aufgaben als JSON-Liste: [{"id", "name", "displayname", "typ", "priority", "checked", "timestamp"}] (timestamp: Zeitpunkt der Auswahl in Unix-Sekunden, 0 wenn nicht ausgewählt).',
    },
  },
  events: ['saved', 'failed'],
  example:
    '<change-all-task-status checklist-id="1" route="/checklist/ajax/toggle-task" :tasks=\'[{"id":101,"name":"101 - Ticketqueue sichten","displayname":"Helpdesk","typ":"Kontrolle","priority":1,"checked":true,"timestamp":1761346800},{"id":102,"name":"102 - Telefonanlage prüfen","displayname":"Helpdesk","typ":"Kontrolle","priority":2,"checked":true,"timestamp":1761346800},{"id":103,"name":"103 - Backup-Protokolle prüfen","displayname":"Helpdesk","typ":"Wartung","priority":1,"checked":true,"timestamp":1761346800},{"id":104,"name":"104 - Gesperrte Konten prüfen","displayname":"Helpdesk","typ":"Kontrolle","priority":2,"checked":true,"timestamp":1761346800},{"id":105,"name":"105 - Passwort-Resets abarbeiten","displayname":"Helpdesk","typ":"Aufgabe","priority":3,"checked":false,"timestamp":0},{"id":201,"name":"201 - Kritische Alarme prüfen","displayname":"Icinga-Master","typ":"Kontrolle","priority":1,"checked":false,"timestamp":0}]\'></change-all-task-status>',
});
