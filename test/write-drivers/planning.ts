import { waitFor, within } from '@testing-library/react';
import { db } from '@mocks/node';
import { isoDay } from '@mocks/db/time';
import { sortingList } from '@mocks/scheduling/helpdesk.rules';
import { queuePlanOf } from '@mocks/telephone/queues.rules';
import { telephoneState } from '@mocks/telephone/queues.seed';
import { closedSelectKeys } from '@test/native-select';
import { dialog, enter, type WriteDriver } from './types';

const appear = { timeout: 4000 };
const ADD_TITLE = /^Buchung hinzufügen · /;
/**
 * The example's roles (HelpdeskDienstplan.Admin, IcingaMasterDienstplan.Admin) make the scheduling views
 * editable on the page; the emulated backend checks the same roles for its session's user, whose default
 * has none (every write would be refused with 403). So the page is the one of a user with the role:
 * Lukas Hoffmann (6: HelpdeskDienstplan.Admin and helpdesk level 3), Sabine Schröder (1: IcingaMasterDienstplan.Admin).
 */
const HELPDESK_ADMIN = 6;
const HELPDESK_LEVEL_3 = 6;
const ICINGA_ADMIN = 1;
/** Max Müller's Monday cell; a server that sends no names (spec-only) names the row by the id. */
const HELPDESK_CELL = /^Schicht von (Max Müller|Mitarbeiter 4) am Mo, 30\.11\.2026$/;
const NO_SORTING_READ = /^Die Reihenfolge liefert der Server erst nach einer Aktion/;
const NO_QUEUE_PLAN_READ = /^Den Queue-Plan liefert der Server nicht/;

