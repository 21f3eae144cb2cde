import { db, resetDb, server, settings } from '@mocks/node';
import { route } from '@mocks/http/route';
import { schedulingState } from '@mocks/scheduling/schedule.seed';
import { http, HttpResponse } from 'msw';
import { helpdeskWeek } from '@mocks/scheduling/helpdesk.rules';
import { screen, waitFor, within } from '@testing-library/react';
import { closedSelectKeys } from '@test/native-select';
import { contracted, renderView } from '@test/render';
import { recordRequests } from '@test/requests';
import { HelpdeskScheduler as View } from './helpdesk-scheduler';
import { helpdeskSchedulerTag } from './helpdesk-scheduler.tag';
import { TEST_NOW } from '@test/clock';

const HelpdeskScheduler = contracted(View, helpdeskSchedulerTag);
const ADMIN = ['Intern.Rollen.HelpdeskDienstplan.Admin'];
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };
const NEXT_WEEK = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];

/** The shift select of a worker on a day, e.g. cell('Max Müller', 'Mo, 30.11.2026'). */
const cell = (name: string, day: string) => screen.getByRole('combobox', { name: `Schicht von ${name} am ${day}` });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

/** The week as the emulated backend answers it, without its `editable`: the page's role and flag decide. */
function silentServer() {
  server.use(
    http.get(route('/json/scheduler/helpdesk/week/:date'), ({ params }) => {
      const { editable: _editable, ...week } = helpdeskWeek(db, String(params.date));
      return HttpResponse.json(week);
    }),
  );
}

/** Types the server holds for a worker in a week, Monday first ('' = not planned). */
function stored(userId: number, monday: string) {
  const shift = helpdeskWeek(db, monday).shifts.find((s) => s.user_id === userId)!;
  const days = NEXT_WEEK[0] === monday ? NEXT_WEEK : [];
  return days.map((day) => shift.schedules.find((s) => s.day === day)?.type ?? '');
}

async function openNextWeek(user: ReturnType<typeof renderView>['user']) {
  await user.click(screen.getByRole('button', { name: /^KW 49/ }));
  await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Mo, 30.11.2026' }, appear);
}

