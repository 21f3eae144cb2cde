import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { dialog, enter, type WriteDriver } from './types';

/**
 * These views are for admins: their page is the one of the seeded admin (Sabine Schröder, id 1); the
 * emulated backend refuses the default session user (4) with 403.
 */
const ADMIN = 1;

/**
 * Enters a German date into a picker field in one input (a paste, see `enter`). The field is a stand-in
 * until the calendar library has loaded (on the first focus), so it is looked up again after the click.
 */
async function enterDate(user: UserEvent, field: () => HTMLElement, text: string) {
  await user.click(field());
  await waitFor(() => expect(field()).toHaveFocus());
  await user.clear(field());
  await user.paste(text);
  // Tab, not Escape: before the calendar has opened, Escape would close the dialog.
  await user.tab();
  await waitFor(() => expect(field()).toHaveValue(text));
}

export const ADMIN_DATA_DRIVERS: Record<string, WriteDriver> = {
  // Awarding points: a new entry through "Neuer Eintrag"; its comment must survive a failed save.
  'points-view-admin': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/json/admin/points/user/insert' },
    arm: async (app, user) => {
      await user.click(await within(app).findByRole('button', { name: 'Neuer Eintrag' }));
      const form = within(await within(document.body).findByRole('dialog', { name: 'Punkte vergeben' }));
      await user.type(form.getByRole('textbox', { name: /^Punkte/ }), '5');
      await enter(user, form.getByLabelText('Kommentar'), 'Sonderaufgabe Inventur');
      return form.getByRole('button', { name: 'Speichern' });
    },
    kept: { field: () => within(dialog('Punkte vergeben')).getByLabelText('Kommentar'), value: 'Sonderaufgabe Inventur' },
    serverField: 'comment',
  },
  // A new incident effort through "Neuer Eintrag" (the day starts on today); the task must survive a failed save.
  'incident-effort': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/json/icingamaster/incident/user/insert' },
    arm: async (app, user) => {
      await user.click(await within(app).findByRole('button', { name: 'Neuer Eintrag' }));
      const form = within(await within(document.body).findByRole('dialog', { name: 'Incident erfassen' }));
      await enter(user, form.getByLabelText('Task'), 'INC-4711 Mailserver neu gestartet');
      await user.type(form.getByLabelText('Aufwand in Minuten'), '45');
      return form.getByRole('button', { name: 'Speichern' });
    },
    kept: { field: () => within(dialog('Incident erfassen')).getByLabelText('Task'), value: 'INC-4711 Mailserver neu gestartet' },
  },
  // A new short-time period through "Neuer Eintrag": Von typed as a German date; it must survive a failed save.
  'short-time-view': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/admin/users/5/short-time/create' },
    arm: async (app, user) => {
      await user.click(await within(app).findByRole('button', { name: 'Neuer Eintrag' }));
      const form = () => within(dialog('Kurzarbeit eintragen'));
      await within(document.body).findByRole('dialog', { name: 'Kurzarbeit eintragen' });
      await enterDate(user, () => form().getByLabelText('Von'), '01.12.2026');
      return form().getByRole('button', { name: 'Speichern' });
    },
    kept: { field: () => within(dialog('Kurzarbeit eintragen')).getByLabelText('Von'), value: '01.12.2026' },
  },
  // A new rule through "Neue Arbeitszeit" (the dialog holds the working-hour form with the server's
  // defaults): Friday's time changed; it must survive a failed save.
  'workinghours-view-admin': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/admin/working-hours/5' },
    arm: async (app, user) => {
      await user.click(await within(app).findByRole('button', { name: 'Neue Arbeitszeit' }));
      const form = within(await within(document.body).findByRole('dialog', { name: 'Neue Arbeitszeit' }));
      const friday = await form.findByLabelText('Arbeitszeit Fr');
      await user.clear(friday);
      await user.type(friday, '06:00');
      return form.getByRole('button', { name: 'Speichern' });
    },
    kept: { field: () => within(dialog('Neue Arbeitszeit')).getByLabelText('Arbeitszeit Fr'), value: '06:00' },
  },
  // The rule form with the server's defaults for a new rule: Friday's time changed; it must survive a failed save.
  'working-hour': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/admin/working-hours/5' },
    arm: async (app, user) => {
      const friday = await within(app).findByLabelText('Arbeitszeit Fr');
      await user.clear(friday);
      await user.type(friday, '06:00');
      return within(app).getByRole('button', { name: 'Speichern' });
    },
    kept: { field: (app) => within(app).getByLabelText('Arbeitszeit Fr'), value: '06:00' },
  },
  // Transferring the preselected user's week (Max Müller, 16.–20.11.2026) × 0,8 to an issue. The page's
  // user may transfer only their own time, an admin anybody's: the admin signs in. The issue typed must
  // survive a failed transfer.
  'work-items-view': {
    signedInAs: ADMIN,
    write: { method: 'POST', path: '/youtrack-workitems/ajax/insert-workitems' },
    arm: async (app, user) => {
      const form = within(await within(app).findByRole('form', { name: 'Zeiten an den Issue-Tracker übertragen' }));
      await enterDate(user, () => form.getByLabelText('Von'), '16.11.2026');
      await enterDate(user, () => form.getByLabelText('Bis'), '20.11.2026');
      await user.type(form.getByLabelText('Faktor'), '0,8');
      await enter(user, form.getByLabelText('Vorgang (Issue-ID)'), 'Tools-1234');
      return form.getByRole('button', { name: 'Zeiten übertragen' });
    },
    kept: {
      field: (app) =>
        within(within(app).getByRole('form', { name: 'Zeiten an den Issue-Tracker übertragen' })).getByLabelText('Vorgang (Issue-ID)'),
      value: 'Tools-1234',
    },
    serverField: 'issueId',
  },
};
