import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { resetDb, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { expectConsole } from '@test/console-guard';
import { recordRequests } from '@test/requests';
import { contracted, renderView } from '@test/render';
import { TeamOverview as View } from './team-overview';
import { teamOverviewTag } from './team-overview.tag';
import { loadPickerLibrary } from '@stempeluhr/ui';

// The pickers load react-datepicker on first use; here it is there from the start, so a field found
// before a click is still the field after it (the take-over itself: lazy-picker.test.tsx).
beforeAll(() => loadPickerLibrary());

const TeamOverview = contracted(View, teamOverviewTag);

/** Thursday 26.11.2026 12:00 Berlin (ISO week 2026-W48): Monday to Wednesday are settled. */
const NOW = new Date('2026-11-26T12:00:00+01:00');
const LEAD = { id: 2, dn: 'thomas.becker' };
const MEMBER = { id: 4, dn: 'max.mueller' };
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };

/** What the backend is asked from now on, with the writes as `METHOD /path` (the one recorder: test/requests.ts). */
function recordTeamRequests() {
  const seen = recordRequests();
  return { seen, writes: () => seen.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path}`) };
}

function as(userId: number) {
  resetDb({ now: NOW, currentUserId: userId });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

const members = () => screen.getByRole('list', { name: 'Mitglieder' });

async function openMember(user: ReturnType<typeof renderView>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name} Wochensaldo`) }, appear));
  return screen.findByRole('region', { name: new RegExp(`^${name} · KW`) }, appear);
}

async function openDay(user: ReturnType<typeof renderView>['user'], week: HTMLElement, label: string) {
  await user.click(await within(week).findByRole('button', { name: new RegExp(label) }, appear));
}

const WED = /^Mi, 25\.11\.2026/;

async function leadOpensMax(dayLabel: RegExp = WED) {
  as(2);
  const view = renderView(<TeamOverview group="Helpdesk" user={LEAD} />);
  const week = await openMember(view.user, 'Max Müller');
  await openDay(view.user, week, dayLabel.source);
  return { ...view, week };
}

