// Issue 23 points 13 and 14 as a user meets them: who opens which week (lead, substitute, member,
// admin), the view staying in place after a save, each message once, the delete dialog's date, the
// empty Typ select and a server refusal in the spec's wording.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetDb, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { loadPickerLibrary } from '@stempeluhr/ui';
import { TeamOverview as View } from './team-overview';
import { teamOverviewTag } from './team-overview.tag';

beforeAll(() => loadPickerLibrary());

const TeamOverview = contracted(View, teamOverviewTag);
/** Thursday 26.11.2026 12:00 Berlin (ISO week 2026-W48). */
const NOW = new Date('2026-11-26T12:00:00+01:00');
const appear = { timeout: 10_000 };
const LIST = 'Bitte folgende Fehler korrigieren:';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

function as(id: number, dn: string) {
  resetDb({ now: NOW, currentUserId: id });
  return renderView(<TeamOverview group="Helpdesk" user={{ id, dn }} />);
}

const members = () => screen.getByRole('list', { name: 'Mitglieder' });
const openButtons = () => within(members()).queryAllByRole('button');

async function openMember(user: ReturnType<typeof renderView>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name} Wochensaldo`) }, appear));
  return screen.findByRole('region', { name: new RegExp(`^${name} · KW`) }, appear);
}

async function addDialogOnWednesday() {
  const view = as(2, 'thomas.becker');
  const week = await openMember(view.user, 'Max Müller');
  await view.user.click(await within(week).findByRole('button', { name: /^Mi, 25\.11\.2026/ }, appear));
  await view.user.click(within(week).getByRole('button', { name: 'Buchung hinzufügen am Mi, 25.11.2026' }));
  const dialog = await screen.findByRole('dialog', { name: 'Buchung hinzufügen · Mi, 25.11.2026' });
  return { ...view, week, dialog };
}

describe('team-overview: who opens which week (spec 02 §6)', () => {
  it("an admin outside the group opens any member's week (no inert rows, no „only the lead“ hint)", async () => {
    const { user } = as(1, 'sabine.schroeder');
    await screen.findByRole('heading', { name: 'Team Helpdesk' }, appear);
    expect(openButtons()).toHaveLength(within(members()).getAllByRole('listitem').length);
    expect(screen.queryByText(/Nur die Teamleitung/)).toBeNull();
    const week = await openMember(user, 'Julia Wagner');
    await waitFor(() => expect(within(week).getAllByRole('button', { expanded: false })).toHaveLength(7), appear);
  });

  it("the substitute opens every member's week; a member only their own", async () => {
    const { user, unmount } = as(3, 'julia.wagner');
    await screen.findByRole('heading', { name: 'Team Helpdesk' }, appear);
    expect(openButtons()).toHaveLength(5);
    await openMember(user, 'Max Müller');
    unmount();
    as(5, 'anna.berger');
    await screen.findByRole('region', { name: 'Anna Berger · KW 48' }, appear);
    expect(openButtons()).toHaveLength(1);
    expect(screen.getByText('Nur die Teamleitung und ihre Vertretung sehen die Wochen anderer Mitglieder.')).toBeInTheDocument();
  });
});

describe('team-overview: saving and deleting as a user meets it', () => {
  it('after a save the view stays where the user was: no jump to the top, the week stays open', async () => {
    const { user, dialog, week } = await addDialogOnWednesday();
    await user.type(within(dialog).getByLabelText('Von'), '20:00');
    await user.type(within(dialog).getByLabelText('Bis'), '21:00');
    await user.selectOptions(within(dialog).getByLabelText('Typ'), 'regulär');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Rufbereitschaft');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Zeiten werden neu berechnet', {}, appear)).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(week).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Max Müller · KW 48' })).toBeInTheDocument();
  });

  it('each message shows once: in the red list; the fields are marked and point to it', async () => {
    const { user, dialog } = await addDialogOnWednesday();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const list = await within(dialog).findByRole('list', { name: LIST });
    for (const message of ['clock in muss valide sein', 'type muss ausgewählt sein', 'comment muss gefüllt sein']) {
      expect(within(list).getByText(message)).toBeInTheDocument();
      expect(within(dialog).getAllByText(message)).toHaveLength(1);
    }
    const comment = within(dialog).getByLabelText('Kommentar');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(expect.stringContaining('comment muss gefüllt sein'));
  });

  it('the delete dialog names the date of the entry', async () => {
    const { user } = as(2, 'thomas.becker');
    const week = await openMember(user, 'Max Müller');
    await user.click(await within(week).findByRole('button', { name: /^Mi, 25\.11\.2026/ }, appear));
    await user.click(within(week).getAllByRole('button', { name: /^Eintrag löschen/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    expect(within(dialog).getByText(/^Mi, 25\.11\.2026, \d{2}:\d{2} – \d{2}:\d{2} · /)).toBeInTheDocument();
    // Its one message shows once too.
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await within(dialog).findByRole('list', { name: LIST });
    expect(within(dialog).getAllByText('comment muss gefüllt sein')).toHaveLength(1);
  });
});

describe('team-overview: the Typ select and the server in the spec wording (spec 02 §5)', () => {
  it('the Typ select starts empty, so „type muss ausgewählt sein“ appears until a type is chosen', async () => {
    const { user, dialog } = await addDialogOnWednesday();
    const type = within(dialog).getByLabelText('Typ');
    expect(type).toHaveValue('');
    expect(within(type).getAllByRole('option')[0]).toHaveTextContent('Bitte wählen');
    await user.type(within(dialog).getByLabelText('Von'), '20:00');
    await user.type(within(dialog).getByLabelText('Bis'), '21:00');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Nachtrag');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const list = await within(dialog).findByRole('list', { name: LIST });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['type muss ausgewählt sein']);
    expect(type).toHaveAttribute('aria-invalid', 'true');
  });

  it("a server refusal lands in the dialog's list, in the spec's wording where it matches one", async () => {
    const { user, dialog } = await addDialogOnWednesday();
    expectConsole('error', /422/);
    server.use(
      http.post(route('/clocking/user/create'), () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: {
              type: ['Der gewählte Typ ist ungültig.'],
              clockIn: ['clock in ist kein gültiges Datum.'],
              clockOut: ['Die Buchung überschneidet sich mit einer anderen Buchung.'],
              comment: ['Das Feld comment muss ausgefüllt sein.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    await user.type(within(dialog).getByLabelText('Von'), '20:00');
    await user.type(within(dialog).getByLabelText('Bis'), '21:00');
    await user.selectOptions(within(dialog).getByLabelText('Typ'), 'regulär');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const list = await within(dialog).findByRole('list', { name: LIST }, appear);
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(expect.arrayContaining(['clock in muss valide sein', 'type muss ausgewählt sein', 'comment muss gefüllt sein']));
    expect(items).toContain('Die Buchung überschneidet sich mit einer anderen Buchung.');
    expect(items).not.toContain('Der gewählte Typ ist ungültig.');
    expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('x');
  });
});
