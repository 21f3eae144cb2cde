import type { TagSpec } from '../spec-types';

export const toolsSpecs = {
  'work-items-view': {
    title: 'Zeitübertragung an den Issue-Tracker',
    area: 'tools',
    description: 'Zeitübertragung an den Issue-Tracker.',
    props: [],
    example: '<work-items-view></work-items-view>',
    built: false,
  },
  'flash-message': {
    title: 'Hinweisleiste',
    area: 'tools',
    description: 'Kurze Rückmeldung des Servers (Flash-Nachricht); verschwindet nach 3 Sekunden oder beim Klick.',
    props: [
      { attribute: 'message', type: 'string', required: true, description: 'Text der Meldung (wird als Text angezeigt, nie als HTML).' },
      { attribute: 'type', type: 'enum', values: ['success', 'danger', 'warning', 'info'], default: 'success', description: 'Art der Meldung; bestimmt die Farbe.' },
    ],
    example: '<flash-message message="Eintrag erfolgreich gespeichert" type="success"></flash-message>',
    built: true,
  },
} satisfies Record<string, TagSpec>;
