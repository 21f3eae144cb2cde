import { defineTag } from '@stempeluhr/core';
import { DELETED_PROP } from '../shared/user-tag';
import { vacationRequestsSchema } from './vacation-requests';

export const vacationHistoryViewTag = defineTag({
  tag: 'vacation-history-view',
  description:
    'Urlaubshistorie eines Benutzers (Admin): die Urlaubsanträge mit Zeitraum, Art und Tagen, je Antrag aufklappbar zu seinen Tagen. Ein Admin ändert die Art eines Tages, ob er sichtbar ist (nur sichtbare Tage zählen zum Wert des Antrags), und die Tage des Antrags; angezeigt wird der Wert, den der Server danach nennt. Bei gelöschten Benutzern nur lesen.',
  props: {
    requests: {
      type: 'json',
      schema: vacationRequestsSchema,
      required: true,
      description:
        'Die Urlaubsanträge als JSON-Liste (die Seite liefert sie, es gibt keinen Lese-Aufruf): je Antrag id, value, days (je Tag id, type, visible; optional date und value), optional user_id, from, to.',
    },
    deleted: DELETED_PROP,
  },
  events: ['saved', 'failed'],
  example:
    '<vacation-history-view requests=\'[{"id":1050038,"user_id":5,"value":1,"from":"2026-11-12","to":"2026-11-12","days":[{"id":1050106,"date":"2026-11-12","type":"Krank","value":1,"visible":true}]},{"id":1050037,"user_id":5,"value":3,"from":"2026-10-26","to":"2026-10-28","days":[{"id":1050103,"date":"2026-10-26","type":"Urlaub","value":1,"visible":true},{"id":1050104,"date":"2026-10-27","type":"Urlaub","value":1,"visible":true},{"id":1050105,"date":"2026-10-28","type":"Urlaub","value":1,"visible":true}]},{"id":1050036,"user_id":5,"value":4,"from":"2026-07-13","to":"2026-07-16","days":[{"id":1050099,"date":"2026-07-13","type":"Urlaub","value":1,"visible":true},{"id":1050100,"date":"2026-07-14","type":"Urlaub","value":1,"visible":true},{"id":1050101,"date":"2026-07-15","type":"Urlaub","value":1,"visible":true},{"id":1050102,"date":"2026-07-16","type":"Urlaub","value":1,"visible":true}]}]\'></vacation-history-view>',
});
