import { fillExample } from '@stempeluhr/core';
import { db, resetDb, server, settings } from '@mocks/node';
import { route } from '@mocks/http/route';
import { http, HttpResponse } from 'msw';
import { attendanceGroup, attendanceOn } from '@mocks/scheduling/attendance.rules';
import { dayTimestamp } from '@mocks/scheduling/days.rules';
import { screen, waitFor, within } from '@testing-library/react';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { recordRequests } from '@test/requests';
import { IcingaMasterScheduler as View } from './icinga-master-scheduler';
import { icingaMasterSchedulerTag } from './icinga-master-scheduler.tag';
import { isIcingaScheduleAdmin } from './roles';
import { TEST_NOW } from '@test/clock';

const IcingaMasterScheduler = contracted(View, icingaMasterSchedulerTag);
const ADMIN = ['Intern.Rollen.IcingaMasterDienstplan.Admin'];
const TEAM = 'icinga-master';
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };
const SAVE = /^\/json\/scheduler\/icinga-master\/save$/;

/** The cell button of a member on a day, e.g. cell('Anna Berger', 'Mo, 30.11.2026'). */
const named = (name: string, day: string) => new RegExp(`^(Dienst: )?${name} am ${day.replace(/\./g, '\\.')}$`);
const cell = (name: string, day: string) => screen.getByRole('button', { name: named(name, day) });
const findCell = (name: string, day: string) => screen.findByRole('button', { name: named(name, day) }, appear);

/** Who the server holds on duty on a day. */
const stored = (day: string) => attendanceOn(db, TEAM, attendanceGroup(db, TEAM)!, day);

