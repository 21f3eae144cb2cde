import { screen, waitFor, within } from '@testing-library/react';
import { isoWeekKey, TEXTS, todayBerlin } from '@stempeluhr/core';
import { server, settings } from '@mocks/node';
import { route } from '@mocks/http/route';
import { http, HttpResponse } from 'msw';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { recordRequests, recordWrites, signInAsAdmin, TEST_NOW } from '../shared/test-backend';
import { OvertimeViewAdmin as View } from './overtime-view-admin';
import { overtimeViewAdminTag } from './overtime-view-admin.tag';

const OvertimeViewAdmin = contracted(View, overtimeViewAdminTag);

beforeEach(() => signInAsAdmin());

/** Today is 23.11.2026 (the test clock: Date only), so „Heute“ means 2026. */
function onTestDay() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
}

/** The row of a week's entry of that type (a week may have a calculated and a manual entry). */
const row = (week: string, type: 'manuell' | 'berechnet' = 'manuell') =>
  screen
    .getAllByRole('cell', { name: week })
    .map((cell) => cell.closest('tr')!)
    .find((tr) => within(tr).queryByText(type))!;
const total = () => screen.getByText('Gesamt:').querySelector('span')!.textContent;

async function loaded() {
  await screen.findByRole('table', {}, { timeout: 5000 });
  await waitFor(() => expect(screen.getByText('Gesamt:').querySelector('.fw-semibold')).not.toBeNull());
}

