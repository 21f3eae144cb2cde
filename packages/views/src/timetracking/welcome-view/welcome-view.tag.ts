import { defineTag } from '@stempeluhr/core';
import { RYB_URL } from './ryb-button';

export const welcomeViewTag = defineTag({
  tag: 'welcome-view',
  description:
    'Ein- und Ausstempeln (auch mobil / Homeoffice), die heutigen Buchungen und Pausen, der laufende Pausen-Timer, Saldo von heute und der Woche, „Soll erreicht um …“, kurze Dienstreise mit Kommentar, Bewertungs-Button und die Wochenübersicht. Für den angemeldeten Benutzer; braucht keine Attribute.',
  props: {
    rybUrl: { type: 'url', default: RYB_URL, description: 'Adresse der Bewertungs-Umfrage (nur eigene Seite).' },
  },
  events: ['clocked-in', 'clocked-out', 'failed'],
  example: '<welcome-view></welcome-view>',
});