describe('<icinga-master-scheduler>', () => {
  beforeEach(() => {
    resetDb({ now: TEST_NOW, currentUserId: 10 });
  });

  it('the manifest example names the team and an editing role; an editor gets enabled cells', async () => {
    const example = fillExample(icingaMasterSchedulerTag.example);
    expect(example).toContain('team="icinga-master"');
    renderView(<IcingaMasterScheduler team="icinga-master" date="2026-11-23" roles={ADMIN} />);
    expect(screen.getByRole('heading', { name: 'Icinga-Master-Dienstplan' })).toBeInTheDocument();
    expect(await findCell('Anna Berger', 'Mo, 23.11.2026')).not.toHaveAttribute('aria-disabled');
  });

  it('read-only: members against weekdays and weekend in two tables, one person on duty a day, no controls', async () => {
    const seen = recordRequests(/^\/json\/scheduler\//);
    renderView(<IcingaMasterScheduler team="icinga-master" date="2026-11-25" />);
    const weekdays = await screen.findByRole('table', { name: 'Werktage KW 48' }, appear);
    const weekend = screen.getByRole('table', { name: 'Wochenende KW 48' });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/json/scheduler/icinga-master/week/2026-11-23' });
    expect(screen.getByText('Nur Ansicht – Änderungen nimmt die Dienstplan-Verwaltung vor.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: / am / })).toHaveLength(0);
    expect(
      within(weekdays)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mitarbeiter', 'Mo23.11.', 'Di24.11.', 'Mi25.11.', 'Do26.11.', 'Fr27.11.']);
    expect(
      within(weekend)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mitarbeiter', 'Sa28.11.', 'So29.11.']);
    const rows = within(weekdays).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Anna Berger', 'Mehmet Yılmaz', 'Sophie Klein']);
    // The seed: Mehmet Yılmaz Monday–Friday, Sophie Klein on the weekend.
    expect(within(rows[1]).getAllByText('Dienst')).toHaveLength(5);
    const weekendRows = within(weekend).getAllByRole('row').slice(1);
    expect(within(weekendRows[2]).getAllByText('Dienst')).toHaveLength(2);
    expect(within(weekendRows[0]).getAllByText('kein Dienst')).toHaveLength(2);
  });

  it('who may edit: a role path ending in IcingaMasterDienstplan.Admin, or the page flag', async () => {
    expect(isIcingaScheduleAdmin(['Intern.Rollen.IcingaMasterDienstplan.Admin'])).toBe(true);
    expect(isIcingaScheduleAdmin(['IcingaMasterDienstplan.Admin'])).toBe(true);
    expect(
      isIcingaScheduleAdmin([
        'IcingaMasterDienstplan.Admin.Lesen',
        'XIcingaMasterDienstplan.Admin',
        'Intern.Rollen.HelpdeskDienstplan.Admin',
      ]),
    ).toBe(false);
    for (const [props, editable] of [
      [{ roles: ADMIN }, true],
      [{ roles: [], canEdit: true }, true],
      [{ roles: ['employee', 'Intern.Rollen.HelpdeskDienstplan.Admin'] }, false],
      [{}, false],
    ] as const) {
      const { unmount } = renderView(<IcingaMasterScheduler date="2026-11-23" {...props} />);
      await screen.findByRole('table', { name: 'Werktage KW 48' }, appear);
      expect(screen.queryAllByRole('button', { name: / am / }).length > 0).toBe(editable);
      unmount();
    }
  });

  it('the permission flag without the role: editable cells, and the server accepts the pick (Mehmet Yılmaz holds the flag there)', async () => {
    db.currentUserId = 7;
    const { user } = renderView(<IcingaMasterScheduler date="2026-11-30" canEdit />);
    expect(screen.getByText(/^Je Tag hat eine Person Dienst/)).toBeInTheDocument();
    await user.click(await findCell('Mehmet Yılmaz', 'Di, 01.12.2026'));
    await screen.findByText('Mehmet Yılmaz hat am Di, 01.12.2026 Dienst', undefined, appear);
    expect(stored('2026-12-01')).toBe(7);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the week selector steps by ISO week; an unplanned week marks every day as not staffed', async () => {
    const seen = recordRequests(/^\/json\/scheduler\//);
    const { user } = renderView(<IcingaMasterScheduler team="icinga-master" date="2026-11-23" />);
    await screen.findByRole('table', { name: 'Werktage KW 48' }, appear);
    await user.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    const weekdays = await screen.findByRole('table', { name: 'Werktage KW 49' }, appear);
    expect(seen.at(-1)?.path).toBe('/json/scheduler/icinga-master/week/2026-11-30');
    expect(within(weekdays).getAllByText('nicht besetzt')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    await user.click(screen.getByRole('button', { name: 'Vorherige Woche' }));
    expect(await screen.findByRole('table', { name: 'Werktage KW 47' }, appear)).toBeInTheDocument();
  });

  it('a pick on Tuesday saves {user, date} for that one day (the day timestamp) and shows the new plan; a second pick clears it', async () => {
    const seen = recordRequests(SAVE);
    const saved = vi.fn();
    const { user, host } = renderView(<IcingaMasterScheduler team="icinga-master" date="2026-11-30" roles={ADMIN} />);
    host.addEventListener('stempeluhr:saved', (e) => saved((e as CustomEvent).detail));
    await user.click(await findCell('Anna Berger', 'Di, 01.12.2026'));
    await screen.findByText('Anna Berger hat am Di, 01.12.2026 Dienst', undefined, appear);
    expect(seen.map((r) => r.body)).toEqual([{ user: 5, date: dayTimestamp('2026-12-01') }]);
    expect(stored('2026-12-01')).toBe(5);
    expect(stored('2026-11-30')).toBeNull();
    expect(stored('2026-12-02')).toBeNull();
    expect(saved).toHaveBeenCalledWith({ what: 'attendance', id: 5 });
    await waitFor(() => expect(cell('Anna Berger', 'Di, 01.12.2026')).toHaveAttribute('aria-pressed', 'true'));

    // Another member for the same day replaces Anna Berger; the weekend table saves its own days.
    await user.click(cell('Sophie Klein', 'Di, 01.12.2026'));
    await waitFor(() => expect(cell('Sophie Klein', 'Di, 01.12.2026')).toHaveAttribute('aria-pressed', 'true'));
    expect(cell('Anna Berger', 'Di, 01.12.2026')).toHaveAttribute('aria-pressed', 'false');
    await user.click(cell('Mehmet Yılmaz', 'So, 06.12.2026'));
    await waitFor(() => expect(stored('2026-12-06')).toBe(7));

    await user.click(cell('Sophie Klein', 'Di, 01.12.2026'));
    await screen.findByText('Dienst am Di, 01.12.2026 entfernt', undefined, appear);
    expect(seen.at(-1)?.body).toEqual({ user: null, date: dayTimestamp('2026-12-01') });
    expect(stored('2026-12-01')).toBeNull();
  });

  it('quick-fill (spec 02 §4): a Monday pick in an empty week fills Monday to Friday, one call per day, kept after a reload', async () => {
    const seen = recordRequests(SAVE);
    const { user, unmount } = renderView(<IcingaMasterScheduler date="2026-11-30" roles={ADMIN} />);
    expect(screen.getByText(/Schnellauswahl: Eine Wahl am Montag füllt Montag bis Freitag/)).toBeInTheDocument();
    await user.click(await findCell('Mehmet Yılmaz', 'Mo, 30.11.2026'));
    await screen.findByText('Mehmet Yılmaz hat von Mo, 30.11.2026 bis Fr, 04.12.2026 Dienst', undefined, appear);
    const week = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
    expect(seen.map((r) => r.body)).toEqual(week.map((day) => ({ user: 7, date: dayTimestamp(day) })));
    for (const day of week) expect(stored(day)).toBe(7);
    // The weekend is its own table: untouched.
    expect(stored('2026-12-05')).toBeNull();
    for (const day of ['Mo, 30.11.2026', 'Mi, 02.12.2026', 'Fr, 04.12.2026'])
      await waitFor(() => expect(cell('Mehmet Yılmaz', day)).toHaveAttribute('aria-pressed', 'true'));
    unmount();
    renderView(<IcingaMasterScheduler date="2026-11-30" />);
    const weekdays = await screen.findByRole('table', { name: 'Werktage KW 49' }, appear);
    expect(within(within(weekdays).getByRole('row', { name: /Mehmet Yılmaz/ })).getAllByText('Dienst')).toHaveLength(5);
  });

  it('quick-fill: a Saturday pick fills Sunday when it is empty; with a planned Tuesday a Monday pick saves Monday only', async () => {
    const seen = recordRequests(SAVE);
    const { user } = renderView(<IcingaMasterScheduler date="2026-11-30" roles={ADMIN} />);
    await user.click(await findCell('Sophie Klein', 'Sa, 05.12.2026'));
    await screen.findByText('Sophie Klein hat von Sa, 05.12.2026 bis So, 06.12.2026 Dienst', undefined, appear);
    expect(stored('2026-12-05')).toBe(10);
    expect(stored('2026-12-06')).toBe(10);
    // Sunday now planned: another Saturday pick saves Saturday alone.
    await waitFor(() => expect(cell('Sophie Klein', 'So, 06.12.2026')).toHaveAttribute('aria-pressed', 'true'));
    await user.click(cell('Anna Berger', 'Sa, 05.12.2026'));
    await screen.findByText('Anna Berger hat am Sa, 05.12.2026 Dienst', undefined, appear);
    expect([stored('2026-12-05'), stored('2026-12-06')]).toEqual([5, 10]);

    await user.click(cell('Anna Berger', 'Di, 01.12.2026'));
    await waitFor(() => expect(stored('2026-12-01')).toBe(5));
    await waitFor(() => expect(cell('Anna Berger', 'Di, 01.12.2026')).toHaveAttribute('aria-pressed', 'true'));
    const before = seen.length;
    await user.click(cell('Mehmet Yılmaz', 'Mo, 30.11.2026'));
    await screen.findByText('Mehmet Yılmaz hat am Mo, 30.11.2026 Dienst', undefined, appear);
    expect(seen.slice(before).map((r) => r.body)).toEqual([{ user: 7, date: dayTimestamp('2026-11-30') }]);
    expect([stored('2026-11-30'), stored('2026-12-01'), stored('2026-12-02')]).toEqual([7, 5, null]);
  });

  it('quick-fill stops at the first refusal: the days before are saved and shown, the banner says why', async () => {
    const { user } = renderView(<IcingaMasterScheduler date="2026-11-30" roles={ADMIN} />);
    const monday = await findCell('Anna Berger', 'Mo, 30.11.2026');
    // The third day (Wednesday) is refused; the others would pass.
    let calls = 0;
    server.use(
      http.post(route('/json/scheduler/:team/save'), () => {
        calls += 1;
        return calls === 3 ? HttpResponse.json({ message: 'Mittwoch ist gesperrt.' }, { status: 422 }) : undefined;
      }),
    );
    await user.click(monday);
    expect(await screen.findByRole('alert', undefined, appear)).toHaveTextContent('Mittwoch ist gesperrt.');
    expect(calls).toBe(3);
    expect([stored('2026-11-30'), stored('2026-12-01'), stored('2026-12-02')]).toEqual([5, 5, null]);
    await waitFor(() => expect(cell('Anna Berger', 'Di, 01.12.2026')).toHaveAttribute('aria-pressed', 'true'));
    expect(cell('Anna Berger', 'Mi, 02.12.2026')).toHaveAttribute('aria-pressed', 'false');
  });

  it('the plan is kept after a reload', async () => {
    const { user, unmount } = renderView(<IcingaMasterScheduler date="2026-11-30" canEdit />);
    await user.click(await findCell('Mehmet Yılmaz', 'Mi, 02.12.2026'));
    await waitFor(() => expect(stored('2026-12-02')).toBe(7));
    unmount();
    renderView(<IcingaMasterScheduler date="2026-12-02" />);
    const weekdays = await screen.findByRole('table', { name: 'Werktage KW 49' }, appear);
    const mehmet = within(weekdays).getByRole('row', { name: /Mehmet Yılmaz/ });
    expect(within(mehmet).getAllByRole('cell')[2]).toHaveTextContent('Dienst');
  });

  it("a refusal shows the server's message as a banner and the plan stays the server's", async () => {
    const { user } = renderView(<IcingaMasterScheduler date="2026-11-30" roles={ADMIN} />);
    const cellButton = await findCell('Mehmet Yılmaz', 'Di, 01.12.2026');
    // Mehmet Yılmaz left the team meanwhile: the server refuses (422 with its German message).
    db.users.find((u) => u.id === 7)!.groupIds = [];
    await user.click(cellButton);
    expect(await screen.findByRole('alert', undefined, appear)).toHaveTextContent('Mehmet Yılmaz gehört nicht zum Team.');
    expect(stored('2026-12-01')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a tampered page (role claimed, the server knows better): the 403 message as a banner, nothing saved', async () => {
    db.currentUserId = 5; // Anna Berger: a team member without IcingaMasterDienstplan.Admin
    const { user } = renderView(<IcingaMasterScheduler date="2026-11-30" roles={ADMIN} />);
    await user.click(await findCell('Mehmet Yılmaz', 'Di, 01.12.2026'));
    expect(await screen.findByRole('alert', undefined, appear)).toHaveTextContent(
      'Sie dürfen den Icinga-Master-Dienstplan nicht bearbeiten.',
    );
    expect(stored('2026-12-01')).toBeNull();
    expect(cell('Mehmet Yılmaz', 'Di, 01.12.2026')).toHaveAttribute('aria-pressed', 'false');
  });

  it('500 and network: a German banner; the cells work again', async () => {
    const { user } = renderView(<IcingaMasterScheduler date="2026-11-30" roles={ADMIN} />);
    const tuesday = await findCell('Anna Berger', 'Di, 01.12.2026');
    settings.faults = [{ method: 'POST', path: '/json/scheduler/icinga-master/save', status: 500 }];
    await user.click(tuesday);
    expect(await screen.findByRole('alert', undefined, appear)).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten.');
    await waitFor(() => expect(cell('Anna Berger', 'Di, 01.12.2026')).not.toHaveAttribute('aria-disabled'));
    settings.faults = [{ method: 'POST', path: '/json/scheduler/icinga-master/save', network: true }];
    await user.click(cell('Anna Berger', 'Di, 01.12.2026'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Keine Verbindung zum Server'));
    settings.faults = [];
    await waitFor(() => expect(cell('Anna Berger', 'Di, 01.12.2026')).not.toHaveAttribute('aria-disabled'));
    await user.click(cell('Anna Berger', 'Di, 01.12.2026'));
    await waitFor(() => expect(stored('2026-12-01')).toBe(5));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a double click sends one request', async () => {
    const seen = recordRequests(SAVE);
    settings.latency = 50;
    const { user } = renderView(<IcingaMasterScheduler date="2026-11-30" roles={ADMIN} />);
    await user.dblClick(await findCell('Anna Berger', 'Do, 03.12.2026'));
    await screen.findByText('Anna Berger hat am Do, 03.12.2026 Dienst', undefined, appear);
    expect(seen).toHaveLength(1);
    expect(stored('2026-12-03')).toBe(5);
  });

  it('keyboard: Tab reaches a cell, Enter saves it, the cell keeps the focus while it saves and after', async () => {
    const seen = recordRequests(SAVE);
    settings.latency = 50;
    const { user } = renderView(<IcingaMasterScheduler date="2026-11-30" roles={ADMIN} />);
    const friday = await findCell('Sophie Klein', 'Fr, 04.12.2026');
    while (document.activeElement !== friday) await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Wird gespeichert …')).toBeInTheDocument();
    expect(friday).toHaveFocus();
    expect(friday).toHaveAttribute('aria-disabled', 'true');
    // Enter again while it saves sends nothing more.
    await user.keyboard('{Enter}');
    await screen.findByText('Sophie Klein hat am Fr, 04.12.2026 Dienst', undefined, appear);
    await waitFor(() => expect(stored('2026-12-04')).toBe(10));
    expect(seen).toHaveLength(1);
    expect(cell('Sophie Klein', 'Fr, 04.12.2026')).toHaveFocus();
  });

  it('a team without members says what to do; a week that cannot be read offers a retry', async () => {
    const members = db.users.filter((u) => u.groupIds.includes(3));
    for (const member of members) member.groupIds = member.groupIds.filter((g) => g !== 3);
    const { unmount } = renderView(<IcingaMasterScheduler date="2026-11-23" />);
    expect(await screen.findByText(/Das Team hat noch keine Mitglieder/, undefined, appear)).toBeInTheDocument();
    unmount();
    for (const member of members) member.groupIds.push(3);

    settings.faults = [{ method: 'GET', path: '/json/scheduler/icinga-master/week', status: 500 }];
    const { user } = renderView(<IcingaMasterScheduler date="2026-11-23" />);
    expect(await screen.findByRole('alert', undefined, appear)).toBeInTheDocument();
    settings.faults = [];
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('table', { name: 'Werktage KW 48' }, appear)).toBeInTheDocument();
  });

  it("an unknown team (404) shows the server's message, as the spec wants for scheduler failures", async () => {
    renderView(<IcingaMasterScheduler team="buchhaltung" date="2026-11-23" />);
    expect(await screen.findByRole('alert', undefined, appear)).toHaveTextContent('Team nicht gefunden.');
  });

  it('a bad team attribute is a configuration error and sends nothing', async () => {
    const seen = recordRequests(/^\/json\/scheduler\//);
    expectConsole('error', /Stempeluhr <icinga-master-scheduler>: Attribut „team“/);
    renderView(<IcingaMasterScheduler team="../admin" />);
    expect(await screen.findByText(/kein gültiges Team-Kürzel/)).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
