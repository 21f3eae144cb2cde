// Every dialog a view opens in one click from its first screen (issue 24, point 9), listed per view
// like the write drivers: the page walk opens each one and runs axe over the view and the dialog.
// A built view missing here fails the walk (a11y.spec.ts), so a new view's dialogs are listed the day
// it is built; `[]` says it has none. Found with a click on every button of every demo page that
// doesn't write (2026-11-25), then named by the words that stay when a row's data changes.

export interface DialogOpener {
  /** The button's accessible name (the first match is clicked). */
  button: string | RegExp;
  /** The dialog's accessible name. */
  dialog: string | RegExp;
}

export const DIALOG_OPENERS: Record<string, DialogOpener[]> = {
  'welcome-view': [],
  'week-overview': [],
  'day-overview': [
    { button: 'Buchung hinzufügen', dialog: 'Buchung hinzufügen' },
    { button: 'Eintrag ändern', dialog: 'Eintrag ändern' },
    { button: 'Eintrag löschen', dialog: 'Eintrag wirklich löschen?' },
  ],
  'users-index-view': [],
  'vacation-history-view': [],
  'day-overview-admin': [],
  'week-overview-admin': [],
  'timetacking-history-view': [],
  'timetacking-admin-edit-day': [],
  'timetracking-add-day': [{ button: 'Buchung hinzufügen', dialog: 'Buchung hinzufügen' }],
  'overtime-view-admin': [{ button: 'Eintrag hinzufügen', dialog: 'Überstunden eintragen' }],
  'workinghours-view-admin': [
    { button: 'Neue Arbeitszeit', dialog: 'Neue Arbeitszeit' },
    { button: /^Arbeitszeit ab .* ändern$/, dialog: 'Arbeitszeit ändern' },
  ],
  'team-overview': [],
  'icinga-master-team-overview': [],
  'locked-user': [],
  'helpdesk-sorting': [{ button: / entfernen$/, dialog: 'Aus der Reihenfolge entfernen' }],
  'helpdesk-scheduler': [],
  'icinga-master-scheduler': [],
  'points-view-admin': [
    { button: 'Neuer Eintrag', dialog: 'Punkte vergeben' },
    { button: /^Eintrag vom .* ändern$/, dialog: 'Eintrag ändern' },
    { button: /^Eintrag vom .* löschen$/, dialog: 'Eintrag wirklich löschen?' },
  ],
  'incident-effort': [
    { button: 'Neuer Eintrag', dialog: /^Incident/ },
    { button: /^Eintrag „.*“ ändern$/, dialog: 'Eintrag ändern' },
    { button: /^Eintrag „.*“ löschen$/, dialog: 'Eintrag wirklich löschen?' },
  ],
  'flip-flow-overview': [],
  'send-checklist-mail-button': [],
  'flash-message': [],
  'change-all-task-status': [],
  'planing-calendar': [],
  'checklist-report': [],
  'telephoneplan-queueplan': [],
  'telephoneplan-slot': [],
  'telephone-groups-view': [],
  'short-time-view': [{ button: 'Neuer Eintrag', dialog: 'Kurzarbeit eintragen' }],
  'working-hour': [],
  'work-items-view': [{ button: /^Löschen: Zeiteintrag /, dialog: 'Zeiteintrag löschen' }],
  'multi-user-selection': [],
  'multi-group-selection': [],
};