describe('<helpdesk-scheduler>', () => {
  beforeEach(() => {
    resetDb({ now: TEST_NOW, currentUserId: 6 });
  });

  it('shows the current week open with shifts, days off, the absence and collapsed later weeks', async () => {
    db.currentUserId = 4; // Max Müller: neither the role nor the flag, on the page or on the server
    renderView(<HelpdeskScheduler date="2026-11-23" />);
    const week = await screen.findByRole('table', undefined, appear);
    expect(screen.getByRole('button', { name: /^KW 48 · 23\.11\.–29\.11\.2026/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^KW 49/ })).toHaveAttribute('aria-expanded', 'false');
    // Read-only without role or flag: badges, no selects, and the reason.
    expect(screen.queryByRole('combobox')).toBeNull();
    // The read-only note is an info box, not a muted line; it names no role id.
    expect(screen.getByText('Nur Ansicht – Änderungen nimmt die Dienstplan-Verwaltung vor.').closest('.alert')).toHaveClass('alert-info');
    expect(screen.queryByText(/HelpdeskDienstplan\.Admin/)).toBeNull();
    // The weekend's columns are shaded and say so to a screen reader; the weekdays are not.
    expect(within(week).getByRole('columnheader', { name: /^Sa 28\.11\. ?\(Wochenende\)$/ })).toHaveClass('table-secondary');
    expect(within(week).getByRole('columnheader', { name: /^Fr 27\.11\./ })).not.toHaveClass('table-secondary');
    const max = within(week).getByRole('row', { name: /Max Müller/ });
    // The one vacation look of the state map (not a scheduler-own yellow).
    expect(within(max).getByText('Urlaub')).toHaveAttribute('data-state', 'vacation');
    expect(within(max).getAllByText('frei').length).toBeGreaterThanOrEqual(2);
  });

  it('pages the weeks with the one period navigation: ‹ first week ›, one week a step, „Heute“ back to the current week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW);
    const { user } = renderView(<HelpdeskScheduler date="2026-11-23" weeks={2} />);
    const nav = screen.getByRole('group', { name: 'Erste angezeigte Woche' });
    expect(within(nav).getByRole('button', { name: /KW 48 · 23\.11\.–29\.11\.2026/ })).toBeInTheDocument();
    const today = within(nav).getByRole('button', { name: 'Heute' });
    expect(today).toBeDisabled();
    expect(today).toHaveAccessibleDescription('Die aktuelle Woche wird angezeigt');
    await user.click(within(nav).getByRole('button', { name: 'Nächste Woche' }));
    // The window moved by one week; the week now first is open, the next one closed.
    expect(screen.getByRole('button', { name: /^KW 49 · 30\.11\.–06\.12\.2026/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^KW 50/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /^KW 48/ })).toBeNull();
    await user.click(today);
    expect(screen.getByRole('button', { name: /^KW 48 · 23\.11\.–29\.11\.2026/ })).toHaveAttribute('aria-expanded', 'true');
    expect(today).toBeDisabled();
  });

  it('a week with a public holiday names it in the column head', async () => {
    const { user } = renderView(<HelpdeskScheduler date="2026-12-21" weeks={1} />);
    await screen.findByRole('table', undefined, appear);
    expect(screen.getAllByText(/Feiertag: /).map((e) => e.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Weihnacht/)]),
    );
    await user.click(screen.getByRole('button', { name: /^KW 52/ }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a Monday pick in an empty week fills Monday–Friday: 7 schedule calls, kept after a reload', async () => {
    const seen = recordRequests(/^\/json\/scheduler\/helpdesk\/schedule$/);
    const { user, unmount } = renderView(<HelpdeskScheduler date="2026-11-23" roles={ADMIN} />);
    await screen.findByRole('table', undefined, appear);
    await openNextWeek(user);
    await user.selectOptions(cell('Max Müller', 'Mo, 30.11.2026'), 'Frühdienst');
    await screen.findByText('Schichten von Max Müller gespeichert', undefined, appear);
    await waitFor(() =>
      expect(seen.map((r) => r.body)).toEqual(NEXT_WEEK.map((date, i) => ({ user_id: 4, date, type: i < 5 ? 'hd_frueh' : '' }))),
    );
    expect(stored(4, '2026-11-30')).toEqual(['hd_frueh', 'hd_frueh', 'hd_frueh', 'hd_frueh', 'hd_frueh', '', '']);
    await waitFor(() => expect(cell('Max Müller', 'Fr, 04.12.2026')).toHaveValue('hd_frueh'));
    unmount();
    // Reload: a new widget reads the week from the server.
    renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} roles={ADMIN} />);
    const friday = await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Fr, 04.12.2026' }, appear);
    expect(friday).toHaveValue('hd_frueh');
  });

  it('a Monday pick fills nothing more when a day of Tuesday–Friday is planned', async () => {
    const { user } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} roles={ADMIN} />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Do, 03.12.2026' }, appear),
      'Spätdienst',
    );
    await waitFor(() => expect(stored(4, '2026-11-30')).toEqual(['', '', '', 'hd_spaet', '', '', '']));
    await waitFor(() => expect(cell('Max Müller', 'Mo, 30.11.2026')).not.toHaveAttribute('aria-disabled'));
    await user.selectOptions(cell('Max Müller', 'Mo, 30.11.2026'), 'Frühdienst');
    await waitFor(() => expect(stored(4, '2026-11-30')).toEqual(['hd_frueh', '', '', 'hd_spaet', '', '', '']));
  });

  it('a Saturday pick fills Sunday when it is empty', async () => {
    const seen = recordRequests(/^\/json\/scheduler\/helpdesk\/schedule$/);
    const { user } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} roles={ADMIN} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Schicht von Julia Wagner am Sa, 05.12.2026' }, appear), 'frei');
    await waitFor(() => expect(seen).toHaveLength(7));
    await waitFor(() => expect(stored(3, '2026-11-30')).toEqual(['', '', '', '', '', 'hd_frei', 'hd_frei']));
  });

  it('editing (a server silent on `editable`): the role path must end in HelpdeskDienstplan.Admin, or the page flag allows it', async () => {
    silentServer();
    for (const [props, editable] of [
      [{ roles: ['Intern.Rollen.HelpdeskDienstplan.Admin'] }, true],
      [{ roles: ['HelpdeskDienstplan.Admin'] }, true],
      [{ roles: ['Intern.Rollen.HelpdeskDienstplan.Admin.Lesen', 'HelpdeskDienstplanXAdmin'] }, false],
      [{ roles: [], canEdit: true }, true],
      [{ roles: ['employee'], canEdit: false }, false],
    ] as const) {
      const { unmount } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} {...props} />);
      await screen.findByRole('table', undefined, appear);
      expect(screen.queryAllByRole('combobox').length > 0).toBe(editable);
      unmount();
    }
  });

  it('failures show the server message as a banner: no right (403), absence day (422)', async () => {
    silentServer();
    db.currentUserId = 4; // the page claims the flag, the server (silent on `editable` here) knows better
    const { user, unmount } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} canEdit />);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Di, 01.12.2026' }, appear),
      'Frühdienst',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie dürfen den Helpdesk-Dienstplan nicht bearbeiten.');
    // The choice stays on screen, marked as not saved (nothing is lost); the server kept the day empty.
    expect(cell('Max Müller', 'Di, 01.12.2026')).toHaveValue('hd_frueh');
    expect(cell('Max Müller', 'Di, 01.12.2026')).toHaveAttribute('data-commit-state', 'failed');
    expect(stored(4, '2026-11-30')[1]).toBe('');
    unmount();
    db.currentUserId = 6;
    // An absence the week's answer does not show (entered elsewhere meanwhile): Friday 27.11. is Max
    // Müller's vacation day on the server, and it refuses the working shift with its message.
    server.use(
      http.get(route('/json/scheduler/helpdesk/week/:date'), ({ params }) => {
        const week = helpdeskWeek(db, String(params.date));
        return HttpResponse.json({ ...week, shifts: week.shifts.map((shift) => ({ ...shift, vacations: [] })) });
      }),
    );
    const { user: second } = renderView(<HelpdeskScheduler date="2026-11-23" weeks={1} roles={ADMIN} />);
    const friday = await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Fr, 27.11.2026' }, appear);
    await second.selectOptions(friday, 'Spätdienst');
    expect(await screen.findByRole('alert', undefined, appear)).toHaveTextContent('Max Müller hat an diesem Tag Urlaub.');
  });

  it('no working shift is offered on an absence day, so a week is never half saved', async () => {
    const seen = recordRequests(/^\/json\/scheduler\/helpdesk\/schedule$/);
    const { unmount } = renderView(<HelpdeskScheduler date="2026-11-23" weeks={1} roles={ADMIN} />);
    // Friday 27.11. is Max Müller's vacation day: only "not planned" and "frei".
    const friday = await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Fr, 27.11.2026' }, appear);
    expect(optionsOf(friday)).toEqual(['—', 'frei']);
    expect(optionsOf(cell('Max Müller', 'Do, 26.11.2026'))).toEqual(['—', 'Frühdienst', 'Spätdienst', 'frei']);
    unmount();
    // A stale working shift stored on the absence day is shown, cannot be chosen, and goes as "frei":
    // all seven days are saved.
    schedulingState(db).helpdeskShifts.set('4|2026-11-27', 'hd_spaet');
    const { user } = renderView(<HelpdeskScheduler date="2026-11-23" weeks={1} roles={ADMIN} />);
    const stale = await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Fr, 27.11.2026' }, appear);
    expect(stale).toHaveValue('hd_spaet');
    expect(within(stale).getByRole('option', { name: 'Spätdienst' })).toBeDisabled();
    await user.selectOptions(cell('Max Müller', 'Do, 26.11.2026'), 'Frühdienst');
    await screen.findByText('Schichten von Max Müller gespeichert', undefined, appear);
    expect(seen).toHaveLength(7);
    expect(seen[4].body).toEqual({ user_id: 4, date: '2026-11-27', type: 'hd_frei' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the server's own `editable` wins: the permission flag without the role edits and saves; a page's claim the server denies is read-only", async () => {
    // Julia Wagner (3) holds the flag, not the role: editable cells without any page prop, and the save is accepted.
    db.currentUserId = 3;
    const { user, unmount } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} />);
    expect(await screen.findByText(/^Schnellauswahl:/, undefined, appear)).toBeInTheDocument();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Di, 01.12.2026' }, appear),
      'Spätdienst',
    );
    await screen.findByText('Schichten von Max Müller gespeichert', undefined, appear);
    expect(stored(4, '2026-11-30')[1]).toBe('hd_spaet');
    unmount();
    // Max Müller (4): the page claims role and flag, the server says no: nothing looks editable.
    db.currentUserId = 4;
    renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} roles={ADMIN} canEdit />);
    await screen.findByRole('table', undefined, appear);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(await screen.findByText('Nur Ansicht – der Server erlaubt Ihnen keine Änderungen am Helpdesk-Dienstplan.')).toBeInTheDocument();
  });

  it('500 and network: a German banner; the selects work again; a double pick saves one week', async () => {
    const seen = recordRequests(/^\/json\/scheduler\/helpdesk\/schedule$/);
    const { user } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} roles={ADMIN} />);
    const tuesday = await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Di, 01.12.2026' }, appear);
    settings.faults = [{ method: 'POST', path: '/json/scheduler/helpdesk/schedule', status: 500 }];
    await user.selectOptions(tuesday, 'Frühdienst');
    expect(await screen.findByRole('alert')).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten.');
    await waitFor(() => expect(tuesday).not.toHaveAttribute('aria-disabled'));
    settings.faults = [{ method: 'POST', path: '/json/scheduler/helpdesk/schedule', network: true }];
    await user.selectOptions(tuesday, 'Frühdienst');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Keine Verbindung zum Server'));
    settings.faults = [];
    seen.length = 0;
    settings.latency = 50;
    const wednesday = cell('Max Müller', 'Mi, 02.12.2026');
    await waitFor(() => expect(wednesday).not.toHaveAttribute('aria-disabled'));
    await user.selectOptions(wednesday, 'Spätdienst');
    await user.selectOptions(cell('Max Müller', 'Do, 03.12.2026'), 'Spätdienst').catch(() => undefined);
    await screen.findByText('Schichten von Max Müller gespeichert', undefined, appear);
    expect(seen).toHaveLength(7);
  });

  it('a cell reached by Tab keeps the focus while its week saves (a disabled one would drop it to the page)', async () => {
    const seen = recordRequests(/^\/json\/scheduler\/helpdesk\/schedule$/);
    settings.latency = 50;
    const { user } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} roles={ADMIN} />);
    const monday = await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Mo, 30.11.2026' }, appear);
    await user.tab();
    while (document.activeElement !== monday) await user.tab();
    // jsdom has no type-ahead in a select: the pick itself (the browser test types it).
    await user.selectOptions(monday, 'Spätdienst');
    expect(await screen.findByText('Woche wird gespeichert …')).toBeInTheDocument();
    expect(monday).toHaveFocus();
    expect(monday).toHaveAttribute('aria-disabled', 'true');
    // A change while it saves is ignored: the week is sent once.
    await user.selectOptions(monday, 'Frühdienst');
    await screen.findByText('Schichten von Max Müller gespeichert', undefined, appear);
    expect(monday).toHaveFocus();
    expect(seen).toHaveLength(7);
    await waitFor(() => expect(cell('Max Müller', 'Fr, 04.12.2026')).toHaveValue('hd_spaet'));
  });

  it('arrow keys on the closed cell send nothing; Tab after three ArrowDown saves the week once, with the last shift', async () => {
    closedSelectKeys();
    const seen = recordRequests(/^\/json\/scheduler\/helpdesk\/schedule$/);
    const { user } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} roles={ADMIN} />);
    const monday = await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Mo, 30.11.2026' }, appear);
    monday.focus();
    // The list is —, Frühdienst, Spätdienst, Frei.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(monday).toHaveValue('hd_frei');
    expect(monday).toHaveAccessibleDescription('Noch nicht gespeichert. Mit Eingabetaste oder Tab speichern, mit Escape verwerfen.');
    expect(seen).toEqual([]);
    await user.tab();
    await screen.findByText('Schichten von Max Müller gespeichert', undefined, appear);
    // One pick = one week: seven calls (one per day, spec 02 §7), Monday–Friday the final "frei".
    await waitFor(() =>
      expect(seen.map((r) => r.body)).toEqual(NEXT_WEEK.map((date, i) => ({ user_id: 4, date, type: i < 5 ? 'hd_frei' : '' }))),
    );
    expect(stored(4, '2026-11-30')).toEqual(['hd_frei', 'hd_frei', 'hd_frei', 'hd_frei', 'hd_frei', '', '']);
    expect(monday).toHaveAttribute('data-commit-state', 'saved');
  });

  it('Enter saves the shift walked to once and keeps the focus; Escape puts the saved shift back and sends nothing', async () => {
    closedSelectKeys();
    const seen = recordRequests(/^\/json\/scheduler\/helpdesk\/schedule$/);
    const { user } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} roles={ADMIN} />);
    const thursday = await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Do, 03.12.2026' }, appear);
    thursday.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(thursday).toHaveValue('');
    await user.tab();
    await user.tab({ shift: true });
    expect(seen).toEqual([]);
    await user.keyboard('{End}{ArrowUp}{Enter}');
    await screen.findByText('Schichten von Max Müller gespeichert', undefined, appear);
    expect(thursday).toHaveFocus();
    await waitFor(() => expect(stored(4, '2026-11-30')).toEqual(['', '', '', 'hd_spaet', '', '', '']));
    expect(seen).toHaveLength(7);
    await user.tab();
    expect(seen).toHaveLength(7);
  });

  it("a 500 or 404 with a message shows the server's text (spec: response.data.message); markup in it stays text", async () => {
    const { user } = renderView(<HelpdeskScheduler date="2026-11-30" weeks={1} roles={ADMIN} />);
    const tuesday = await screen.findByRole('combobox', { name: 'Schicht von Max Müller am Di, 01.12.2026' }, appear);
    settings.faults = [
      {
        method: 'POST',
        path: '/json/scheduler/helpdesk/schedule',
        status: 503,
        body: { message: 'Dienstplan wird gewartet <b>bis 10 Uhr</b>.' },
      },
    ];
    await user.selectOptions(tuesday, 'Frühdienst');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dienstplan wird gewartet <b>bis 10 Uhr</b>.');
    // Rendered as markup, "bis 10 Uhr" would be an element of its own.
    expect(within(alert).queryByText('bis 10 Uhr')).toBeNull();
    settings.faults = [
      { method: 'GET', path: '/json/scheduler/helpdesk/week', status: 404, body: { message: 'Diese Woche ist nicht mehr verfügbar.' } },
    ];
    const { container: other } = renderView(<HelpdeskScheduler date="2026-12-07" weeks={1} roles={ADMIN} />);
    expect(await within(other).findByRole('alert', undefined, appear)).toHaveTextContent('Diese Woche ist nicht mehr verfügbar.');
  });

  it('a week that cannot be read offers a retry', async () => {
    settings.faults = [{ method: 'GET', path: '/json/scheduler/helpdesk/week', status: 403 }];
    const { user } = renderView(<HelpdeskScheduler date="2026-11-23" weeks={1} />);
    expect(await screen.findByRole('alert', undefined, appear)).toBeInTheDocument();
    settings.faults = [];
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('table', undefined, appear)).toBeInTheDocument();
  });
});
