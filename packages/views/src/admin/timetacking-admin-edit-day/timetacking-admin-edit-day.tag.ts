import { defineTag } from '@stempeluhr/core';
import { adminDayTag } from '../shared/user-tag';

export const timetackingAdminEditDayTag = defineTag(
  adminDayTag(
    'timetacking-admin-edit-day',
    'Bearbeitungsseite eines Tages für Admins: Buchungen eines anderen Benutzers ändern, löschen und (Formular sofort offen) hinzufügen, mit den Regeln des Buchungsdialogs; vorheriger/nächster Tag und „Heute“.',
  ),
);