describe('team-overview: who sees what', () => {
  it("a lead sees every member with the week's overtime badge and opens any member's week", async () => {
    as(2);
    const { user } = renderView(<TeamOverview group="Helpdesk" user={LEAD} date="2026-11-26" />);
    expect(await screen.findByRole('heading', { name: 'Team Helpdesk' }, appear)).toBeInTheDocument();
    const items = within(members()).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Anna Berger Wochensaldo −0:12 h›',
      'Julia Wagner Wochensaldo +0:16 h›',
      'Lukas Hoffmann Wochensaldo +0:48 h›',
      'Max Müller Wochensaldo −0:10 h›',
      'Thomas Becker Wochensaldo −0:18 h›',
    ]);
    // The balance is coloured text, not a filled badge; the name is what the row shows (label in name).
    expect(within(items[0]).getByText('−0:12 h')).toHaveClass('text-danger');
    expect(within(items[1]).getByText('+0:16 h')).toHaveClass('text-success');
    expect(within(items[0]).getByRole('button')).toHaveAccessibleName('Anna Berger Wochensaldo −0:12 h');
    expect(within(items[0]).getByRole('button')).toHaveAccessibleDescription('Namen wählen, um die Woche zu sehen.');
    expect(within(items[0]).getByRole('button')).toHaveClass('text-body');
    expect(screen.queryByText('Nur die Teamleitung und ihre Vertretung sehen die Wochen anderer Mitglieder.')).toBeNull();
    const week = await openMember(user, 'Julia Wagner');
    await waitFor(() => expect(within(week).getAllByRole('button', { expanded: false })).toHaveLength(7), appear);
    expect(within(week).getByText('Überstunden der Woche:', { exact: false })).toBeInTheDocument();
  });

  it('heading-level sets the title, the member week one below and its days below that', async () => {
    as(4);
    renderView(<TeamOverview group="Helpdesk" user={MEMBER} headingLevel={3} />);
    expect(await screen.findByRole('heading', { name: 'Team Helpdesk', level: 3 }, appear)).toBeInTheDocument();
    const week = await screen.findByRole('region', { name: 'Max Müller · KW 48' }, appear);
    expect(within(week).getByRole('heading', { name: 'Max Müller · KW 48', level: 4 })).toBeInTheDocument();
    expect(await within(week).findByRole('heading', { name: /^Mi, 25\.11\.2026/, level: 5 }, appear)).toBeInTheDocument();
  });

  it('a member sees the badges and only their own week, opened at once', async () => {
    as(4);
    renderView(<TeamOverview group="Helpdesk" user={MEMBER} />);
    const week = await screen.findByRole('region', { name: 'Max Müller · KW 48' }, appear);
    expect(screen.getByText('Nur die Teamleitung und ihre Vertretung sehen die Wochen anderer Mitglieder.')).toBeInTheDocument();
    expect(within(members()).getAllByRole('button')).toHaveLength(1);
    expect(within(members()).getByRole('button', { name: /^Max Müller Wochensaldo/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(members()).getByText('Anna Berger')).toBeInTheDocument();
    await waitFor(() => expect(within(week).getAllByRole('button', { expanded: false })).toHaveLength(7), appear);
  });

  it("someone outside the group gets the server's refusal, with a retry", async () => {
    as(7);
    expectConsole('error', /403|Gruppe/);
    renderView(<TeamOverview group="Helpdesk" user={{ id: 7, dn: 'mehmet.yilmaz' }} />);
    expect(await screen.findByText('Sie dürfen diese Gruppe nicht einsehen.', { exact: false }, appear)).toBeInTheDocument();
  });

  it('a failed read shows an error with "Erneut versuchen"; the retry loads the team', async () => {
    as(2);
    let fail = true;
    server.use(
      http.get(route('/clocking/team/:group'), () => (fail ? HttpResponse.text('<html>boom</html>', { status: 500 }) : undefined)),
    );
    const { user } = renderView(<TeamOverview group="Helpdesk" user={LEAD} />);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 10_000 });
    expect(screen.queryByText('boom')).toBeNull();
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Team Helpdesk' }, appear)).toBeInTheDocument();
  }, 15_000);

  it('an empty group says so', async () => {
    as(2);
    server.use(
      http.get(route('/clocking/team/:group'), () =>
        HttpResponse.json({ group: { id: 1, name: 'Helpdesk', leaderId: 2, substituteId: 3 }, week: { year: 2026, week: 48 }, users: [] }),
      ),
    );
    renderView(<TeamOverview group="Helpdesk" user={LEAD} />);
    expect(await screen.findByText('Diese Gruppe hat keine aktiven Mitglieder.', {}, appear)).toBeInTheDocument();
  });

  it('the week selector reads the team of another ISO week', async () => {
    as(2);
    const { seen } = recordTeamRequests();
    const { user } = renderView(<TeamOverview group="Helpdesk" user={LEAD} />);
    await screen.findByRole('heading', { name: 'Team Helpdesk' }, appear);
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    await waitFor(
      () =>
        expect(seen.some((s) => s.path === '/clocking/team/Helpdesk' && new URLSearchParams(s.search).get('date') === '2026-11-16')).toBe(
          true,
        ),
      appear,
    );
    const week = await openMember(user, 'Max Müller');
    expect(week).toHaveAccessibleName('Max Müller · KW 47');
    // The one period navigation: „Heute“ brings the current week back (and is off while it is shown).
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    expect(await screen.findByRole('region', { name: 'Max Müller · KW 48' }, appear)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled();
  });

  it('a member whose clockings are blocked is shown read-only', async () => {
    as(1);
    const { user } = renderView(<TeamOverview group="Entwicklung" user={{ id: 1, dn: 'sabine.schroeder' }} />);
    const week = await openMember(user, 'Laura Fischer');
    expect(within(week).getByText('Die Buchungen dieses Benutzers sind gesperrt und können nicht geändert werden.')).toBeInTheDocument();
    await openDay(user, week, WED.source);
    expect(within(week).queryByRole('button', { name: /Buchung hinzufügen/ })).toBeNull();
  });
});

