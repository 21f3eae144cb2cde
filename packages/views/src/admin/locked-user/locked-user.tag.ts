import { defineTag } from '@stempeluhr/core';

export const lockedUserTag = defineTag({
  tag: 'locked-user',
  description:
    'Sperr-Schalter in einem Server-Formular; blendet das Feld für den Sperrgrund ein. Sendet `locked` (0/1) und `blocked_reason`.',
  props: {
    locked: { type: 'boolean', default: false, description: 'Anfangszustand: Benutzer ist gesperrt.' },
    reason: { type: 'string', default: '', description: 'Gespeicherter Sperrgrund.' },
    disabled: { type: 'boolean', default: false, description: 'Nur lesen (z. B. gelöschter Benutzer).' },
  },
  events: [],
  example: '<locked-user :locked="false" reason=""></locked-user>',
});
