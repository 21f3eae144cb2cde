import { within } from '@testing-library/react';
import { dialog, enter, type WriteDriver } from './types';

export const TIMETRACKING_DRIVERS: Record<string, WriteDriver> = {
  // The short business trip: its comment must survive a failed start. (Clocking out fails silently,
  // by the specification's §8: only logged; welcome-view.test.tsx shows that.)
  'welcome-view': {
    write: { method: 'POST', path: '/json/short-business-trip/start' },
    arm: async (app, user) => {
      await enter(user, await within(app).findByRole('textbox', { name: 'Kommentar' }), 'Kundentermin Müller GmbH');
      return within(app).getByRole('button', { name: 'Dienstreise starten' });
    },
    kept: { field: (app) => within(app).getByRole('textbox', { name: 'Kommentar' }), value: 'Kundentermin Müller GmbH' },
  },
  'day-overview': {
    write: { method: 'POST', path: '/clocking/user/update' },
    arm: async (app, user) => {
      const [edit] = await within(app).findAllByRole('button', { name: 'Eintrag ändern' });
      await user.click(edit!);
      const comment = within(await within(document.body).findByRole('dialog', { name: 'Eintrag ändern' })).getByLabelText('Kommentar');
      await user.clear(comment);
      await enter(user, comment, 'Korrektur nach Rücksprache');
      return within(dialog('Eintrag ändern')).getByRole('button', { name: 'Änderungen speichern' });
    },
    kept: { field: () => within(dialog('Eintrag ändern')).getByLabelText('Kommentar'), value: 'Korrektur nach Rücksprache' },
    serverField: 'comment',
  },
  'timetracking-add-day': {
    write: { method: 'POST', path: '/clocking/user/create' },
    arm: async (app, user) => {
      // The button on the day opens the dialog (spec 02 §2); the dialog lies in a portal on the body.
      await user.click(await within(app).findByRole('button', { name: 'Buchung hinzufügen' }));
      const form = within(await within(document.body).findByRole('form', { name: 'Buchung hinzufügen' }));
      await user.type(form.getByLabelText('Von'), '06:00');
      await user.type(form.getByLabelText('Bis'), '07:00');
      await enter(user, form.getByLabelText('Kommentar'), 'Frühdienst nachgetragen');
      return form.getByRole('button', { name: 'Buchung hinzufügen' });
    },
    kept: {
      field: () => within(within(document.body).getByRole('form', { name: 'Buchung hinzufügen' })).getByLabelText('Kommentar'),
      value: 'Frühdienst nachgetragen',
    },
    serverField: 'comment',
  },
};