describe('team-overview: adding a clocking', () => {
  it('only for today or earlier', async () => {
    const { user, week } = await leadOpensMax(/^Fr, 27\.11\.2026/);
    expect(within(week).getByText('Buchungen können nur für heute oder früher hinzugefügt werden.')).toBeInTheDocument();
    expect(within(week).queryByRole('button', { name: /Buchung hinzufügen/ })).toBeNull();
    await openDay(user, week, /^Do, 26\.11\.2026/.source);
    expect(within(week).getByRole('button', { name: 'Buchung hinzufügen am Do, 26.11.2026' })).toBeEnabled();
  });

  it("the client rules with the team messages in the dialog's list: no request", async () => {
    const { user, week } = await leadOpensMax();
    const { writes } = recordTeamRequests();
    await user.click(within(week).getByRole('button', { name: 'Buchung hinzufügen am Mi, 25.11.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buchung hinzufügen · Mi, 25.11.2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const list = await within(dialog).findByRole('list', { name: 'Bitte folgende Fehler korrigieren:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'clock in muss valide sein',
      'Bitte eine Uhrzeit für Bis angeben oder „bis Jetzt“ wählen.',
      'type muss ausgewählt sein',
      'comment muss gefüllt sein',
    ]);
    expect(within(dialog).getByLabelText('Von')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Von'), '21:00');
    await user.type(within(dialog).getByLabelText('Bis'), '20:00');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Nachtrag');
    await user.selectOptions(within(dialog).getByLabelText('Typ'), 'regulär');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('list', { name: 'Bitte folgende Fehler korrigieren:' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Die Zeit Bis darf nicht kleiner sein als Von']),
    );
    expect(writes()).toEqual([]);
  });

  it('saves with the reason, recalculates the week and the badge changes', async () => {
    const { user, week } = await leadOpensMax();
    const { seen, writes } = recordTeamRequests();
    const maxBadge = () => within(members()).getByRole('button', { name: /^Max Müller Wochensaldo/ });
    expect(maxBadge()).toHaveTextContent('−0:10');
    await user.click(within(week).getByRole('button', { name: 'Buchung hinzufügen am Mi, 25.11.2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buchung hinzufügen · Mi, 25.11.2026' });
    expect(within(dialog).queryByLabelText('bis Jetzt')).toBeNull();
    await user.type(within(dialog).getByLabelText('Von'), '20:00');
    await user.type(within(dialog).getByLabelText('Bis'), '21:00');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Rufbereitschaft nachgetragen');
    await user.selectOptions(within(dialog).getByLabelText('Typ'), 'regulär');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), appear);
    await waitFor(
      () => expect(writes()).toEqual(['POST /clocking/user/create', 'POST /clocking/user/overtime/recalculate/4/2026-W48']),
      appear,
    );
    expect(await screen.findByText('Zeiten werden neu berechnet', {}, appear)).toBeInTheDocument();
    await waitFor(() => expect(maxBadge()).toHaveTextContent('+0:50'), appear);
    expect(seen.filter((s) => s.path === '/json/team/clocking/week-overview').length).toBeGreaterThan(0);
  });

  it('a double click sends one request', async () => {
    const { user, week } = await leadOpensMax();
    const { writes } = recordTeamRequests();
    server.use(
      http.post(route('/clocking/user/create'), async () => {
        await delay(50);
        return HttpResponse.json({ ok: true });
      }),
    );
    await user.click(within(week).getByRole('button', { name: 'Buchung hinzufügen am Mi, 25.11.2026' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Von'), '20:00');
    await user.type(within(dialog).getByLabelText('Bis'), '21:00');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'x');
    await user.selectOptions(within(dialog).getByLabelText('Typ'), 'regulär');
    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), appear);
    expect(writes().filter((w) => w === 'POST /clocking/user/create')).toHaveLength(1);
  });

  it("the server's errors are added to the dialog's list; every value is kept", async () => {
    const { user, week } = await leadOpensMax();
    expectConsole('error', /422|Überschneidung|überschneid/i);
    await user.click(within(week).getByRole('button', { name: 'Buchung hinzufügen am Mi, 25.11.2026' }));
    const dialog = await screen.findByRole('dialog');
    // Max worked on Wednesday morning: the server refuses the overlap.
    await user.type(within(dialog).getByLabelText('Von'), '09:00');
    await user.type(within(dialog).getByLabelText('Bis'), '10:00');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'doppelt');
    await user.selectOptions(within(dialog).getByLabelText('Typ'), 'regulär');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const list = await within(dialog).findByRole('list', { name: 'Bitte folgende Fehler korrigieren:' }, appear);
    expect(within(list).getByText('Die Buchung überschneidet sich mit einer anderen Buchung.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('doppelt');
    expect(within(dialog).getByLabelText('Von')).toHaveValue('09:00');
  });

  it('refuses Bis before Von and an empty comment in the list and at the fields, with no request; what was typed stays', async () => {
    const { user, week } = await leadOpensMax();
    const { writes } = recordTeamRequests();
    await user.click(within(week).getByRole('button', { name: 'Buchung hinzufügen am Mi, 25.11.2026' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Von'), '21:00');
    await user.type(within(dialog).getByLabelText('Bis'), '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const list = within(within(dialog).getByRole('list', { name: 'Bitte folgende Fehler korrigieren:' }));
    expect(list.getByText('Die Zeit Bis darf nicht kleiner sein als Von')).toBeInTheDocument();
    expect(list.getByText('comment muss gefüllt sein')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Kommentar')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Von')).toHaveValue('21:00');
    expect(within(dialog).getByLabelText('Bis')).toHaveValue('20:00');
    expect(writes()).toEqual([]);
  });

  it('a network error on save keeps the dialog open and the button works again', async () => {
    const { user, week } = await leadOpensMax();
    expectConsole('error', /Network|Netzwerk|Verbindung/i);
    server.use(http.post(route('/clocking/user/create'), () => HttpResponse.error()));
    await user.click(within(week).getByRole('button', { name: 'Buchung hinzufügen am Mi, 25.11.2026' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Von'), '20:00');
    await user.type(within(dialog).getByLabelText('Bis'), '21:00');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'x');
    await user.selectOptions(within(dialog).getByLabelText('Typ'), 'regulär');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByRole('list', { name: 'Bitte folgende Fehler korrigieren:' }, appear)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });
});

describe('team-overview: editing and deleting', () => {
  it('edit: saves the change with the reason and recalculates', async () => {
    const { user, week } = await leadOpensMax();
    const { writes, seen } = recordTeamRequests();
    const [edit] = within(week).getAllByRole('button', { name: /^Eintrag ändern/ });
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag ändern · Mi, 25.11.2026' });
    const comment = within(dialog).getByLabelText('Kommentar');
    await user.clear(comment);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Bitte folgende Fehler korrigieren:' })).getByText('comment muss gefüllt sein'),
    ).toBeInTheDocument();
    await user.type(comment, 'Zeit korrigiert');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(
      () => expect(writes()).toEqual(['POST /clocking/user/update', 'POST /clocking/user/overtime/recalculate/4/2026-W48']),
      appear,
    );
    expect(seen.length).toBeGreaterThan(2);
  });

  it('delete: asks for a reason and sends it as the comment parameter', async () => {
    const { user, week } = await leadOpensMax();
    const { seen, writes } = recordTeamRequests();
    const before = within(week).getAllByRole('button', { name: /^Eintrag löschen/ }).length;
    // Quiet in the row; the red is the confirmation's.
    expect(within(week).getAllByRole('button', { name: /^Eintrag löschen/ })[0]).toHaveClass('btn-outline-secondary');
    await user.click(within(week).getAllByRole('button', { name: /^Eintrag löschen/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(
      within(within(dialog).getByRole('list', { name: 'Bitte folgende Fehler korrigieren:' })).getByText('comment muss gefüllt sein'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Begründung', { exact: false })).toHaveFocus();
    expect(writes()).toEqual([]);
    await user.type(within(dialog).getByLabelText('Begründung', { exact: false }), 'doppelt gebucht');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), appear);
    const deletion = seen.find((s) => s.method === 'DELETE');
    expect(deletion?.path).toMatch(/^\/clocking\/user\/delete\/\d+$/);
    expect(new URLSearchParams(deletion?.search).get('comment')).toBe('doppelt gebucht');
    await waitFor(() => expect(writes()).toContain('POST /clocking/user/overtime/recalculate/4/2026-W48'), appear);
    await waitFor(() => expect(within(week).getAllByRole('button', { name: /^Eintrag löschen/ })).toHaveLength(before - 1), appear);
  });

  it("delete: a server failure goes into the dialog's list, the reason is kept", async () => {
    const { user, week } = await leadOpensMax();
    expectConsole('error', /500|Server/i);
    server.use(
      http.delete(route('/clocking/user/delete/:id'), () => HttpResponse.json({ message: 'Löschen nicht möglich.' }, { status: 500 })),
    );
    await user.click(within(week).getAllByRole('button', { name: /^Eintrag löschen/ })[0]);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Begründung', { exact: false }), 'weg');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('list', { name: 'Bitte folgende Fehler korrigieren:' }, appear)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Begründung', { exact: false })).toHaveValue('weg');
    // The next attempt's list shows only its own messages: the server's older refusal goes.
    await user.clear(within(dialog).getByLabelText('Begründung', { exact: false }));
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('list', { name: 'Bitte folgende Fehler korrigieren:' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['comment muss gefüllt sein']),
    );
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toHaveClass('btn-outline-danger');
  });

  it('migrated days (on or before 23.02.2020) cannot be changed, with the hint', async () => {
    vi.setSystemTime(new Date('2020-02-21T12:00:00+01:00'));
    resetDb({ now: new Date('2020-02-21T12:00:00+01:00'), currentUserId: 2 });
    const { user } = renderView(<TeamOverview group="Helpdesk" user={LEAD} />);
    const week = await openMember(user, 'Max Müller');
    await openDay(user, week, /^Mi, 19\.02\.2020/.source);
    expect(within(week).getByText('migrierte Daten aus v1 können nicht bearbeitet werden')).toBeInTheDocument();
    expect(within(week).getByRole('button', { name: 'Buchung hinzufügen am Mi, 19.02.2020' })).toBeDisabled();
    for (const button of within(week).queryAllByRole('button', { name: /^Eintrag (ändern|löschen)/ })) expect(button).toBeDisabled();
  });
});

describe('team-overview: contract', () => {
  it('without group or user: the configuration error, no request', () => {
    const { seen } = recordTeamRequests();
    const logged = expectConsole('error', /Attribut „group“ fehlt/);
    renderView(<TeamOverview user={LEAD} />);
    expect(screen.getByText(/Attribut „group“ fehlt/)).toBeInTheDocument();
    expect(logged()).toHaveLength(1);
    expect(seen).toEqual([]);
  });
});
