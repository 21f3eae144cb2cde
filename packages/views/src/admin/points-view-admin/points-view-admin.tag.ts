import { defineTag } from '@stempeluhr/core';
import { USER_CARD_PROPS } from '../shared/contract-helpers';

export const pointsViewAdminTag = defineTag({
  tag: 'points-view-admin',
  description:
    'Punkte eines Benutzers (Admin) in einer aufklappbaren Karte: Jahr wählen, 20/40/60/alle Einträge je Seite (Standard 20), Summe des Jahres, Einträge mit Datum, Punkten und Kommentar; vergeben, ändern und löschen.',
  props: {
    ...USER_CARD_PROPS,
    year: { type: 'integer', description: 'Das zuerst gezeigte Jahr (Standard: das laufende Jahr).' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<points-view-admin user-id="6" user-name="Lukas Hoffmann"></points-view-admin>',
});
