import { defineTag } from '@stempeluhr/core';
import type { FlashMessageProps } from './flash-message';

export const flashMessageTag = defineTag<FlashMessageProps>({
  tag: 'flash-message',
  description: 'Kurze Rückmeldung des Servers (Flash-Nachricht); verschwindet nach 3 Sekunden oder beim Klick.',
  props: {
    message: { type: 'string', required: true, description: 'Text der Meldung (wird als Text angezeigt, nie als HTML).' },
    type: {
      type: 'string',
      default: 'success',
      description:
        'Art der Meldung; bestimmt die Farbe: success, danger, warning, info, auch wie Laravel-Seiten sie nennen (error, status) oder als Bootstrap-4/5-Klasse (alert-danger, text-bg-warning); Unbekanntes wird info.',
    },
  },
  events: ['dismissed'],
  example: '<flash-message message="Eintrag erfolgreich gespeichert" type="success"></flash-message>',
});
