import { defineTag } from '@stempeluhr/core';
import { adminDayTag } from '../shared/user-tag';

export const dayOverviewAdminTag = defineTag(
  adminDayTag(
    'day-overview-admin',
    'Tag eines Benutzers für Admins: Buchungen mit Ändern und Löschen, „Buchung hinzufügen“ auf Knopfdruck, vorheriger/nächster Tag und „Heute“; nach jeder Änderung wird die Woche neu berechnet. Tage bis 23.02.2020 und gelöschte Benutzer nur lesen.',
  ),
);
