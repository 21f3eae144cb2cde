import { defineTag } from '@stempeluhr/core';
import { USER_CARD_PROPS } from '../shared/contract-helpers';

export const incidentEffortTag = defineTag({
  tag: 'incident-effort',
  description:
    'Incident-Aufwand eines Benutzers (Admin) in einer aufklappbaren Karte je Monat: Tasks mit Aufwand in Minuten, Tag und Punkten, 20/40/60/alle Einträge, Summe des Monats und Gesamtsumme; erfassen, ändern und löschen.',
  props: {
    ...USER_CARD_PROPS,
    month: { type: 'string', description: 'Der zuerst gezeigte Monat (JJJJ-MM, Standard: der laufende Monat).' },
  },
  events: ['saved', 'deleted', 'failed'],
  example: '<incident-effort user-id="7" user-name="Mehmet Yılmaz"></incident-effort>',
  validate: (props) =>
    props.month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(props.month) ? [{ attribute: 'month', message: 'erwartet JJJJ-MM' }] : [],
});
