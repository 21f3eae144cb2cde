import { defineTag } from '@stempeluhr/core';

export const sendChecklistMailButtonTag = defineTag({
  tag: 'send-checklist-mail-button',
  description:
    'Knopf im Checklisten-Bericht: sendet den Bericht der Checkliste per E-Mail (POST `{id}` an die Adresse der Seite). Nach dem ersten Klick gesperrt; meldet „Email erfolgreich versendet!“ oder „Email konnte nicht versendet werden!“.',
  props: {
    checklistId: { type: 'id', required: true, description: 'ID der Checkliste (wird als `id` gesendet).' },
    route: { type: 'url', required: true, description: 'Adresse, an die der Bericht gesendet wird (nur eigene Seite).' },
  },
  events: ['saved', 'failed'],
  example: '<send-checklist-mail-button checklist-id="1" route="/checklist/report/mail"></send-checklist-mail-button>',
});
