import { defineTag } from '@stempeluhr/core';
import { FLASH_TYPES, type FlashMessageProps } from './flash-message';

export const flashMessageTag = defineTag<FlashMessageProps>({
  tag: 'flash-message',
  description: 'Kurze Rückmeldung des Servers (Flash-Nachricht); verschwindet nach 3 Sekunden oder beim Klick.',
  props: {
    message: { type: 'string', required: true, description: 'Text der Meldung (wird als Text angezeigt, nie als HTML).' },
    type: { type: 'enum', values: FLASH_TYPES, default: 'success', description: 'Art der Meldung; bestimmt die Farbe.' },
  },
  events: ['dismissed'],
  example: '<flash-message message="Eintrag erfolgreich gespeichert" type="success"></flash-message>',
});
