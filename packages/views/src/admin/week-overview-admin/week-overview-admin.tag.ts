import { defineTag } from '@stempeluhr/core';
import { adminDayTag } from '../shared/user-tag';

export const weekOverviewAdminTag = defineTag(
  adminDayTag(
    'week-overview-admin',
    'Woche eines Benutzers für Admins: ein aufklappbarer Eintrag je Tag mit Buchungen, dazu Erledigt, Soll (bei Stundenbasis die Wochenstunden) und Überstunden der Woche; Wochenwechsel und „Woche neu berechnen“ (danach 3 Sekunden gesperrt).',
    { date: 'Ein Tag der zuerst gezeigten Woche (JJJJ-MM-TT, Standard heute).', events: ['saved', 'failed'] },
  ),
);
