import { within } from '@testing-library/react';
import type { WriteDriver } from './types';

/** The planning table's first day (the example starts at today, Mo, 23.11.2026). */
const FIRST_DAY = 'Mo, 23.11.2026';
const agentOfFirstDay = (app: HTMLElement) =>
  within(app).getByRole('combobox', { name: `Servicemitarbeiter am ${FIRST_DAY}` }) as HTMLSelectElement;

export const SERVICE_DRIVERS: Record<string, WriteDriver> = {
  // The example's task is open: taking it over ("Ja") is what a user does most. Nothing is typed.
  'flip-flow-overview': {
    write: { method: 'POST', path: '/flipflow/assign' },
    arm: async (app) => {
      const actions = within(await within(app).findByRole('group', { name: 'Aktionen für „Ticketqueue sichten“' }));
      return actions.getByRole('button', { name: 'Ja' });
    },
  },
  // Posts {id} to the page route given in the example. Nothing is typed.
  'send-checklist-mail-button': {
    write: { method: 'POST', path: '/checklist/report/mail' },
    arm: async (app) => within(app).findByRole('button', { name: 'Bericht per E-Mail senden' }),
  },
  // Saving the selection: the header toggle checks the two unchecked tasks (one request each, in
  // order; a failure undoes the boxes the server did not take, as the view's own test shows).
  'change-all-task-status': {
    write: { method: 'POST', path: '/checklist/ajax/toggle-task' },
    arm: async (app) => within(app).findByRole('checkbox', { name: 'Alle Aufgaben auswählen' }),
    notes:
      'Die Auswahl ist die Tabelle selbst: was der Server nicht übernommen hat, wird zurückgesetzt (change-all-task-status.test.tsx, „on a failure … undoes“).',
  },
  // A day's leader: the user chooses a service agent for the first day and presses "Planen: …".
  'planing-calendar': {
    write: { method: 'POST', path: '/serviceagent/ajax/leader/set' },
    arm: async (app, user) => {
      const table = within(await within(app).findByRole('table', { name: 'Die nächsten 10 Tage' }, { timeout: 5000 }));
      const select = table.getByRole('combobox', { name: `Servicemitarbeiter am ${FIRST_DAY}` }) as HTMLSelectElement;
      await user.selectOptions(select, 'Anna Berger');
      return table.getByRole('button', { name: `Planen: ${FIRST_DAY}` });
    },
    // The chosen option (its text; the select's value is an id).
    kept: { field: (app) => agentOfFirstDay(app).selectedOptions[0]!, value: 'Anna Berger' },
  },
};
