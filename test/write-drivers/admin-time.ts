import { within } from '@testing-library/react';
import { dialog, enter, type WriteDriver } from './types';

/**
 * These pages are for admins: the page of the seeded admin (Sabine Schröder, id 1); the emulated
 * backend refuses the default session user (4) ("Dieser Bereich ist Administratoren vorbehalten.").
 */
const ADMIN = 1;

/** The add form of the admin's day (its name carries the day). */
const addForm = (app: HTMLElement) => within(app).getByRole('form', { name: /^Buchung am .* hinzufügen$/ });

/** The October request of the example (three days) in the vacation history, opened to its days. */
const OCTOBER_TOGGLE = /^Tage des Antrags 26\.10\.2026 – 28\.10\.2026 (anzeigen|ausblenden)$/;
const octoberRequest = (app: HTMLElement) => within(app).getByRole('button', { name: OCTOBER_TOGGLE }).closest('li') as HTMLElement;

export const ADMIN_TIME_DRIVERS: Record<string, WriteDriver> = {
  // The request's number of days, typed by the admin, must survive a failed save.
  'vacation-history-view': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/json/vacation-request/' },
    arm: async (app, user) => {
      await user.click(await within(app).findByRole('button', { name: OCTOBER_TOGGLE }, { timeout: 8000 }));
      const field = within(octoberRequest(app)).getByLabelText('Tage des Antrags');
      await user.clear(field);
      await user.type(field, '2,5');
      return within(octoberRequest(app)).getByRole('button', { name: 'Antrag speichern' });
    },
    kept: { field: (app) => within(octoberRequest(app)).getByLabelText('Tage des Antrags'), value: '2,5' },
  },
  // Correcting a clocking of the user's day in the shared edit dialog.
  'day-overview-admin': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/clocking/user/update' },
    arm: async (app, user) => {
      const [edit] = await within(app).findAllByRole('button', { name: /^Eintrag .* ändern$/ }, { timeout: 8000 });
      await user.click(edit!);
      const comment = within(await within(document.body).findByRole('dialog', { name: 'Eintrag ändern' })).getByLabelText('Kommentar');
      await user.clear(comment);
      await enter(user, comment, 'Korrektur durch die Verwaltung');
      return within(dialog('Eintrag ändern')).getByRole('button', { name: 'Änderungen speichern' });
    },
    kept: { field: () => within(dialog('Eintrag ändern')).getByLabelText('Kommentar'), value: 'Korrektur durch die Verwaltung' },
    serverField: 'comment',
  },
  // The week's recalculation (nothing is typed).
  'week-overview-admin': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/admin/overtime/recalculate/' },
    arm: async (app) => {
      await within(app).findByLabelText('Summen der Woche', {}, { timeout: 8000 });
      return within(app).getByRole('button', { name: 'Woche neu berechnen' });
    },
  },
  // The edit page's add form, open at once: a clocking added for the user.
  'timetacking-admin-edit-day': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/clocking/user/create' },
    arm: async (app, user) => {
      await within(app).findByRole('table', {}, { timeout: 8000 });
      await user.type(within(addForm(app)).getByLabelText('Von'), '06:00');
      await user.type(within(addForm(app)).getByLabelText('Bis'), '07:00');
      await enter(user, within(addForm(app)).getByLabelText('Kommentar'), 'Nachgetragen von der Verwaltung');
      return within(addForm(app)).getByRole('button', { name: 'Buchung hinzufügen' });
    },
    kept: { field: (app) => within(addForm(app)).getByLabelText('Kommentar'), value: 'Nachgetragen von der Verwaltung' },
    serverField: 'comment',
  },
  // A manual entry booked on the overtime account through "Eintrag hinzufügen" (the example's user 5,
  // the current week); its comment must survive a failed save.
  'overtime-view-admin': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/admin/overtime/5/create' },
    arm: async (app, user) => {
      await user.click(await within(app).findByRole('button', { name: 'Eintrag hinzufügen' }, { timeout: 8000 }));
      const open = within(await within(document.body).findByRole('dialog', { name: 'Überstunden eintragen' }));
      await user.type(open.getByLabelText('Überstunden'), '2:00');
      await enter(user, open.getByLabelText('Kommentar'), 'Ausgleich nach Rücksprache');
      return open.getByRole('button', { name: 'Speichern' });
    },
    kept: { field: () => within(dialog('Überstunden eintragen')).getByLabelText('Kommentar'), value: 'Ausgleich nach Rücksprache' },
    serverField: 'comment',
  },
};