describe('<overtime-view-admin>', () => {
  it('shows the year with manual and calculated entries, the year sum and the account total', async () => {
    renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    expect(screen.getByRole('table', { name: 'Überstunden 2026' })).toBeInTheDocument();
    const manual = row('KW 45/2026');
    expect(within(manual).getByText('+1:30')).toBeInTheDocument();
    expect(within(manual).getByText('manuell')).toBeInTheDocument();
    expect(within(row('KW 1/2026', 'berechnet')).getByText('berechnet')).toBeInTheDocument();
    expect(within(row('KW 1/2026', 'berechnet')).getByRole('button', { name: 'KW 1/2026 neu berechnen' })).toBeEnabled();
    expect(within(row('KW 1/2026', 'berechnet')).queryByRole('button', { name: /bearbeiten/ })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Summe des Jahres' })).toBeInTheDocument();
  });

  it('draws the year by month (a week counts in the month of its Thursday), with a table of the same figures', async () => {
    const entry = (id: number, yearkw: string, overtime: number, type: 'manual' | 'calculated' = 'calculated') => ({
      id,
      user_id: 4,
      yearkw,
      overtime,
      comment: type === 'manual' ? 'Korrektur' : null,
      type,
      changes: [],
    });
    server.use(
      http.get(route('/admin/overtime/:userId/year/:year'), () =>
        HttpResponse.json([
          entry(1, '2026-01', 3600), // Thursday 1.1.2026
          entry(2, '2026-05', -1800), // Monday 26.1., Thursday 29.1.
          entry(3, '2026-05', 900, 'manual'),
          entry(4, '2026-06', -5400), // Monday 2.2.
          entry(5, '2026-53', 600), // Thursday 31.12.2026
        ]),
      ),
    );
    const { user } = renderView(<OvertimeViewAdmin userId={4} year={2026} />);
    await loaded();
    expect(screen.getByRole('img', { name: 'Überstunden je Monat, Januar 2026 bis Dezember 2026: Summe −0:35' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Als Tabelle anzeigen' }));
    const table = screen.getByRole('table', { name: 'Überstunden je Monat' });
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getByRole('row', { name: 'Januar 2026 +0:45' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Februar 2026 −1:30' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'März 2026 ±0:00' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Dezember 2026 +0:10' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Summe −0:35' })).toBeInTheDocument();
    // The account's own table says the same year sum.
    expect(screen.getByRole('row', { name: /^Summe des Jahres −0:35/ })).toBeInTheDocument();
    // And the total says how it relates to it (issue 24 review minor: carry-over from earlier years).
    expect(screen.getByText('inkl. Vorjahre · davon 2026: −0:35')).toBeInTheDocument();
  });

  it('pages by year; an empty year says what to do', async () => {
    onTestDay();
    const requests = recordRequests();
    const { user } = renderView(<OvertimeViewAdmin userId={4} year={2020} />);
    await loaded();
    expect(row('KW 8/2020')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2019 (vorheriges Jahr)' }));
    expect(await screen.findByText('Keine Einträge in 2019. Mit „Eintrag hinzufügen“ eine Buchung anlegen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2020 (nächstes Jahr)' }));
    await user.click(screen.getByRole('button', { name: '2021 (nächstes Jahr)' }));
    await screen.findByRole('table', { name: 'Überstunden 2021' });
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    await screen.findByRole('table', { name: 'Überstunden 2026' });
    expect(requests.matching(/year/)).toEqual([
      'GET /admin/overtime/4/year/2020',
      'GET /admin/overtime/4/year/2019',
      'GET /admin/overtime/4/year/2021',
      'GET /admin/overtime/4/year/2026',
    ]);
  });

  it('a time not in the format H…HHHH:MM[:SS] clears the field with the spec’s message', async () => {
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eintrag hinzufügen' }));
    const time = await screen.findByLabelText('Überstunden');
    for (const bad of ['10:60', '12345:00', 'abc', '1,5']) {
      await user.clear(time);
      await user.type(time, bad);
      await user.tab();
      expect(time).toHaveValue('');
      expect(screen.getByText('Überstunden-Feld sollte in diesem Format sein: 10:30:00')).toBeInTheDocument();
    }
    await user.type(time, '10:30');
    await user.tab();
    expect(time).toHaveValue('10:30');
  });

  it('Enter in the time field with a wrong time clears it with the spec’s message, no request', async () => {
    const writes = recordWrites();
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eintrag hinzufügen' }));
    await user.type(await screen.findByLabelText('Kommentar'), 'Nachtrag');
    const time = screen.getByLabelText('Überstunden');
    await user.type(time, '10:60{Enter}');
    expect(await screen.findByText('Überstunden-Feld sollte in diesem Format sein: 10:30:00')).toBeInTheDocument();
    await waitFor(() => expect(time).toHaveValue(''));
    expect(writes).toEqual([]);
  });

  it('requires time and comment, with no request', async () => {
    const writes = recordWrites();
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eintrag hinzufügen' }));
    await user.type(await screen.findByLabelText('Kommentar'), '   ');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Überstunden-Feld sollte in diesem Format sein: 10:30:00')).toBeInTheDocument();
    expect(screen.getByText('Kommentar-Feld darf nicht leer sein.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('books a manual entry: signed seconds with the calendar week; the table and the total follow', async () => {
    const writes = recordWrites();
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    const before = total();
    await user.click(screen.getByRole('button', { name: 'Eintrag hinzufügen' }));
    await user.type(await screen.findByLabelText('Überstunden'), '-2:15:30');
    await user.type(screen.getByLabelText('Kommentar'), 'Gleitzeitabbau');
    await user.dblClick(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/admin/overtime/4/create',
        body: { userId: 4, overTimeId: null, seconds: -8130, comment: 'Gleitzeitabbau', calendarWeek: isoWeekKey(todayBerlin()) },
      },
    ]);
    expect(await screen.findByRole('cell', { name: 'Gleitzeitabbau' })).toBeInTheDocument();
    await waitFor(() => expect(total()).not.toBe(before));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a manual entry and shows the change in its history (when, by whom, old → new)', async () => {
    const writes = recordWrites();
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eintrag KW 45/2026 bearbeiten' }));
    const time = await screen.findByLabelText('Überstunden');
    expect(time).toHaveValue('1:30:00');
    await user.clear(time);
    await user.type(time, '2:00');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eintrag erfolgreich bearbeitet')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      path: '/admin/overtime/update',
      body: { overTimeId: 20000402, seconds: 7200, comment: 'Bereitschaft am Wochenende', userId: 4 },
    });
    await waitFor(() => expect(within(row('KW 45/2026')).getByText('+2:00')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Änderungsverlauf KW 45/2026' }));
    const dialog = await screen.findByRole('dialog', { name: /Änderungsverlauf/ });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('sabine.schroeder');
    expect(rows[0]).toHaveTextContent('+1:30 → +2:00');
    expect(rows[2]).toHaveTextContent('10.11.2026 14:12');
    expect(rows[2]).toHaveTextContent('Bereitschaft → Bereitschaft am Wochenende');
  });

  it('deletes a manual entry after "Eintrag wirklich löschen?"', async () => {
    const writes = recordWrites();
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eintrag KW 45/2026 löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Eintrag erfolgreich gelöscht')).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['DELETE /admin/overtime/delete/20000402']);
    await waitFor(() => expect(row('KW 45/2026')).toBeUndefined());
  });

  it('a failed save says why in German in the dialog; what was typed stays and the save works again', async () => {
    settings.faults = [{ method: 'POST', path: '/admin/overtime/4/create', network: true }];
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eintrag hinzufügen' }));
    await user.type(await screen.findByLabelText('Überstunden'), '1:00');
    await user.type(screen.getByLabelText('Kommentar'), 'Nachtrag');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = screen.getByRole('dialog', { name: 'Überstunden eintragen' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEXTS.network);
    expect(screen.getByLabelText('Überstunden')).toHaveValue('1:00');
    expect(screen.getByLabelText('Kommentar')).toHaveValue('Nachtrag');
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeEnabled();
    settings.faults = [];
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Überstunden eintragen' })).toBeNull();
  });

  it('a 419 on a save says "Sitzung abgelaufen" in the dialog, keeps what was typed and is not sent again', async () => {
    const writes = recordWrites();
    settings.faults = [{ method: 'POST', path: '/admin/overtime/update', status: 419 }];
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eintrag KW 45/2026 bearbeiten' }));
    const time = await screen.findByLabelText('Überstunden');
    await user.clear(time);
    await user.type(time, '2:00');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = screen.getByRole('dialog', { name: 'Überstunden ändern' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TEXTS.sessionExpired);
    expect(screen.getByLabelText('Überstunden')).toHaveValue('2:00');
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['POST /admin/overtime/update']);
  });

  it('a failed delete is only logged and the confirmation stays', async () => {
    const logged = expectConsole('error', /Überstunden-Eintrag konnte nicht gelöscht werden/);
    settings.faults = [{ method: 'DELETE', path: '/admin/overtime/delete', network: true }];
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eintrag KW 45/2026 löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(logged()).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Löschen' })).toBeEnabled();
  });

  it('migrated entries (up to 23.02.2020) cannot be changed', async () => {
    renderView(<OvertimeViewAdmin userId={4} year={2020} />);
    await loaded();
    expect(screen.getByRole('button', { name: 'Eintrag KW 8/2020 bearbeiten' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eintrag KW 8/2020 löschen' })).toBeDisabled();
    expect(screen.getByText('migrierte Daten aus v1 können nicht bearbeitet werden')).toBeInTheDocument();
  });

  it('a migrated calculated week (up to 23.02.2020) is not recalculated: the button is disabled with the hint', async () => {
    const writes = recordWrites();
    const { user } = renderView(<OvertimeViewAdmin userId={4} year={2020} />);
    await loaded();
    const migrated = within(row('KW 8/2020', 'berechnet')).getByRole('button', { name: 'KW 8/2020 neu berechnen' });
    expect(migrated).toBeDisabled();
    expect(migrated).toHaveAccessibleDescription('migrierte Daten aus v1 können nicht bearbeitet werden');
    const after = within(row('KW 9/2020', 'berechnet')).getByRole('button', { name: 'KW 9/2020 neu berechnen' });
    expect(after).toBeEnabled();
    await user.click(after);
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['POST /admin/overtime/recalculate/4/2020-W09']);
  });

  it('entries under a minute show their seconds, not „±0:00“; the sum and the total too', async () => {
    const entry = (id: number, yearkw: string, overtime: number) => ({
      id,
      yearkw,
      overtime,
      comment: 'Korrektur',
      type: 'manual',
      changes: [],
    });
    server.use(
      http.get(route('/admin/overtime/:userId/year/:year'), () =>
        HttpResponse.json([entry(1, '2026-03', 30), entry(2, '2026-04', -45), entry(3, '2026-05', 5400), entry(4, '2026-06', 0)]),
      ),
      http.get(route('/admin/overtime/:userId/total'), () => HttpResponse.json(20)),
    );
    renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    expect(within(row('KW 3/2026')).getByText('+0:00:30')).toHaveClass('text-success');
    expect(within(row('KW 4/2026')).getByText('−0:00:45')).toHaveClass('text-danger');
    expect(within(row('KW 5/2026')).getByText('+1:30')).toBeInTheDocument();
    expect(within(row('KW 6/2026')).getByText('±0:00')).toBeInTheDocument();
    expect(total()).toBe('+0:00:20');
    expect(within(screen.getByRole('table', { name: 'Überstunden 2026' })).queryAllByText('±0:00')).toHaveLength(1);
  });

  it('a deleted user is read-only', async () => {
    renderView(<OvertimeViewAdmin userId={12} deleted />);
    expect(await screen.findByText('Keine Einträge in 2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eintrag hinzufügen' })).toBeDisabled();
    expect(screen.getByText('Der Benutzer ist gelöscht: nur lesen.')).toBeInTheDocument();
  });

  it('recalculates a calculated week on the admin route, then the button rests for 3000 ms', async () => {
    const writes = recordWrites();
    const { user } = renderView(<OvertimeViewAdmin userId={4} />);
    await loaded();
    const button = within(row('KW 2/2026', 'berechnet')).getByRole('button', { name: 'KW 2/2026 neu berechnen' });
    await user.dblClick(button);
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['POST /admin/overtime/recalculate/4/2026-W02']);
    expect(within(row('KW 2/2026', 'berechnet')).getByRole('button', { name: 'KW 2/2026 neu berechnen' })).toBeDisabled();
    await waitFor(
      () => expect(within(row('KW 2/2026', 'berechnet')).getByRole('button', { name: 'KW 2/2026 neu berechnen' })).toBeEnabled(),
      { timeout: 4000 },
    );
  });

  it('a failed read shows the German error with a retry', async () => {
    expectConsole('error', /.*/);
    settings.faults = [{ method: 'GET', path: '/admin/overtime/4/year', status: 500 }];
    renderView(<OvertimeViewAdmin userId={4} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 8000 })).toBeInTheDocument();
  });
});

describe('overtime-view-admin: design (issue 24)', () => {
  it('pages years with the one period navigation (‹ 2026 › Heute): steps named by the year they go to (WCAG 2.5.3 label in name)', async () => {
    onTestDay();
    renderView(<OvertimeViewAdmin userId={4} year={2026} />);
    await loaded();
    const nav = screen.getByRole('group', { name: 'Jahr wählen' });
    for (const button of within(nav).getAllByRole('button')) {
      const visible = (button.textContent ?? '').replace(/[‹›]/g, '').trim();
      expect(button).toHaveAccessibleName(expect.stringContaining(visible));
    }
    expect(nav).toHaveTextContent('2026');
    expect(within(nav).getByRole('button', { name: '2025 (vorheriges Jahr)' })).toHaveTextContent(/^‹$/);
    expect(within(nav).getByRole('button', { name: '2027 (nächstes Jahr)' })).toHaveTextContent(/^›$/);
    // The current year is shown: „Heute“ is off and says why.
    expect(within(nav).getByRole('button', { name: 'Heute' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Heute' })).toHaveAccessibleDescription('Das aktuelle Jahr wird angezeigt');
  });

  it('every button of the view names itself with its visible text (WCAG 2.5.3 label in name, as axe checks it)', async () => {
    renderView(<OvertimeViewAdmin userId={4} year={2026} />);
    await loaded();
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(5);
    for (const button of buttons) {
      const shown = [...button.childNodes]
        .filter((node) => !(node instanceof HTMLElement && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join('')
        .trim()
        .toLowerCase();
      const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').toLowerCase();
      expect(name).toContain(shown);
    }
  });

  it('gives the row actions their own unlabelled line in the stacked card (no „Aktionen“ label squeezing them)', async () => {
    renderView(<OvertimeViewAdmin userId={4} year={2026} />);
    await loaded();
    const edit = screen.getByRole('button', { name: 'Eintrag KW 45/2026 bearbeiten' });
    expect(edit.closest('td')).toHaveAttribute('data-label', '');
    expect(
      within(edit.closest('td')!)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Verlauf', 'Bearbeiten', 'Löschen']);
  });
});

describe('overtime-view-admin: form details (issue 24 point 7)', () => {
  it('names the required fields, marks them required, and the comment has two rows', async () => {
    const { user } = renderView(<OvertimeViewAdmin userId={4} year={2026} />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Eintrag hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Überstunden eintragen' });
    expect(within(dialog).getByText('Pflichtfelder: Kalenderwoche, Überstunden und Kommentar.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Überstunden', { exact: false, selector: 'input' })).toBeRequired();
    expect(within(dialog).getByLabelText('Kommentar')).toBeRequired();
    expect(within(dialog).getByLabelText('Kommentar')).toHaveAttribute('rows', '2');
  });
});
