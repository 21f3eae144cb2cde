import { defineTag } from '@stempeluhr/core';

/** The kinds of message (the bar's colour). */
export const FLASH_TYPES = ['success', 'danger', 'warning', 'info'] as const;

export const flashMessageTag = defineTag({
  tag: 'flash-message',
  description: 'Kurze Rückmeldung des Servers (Flash-Nachricht); verschwindet nach 3 Sekunden oder beim Klick.',
  props: {
    message: { type: 'string', required: true, description: 'Text der Meldung (wird als Text angezeigt, nie als HTML).' },
    type: { type: 'enum', values: FLASH_TYPES, default: 'success', description: 'Art der Meldung; bestimmt die Farbe.' },
  },
  events: ['dismissed'],
  example: '<flash-message message="Eintrag erfolgreich gespeichert" type="success"></flash-message>',
});
