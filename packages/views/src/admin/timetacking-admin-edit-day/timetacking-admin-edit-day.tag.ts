import { defineTag } from '@stempeluhr/core';
import { adminDayTag } from '../shared/user-tag';
import type { TimetackingAdminEditDayProps } from './timetacking-admin-edit-day';

export const timetackingAdminEditDayTag = defineTag<TimetackingAdminEditDayProps>(
  adminDayTag(
    'timetacking-admin-edit-day',
    'Bearbeitungsseite eines Tages für Admins: Buchungen eines anderen Benutzers ändern, löschen und (Formular sofort offen) hinzufügen, mit den Regeln des Buchungsdialogs; vorheriger/nächster Tag und „Heute“.',
  ),
);
