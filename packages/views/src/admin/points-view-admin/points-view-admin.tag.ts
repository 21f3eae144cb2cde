import { defineTag } from '@stempeluhr/core';
import { COLLAPSED_PROP, USER_NAME_PROP } from '../shared/contract-helpers';
import { USER_ID_PROP } from '../shared/user-tag';
import type { PointsViewAdminProps } from './points-view-admin';

export const pointsViewAdminTag = defineTag<PointsViewAdminProps>({
  tag: 'points-view-admin',
  description:
    'Punkte eines Benutzers (Admin) in einer aufklappbaren Karte: Jahr wählen, 20/40/60/alle Einträge je Seite (Standard 20), Summe des Jahres, Einträge mit Datum, Punkten und Kommentar; vergeben, ändern und löschen.',
  props: {
    userId: USER_ID_PROP,
    userName: USER_NAME_PROP,
    year: { type: 'integer', description: 'Das zuerst gezeigte Jahr (Standard: das laufende Jahr).' },
    collapsed: COLLAPSED_PROP,
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<points-view-admin user-id="6" user-name="Lukas Hoffmann"></points-view-admin>',
});
