import { defineTag } from '@stempeluhr/core';
import { DELETED_PROP, USER_ID_PROP } from '../shared/user-tag';

export const overtimeViewAdminTag = defineTag({
  tag: 'overtime-view-admin',
  description:
    'Überstundenkonto eines Benutzers für Admins (Seite /admin/users/{id}/overtime): Jahrestabelle mit Jahreswechsel und Gesamtsaldo; manuelle Einträge anlegen, ändern, löschen und ihren Änderungsverlauf ansehen, berechnete Wochen neu berechnen.',
  props: {
    userId: { ...USER_ID_PROP, description: 'Id des Benutzers, dessen Konto gezeigt wird.' },
    year: { type: 'integer', description: 'Zuerst gezeigtes Jahr (ISO-Wochenjahr, Standard: aktuelles).' },
    deleted: DELETED_PROP,
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<overtime-view-admin user-id="{{userId}}"></overtime-view-admin>',
  validate: ({ year }) =>
    year !== undefined && (year < 2000 || year > 2100) ? [{ attribute: 'year', message: 'muss ein Jahr zwischen 2000 und 2100 sein' }] : [],
});