export const PLANNING_DRIVERS: Record<string, WriteDriver> = {
  // The example's user (5, Anna Berger) is a member of Helpdesk: her own week opens at once and she adds
  // a clocking for today (the only day of the week up to today) with a reason.
  'team-overview': {
    write: { method: 'POST', path: '/clocking/user/create' },
    arm: async (app, user) => {
      const week = await within(app).findByRole('region', { name: /· KW 48$/ }, appear);
      await user.click(await within(week).findByRole('button', { name: /^Mo, 23\.11\.2026/ }, appear));
      await user.click(await within(week).findByRole('button', { name: 'Buchung hinzufügen am Mo, 23.11.2026' }));
      const form = within(await within(document.body).findByRole('dialog', { name: ADD_TITLE }));
      await user.type(form.getByLabelText('Von'), '06:00');
      await user.type(form.getByLabelText('Bis'), '07:00');
      // The Typ select starts empty in the team dialog (spec 02 §5 „type muss ausgewählt sein“).
      await user.selectOptions(form.getByLabelText('Typ'), 'regulär');
      await enter(user, form.getByLabelText('Kommentar'), 'Frühdienst nachgetragen');
      return form.getByRole('button', { name: 'Speichern' });
    },
    kept: { field: () => within(dialog(ADD_TITLE)).getByLabelText('Kommentar'), value: 'Frühdienst nachgetragen' },
    serverField: 'comment',
  },

  // Moving the first worker of the list one place down (GET, as the legacy API has it; the answer is the new list).
  'helpdesk-sorting': {
    signedInAs: HELPDESK_ADMIN,
    write: { method: 'GET', path: '/scheduler/helpdesk/sorting/down/' },
    arm: async (app) => {
      // A server without the list's read (spec-only: GET /scheduler/helpdesk/sorting is not among the
      // spec's calls) leaves the German hint: the page passes the list, as the legacy template rendered
      // it (the emulated server's list as a DOM property).
      await waitFor(() => expect(within(app).queryByRole('table') ?? within(app).queryByText(NO_SORTING_READ)).not.toBeNull(), appear);
      if (!within(app).queryByRole('table')) {
        const element = app.querySelector('helpdesk-sorting') as HTMLElement & Record<string, unknown>;
        element.list = JSON.parse(JSON.stringify(sortingList(db))) as unknown;
      }
      const table = await within(app).findByRole('table', undefined, appear);
      const [down] = within(table).getAllByRole('button', { name: / nach unten$/ });
      return down!;
    },
  },

  // The week's shifts are native selects that save (CommitSelect): a pointer choice saves at once, so no
  // click can come after it. The driver takes the other way a user saves a choice: arrow keys on the
  // closed select only show it (nothing sent), and clicking elsewhere on the page (leaving the select)
  // saves the week, one call per day. The returned control is that "elsewhere": the worker's row head.
  'helpdesk-scheduler': {
    signedInAs: HELPDESK_ADMIN,
    write: { method: 'POST', path: '/json/scheduler/helpdesk/schedule' },
    arm: async (app, user) => {
      closedSelectKeys();
      // Next week is not planned yet: a Monday choice fills Monday–Friday (seven calls).
      await user.click(await within(app).findByRole('button', { name: /^KW 49/ }, appear));
      const cell = await within(app).findByRole('combobox', { name: HELPDESK_CELL }, appear);
      cell.focus();
      await user.keyboard('{ArrowDown}');
      const row = cell.closest('tr')!;
      return within(row).getByRole('rowheader', { name: /^(Max Müller|Mitarbeiter 4)$/ });
    },
    kept: { field: (app) => within(app).getByRole('combobox', { name: HELPDESK_CELL }), value: 'hd_frueh' },
    notes:
      'Die Zelle ist ein CommitSelect: eine Zeigerwahl speichert sofort, ein Klick auf die Auswahl selbst sendet nichts. Der Treiber wählt mit der Pfeiltaste und verlässt die Auswahl mit einem Klick daneben (speichert beim Verlassen); Zeigerwahl: helpdesk-scheduler.test.tsx.',
  },

  // The example's roles make the plan editable: a click on a free cell puts that member on duty that day.
  'icinga-master-scheduler': {
    signedInAs: ICINGA_ADMIN,
    write: { method: 'POST', path: '/json/scheduler/icinga-master/save' },
    arm: async (app) => {
      const table = await within(app).findByRole('table', { name: /^Werktage KW 48/ }, appear);
      const free = within(table)
        .getAllByRole('button')
        .find((button) => button.getAttribute('aria-pressed') === 'false');
      return free!;
    },
  },

  // Only helpdesk level 3 may change the queue plan, and the server says who may (the plan's `editable`):
  // the page of the level-3 user (Lukas Hoffmann); the first remove mark takes a queue off.
  'telephoneplan-queueplan': {
    signedInAs: HELPDESK_LEVEL_3,
    write: { method: 'DELETE', path: '/telephoneplan/queue/delete/' },
    arm: async (app) => {
      // A server without the plan's read (spec-only) leaves the German hint: the page passes the rows,
      // as the legacy template rendered them (the emulated server's plan of the day as DOM properties).
      const plan = () => within(app).queryByRole('table', { name: /^Queues am / });
      await waitFor(() => expect(plan() ?? within(app).queryByText(NO_QUEUE_PLAN_READ)).not.toBeNull(), appear);
      if (!plan()) {
        const element = app.querySelector('telephoneplan-queueplan') as HTMLElement & Record<string, unknown>;
        element.queues = telephoneState(db).queues.map((q) => ({ ...q }));
        element.members = JSON.parse(JSON.stringify(queuePlanOf(db, isoDay(db.now())))) as unknown;
      }
      const table = await within(app).findByRole('table', { name: /^Queues am / }, appear);
      const [remove] = await within(table).findAllByRole('button', { name: /^Queue „.+“ von .+ entfernen$/ }, appear);
      return remove!;
    },
    notes:
      'Die Bearbeitbarkeit kommt vom Server (nur Helpdesk Level 3); die Seite ist die von Benutzer 6. Hinzufügen per Auswahl (CommitSelect): telephoneplan-queueplan.test.tsx.',
  },

  // The slot of the example (editable="true") with "Hotline Allgemein": its remove mark unassigns it.
  'telephoneplan-slot': {
    write: { method: 'POST', path: '/telephoneplan/unassign-task' },
    arm: async (app) => within(app).findByRole('button', { name: 'Aufgabe „Hotline Allgemein“ entfernen' }, appear),
  },

  // The signed-in user's first queue switch: switching saves at once.
  'telephone-groups-view': {
    write: { method: 'POST', path: '/json/telephoneplan/user/groups/save' },
    arm: async (app) => {
      const [first] = await within(app).findAllByRole('switch', undefined, appear);
      return first!;
    },
  },
};
