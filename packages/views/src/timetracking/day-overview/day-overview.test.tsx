import { TEST_NOW as NOW } from '@test/clock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { clocking, DAY, deferred, OWN_USER, serveDay } from '../../domain/clocking/clocking.fixtures';
import { DayOverview as View } from './day-overview';
import { dayOverviewTag } from './day-overview.tag';

// Props as a page gives them: through the tag contract.
const DayOverview = contracted(View, dayOverviewTag);

const UPDATE = '/clocking/user/update';
const RECALC_W47 = '/clocking/user/overtime/recalculate/4/2026-W47';

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

async function openEdit(user: ReturnType<typeof renderView>['user'], index = 0) {
  const buttons = await screen.findAllByRole('button', { name: 'Eintrag ändern' });
  await user.click(buttons[index]);
  return screen.findByRole('dialog', { name: 'Eintrag ändern' });
}

describe('day-overview: table', () => {
  it('shows the columns Von, Bis, Typ, Zeit, a Mobil badge and German action buttons per row', async () => {
    serveDay([
      clocking(),
      clocking({
        id: 12,
        clock_in: `${DAY} 12:30:00`,
        clock_out: `${DAY} 17:00:00`,
        time: 16200,
        home_office: true,
        type: 'geschäftlich unterwegs',
      }),
    ]);
    renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const table = await screen.findByRole('table', { name: 'Buchungen am Fr, 20.11.2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Von', 'Bis', 'Typ', 'Zeit']);
    expect(headers[4]).toBe('Mobil');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByText('08:00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('12:00')).toBeInTheDocument();
    expect(within(rows[1]).getByText('4:00 h')).toBeInTheDocument();
    expect(within(rows[1]).queryByText('Mobil')).toBeNull();
    expect(within(rows[2]).getByText('Mobil')).toHaveClass('badge');
    expect(within(rows[2]).getByText('geschäftlich unterwegs')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: 'Eintrag ändern' })).toHaveLength(2);
    expect(within(table).getAllByRole('button', { name: 'Eintrag löschen' })).toHaveLength(2);
  });

  it('shows a clock-out on another calendar day in red with its date', async () => {
    serveDay([clocking({ clock_in: `${DAY} 22:00:00`, clock_out: '2026-11-21 06:00:00', time: 8 * 3600 })]);
    renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const cell = await screen.findByText('06:00 (21.11.2026)');
    expect(cell).toHaveClass('text-danger');
    expect(screen.getByText('22:00')).not.toHaveClass('text-danger');
  });

  it('shows an open clocking with the „läuft“ badge of the welcome screen and the week (one look, issue 24)', async () => {
    serveDay([clocking({ clock_out: null })]);
    renderView(<DayOverview user={OWN_USER} date={DAY} />);
    expect(await screen.findByText('läuft')).toHaveClass('badge', 'text-bg-success');
    expect(screen.queryByText('offen')).toBeNull();
  });

  it('shows each booking’s comment in its own column, and stacks its rows as cards in a narrow widget', async () => {
    serveDay([clocking({ comment: 'Kundentermin Müller GmbH' })]);
    renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const table = await screen.findByRole('table', { name: 'Buchungen am Fr, 20.11.2026' });
    expect(within(table).getByRole('columnheader', { name: 'Kommentar' })).toBeInTheDocument();
    expect(within(within(table).getAllByRole('row')[1]).getByText('Kundentermin Müller GmbH')).toBeInTheDocument();
    expect(table.closest('[data-layout]')).toHaveAttribute('data-layout', 'stack');
  });

  it('shows a placeholder, then the empty state', async () => {
    serveDay([]);
    renderView(<DayOverview user={OWN_USER} date={DAY} />);
    expect(screen.getAllByRole('status')[0]).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Noch keine Buchungen an diesem Tag')).toBeInTheDocument();
  });

  it('shows a read error with a retry that loads again', async () => {
    let fail = true;
    const { reads } = serveDay(() =>
      fail
        ? HttpResponse.json({ message: 'nein' }, { status: 403 })
        : HttpResponse.json({
            clockings: { done: 0, pending: 0, required: 0, items: [], week_overtime: 0 },
            breaks: { done: 0, pending: 0, required: 0, items: [] },
          }),
    );
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('nein');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Noch keine Buchungen an diesem Tag')).toBeInTheDocument();
    expect(reads).toEqual([`/clocking/user/clockings/4/${DAY}`, `/clocking/user/clockings/4/${DAY}`]);
  });

  it('shows "unerwartete Antwort" for a wrong shape', async () => {
    serveDay(() => HttpResponse.json({ clockings: [] }));
    renderView(<DayOverview user={OWN_USER} date={DAY} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unerwartete Antwort vom Server.');
  });

  it('reads a 200 HTML login page as an expired session', async () => {
    serveDay(() => new HttpResponse('<html><body>Login</body></html>', { headers: { 'Content-Type': 'text/html' } }));
    renderView(<DayOverview user={OWN_USER} date={DAY} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sitzung abgelaufen');
  });

  it('refuses a user without an id and a junk date without a request', async () => {
    const { reads } = serveDay([]);
    expectConsole('error', /<day-overview>: Attribut „(user|date)“/);
    const { unmount } = renderView(<DayOverview user={{ dn: 'x' }} date={DAY} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Attribut „user“');
    unmount();
    renderView(<DayOverview user={OWN_USER} date="2024-13-45" />);
    expect(screen.getByRole('alert')).toHaveTextContent('„2024-13-45“ ist kein gültiges Datum');
    expect(reads).toEqual([]);
  });
});

describe('day-overview: who may edit', () => {
  it.each([
    ['flag false', OWN_USER, undefined, true],
    ['flag false as 0', { id: 4, dn: 'x', clockings_blacklisted: 0 }, undefined, true],
    ['flag true', { ...OWN_USER, clockings_blacklisted: true }, undefined, false],
    ['no flag key', { id: 4, dn: 'mmueller' }, undefined, false],
    ['flag null', { id: 4, dn: 'mmueller', clockings_blacklisted: null }, undefined, false],
    ['welcome type', OWN_USER, 'welcome', false],
  ])('%s → edit, delete and add %s', async (_name, pageUser, type, shown) => {
    serveDay([clocking()]);
    renderView(<DayOverview user={pageUser} date={DAY} type={type} />);
    await screen.findByRole('table');
    expect(screen.queryAllByRole('button', { name: 'Eintrag ändern' })).toHaveLength(shown ? 1 : 0);
    expect(screen.queryAllByRole('button', { name: 'Eintrag löschen' })).toHaveLength(shown ? 1 : 0);
    expect(screen.queryAllByRole('button', { name: 'Buchung hinzufügen' })).toHaveLength(shown ? 1 : 0);
  });

  it('disables edit and delete on migrated days (on or before 2020-02-23) and says why', async () => {
    serveDay([clocking({ clock_in: '2020-02-20 08:00:00', clock_out: '2020-02-20 12:00:00' })]);
    renderView(<DayOverview user={OWN_USER} date="2020-02-20" />);
    const edit = await screen.findByRole('button', { name: 'Eintrag ändern' });
    expect(edit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Eintrag löschen' })).toBeDisabled();
    expect(screen.getByText('migrierte Daten aus v1 können nicht bearbeitet werden')).toBeVisible();
    expect(edit).toHaveAccessibleDescription('migrierte Daten aus v1 können nicht bearbeitet werden');
    expect(screen.queryByRole('button', { name: 'Buchung hinzufügen' })).toBeNull();
  });

  it('keeps the cutoff day itself migrated and the day after editable', async () => {
    serveDay([clocking()]);
    const { unmount } = renderView(<DayOverview user={OWN_USER} date="2020-02-23" />);
    expect(await screen.findByRole('button', { name: 'Eintrag ändern' })).toBeDisabled();
    unmount();
    renderView(<DayOverview user={OWN_USER} date="2020-02-24" />);
    expect(await screen.findByRole('button', { name: 'Eintrag ändern' })).toBeEnabled();
  });
});

describe('day-overview: dialog "Eintrag ändern"', () => {
  it('opens with the clocking, takes focus, closes on Escape and gives focus back', async () => {
    serveDay([clocking({ home_office: true })]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    // Hours and minutes only, 24 h (issue 24): no seconds to step through; saving keeps them (next test).
    expect(within(dialog).getByLabelText('Von')).toHaveValue('08:00');
    expect(within(dialog).getByLabelText('Bis')).toHaveValue('12:00');
    for (const field of [within(dialog).getByLabelText('Von'), within(dialog).getByLabelText('Bis')]) {
      expect(field).not.toHaveAttribute('step');
      expect(field).toHaveAttribute('lang', 'de');
    }
    expect(within(dialog).getByLabelText('Typ')).toHaveValue('regulär');
    expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('Vormittag');
    expect(within(dialog).getByLabelText('Mobil arbeiten')).toBeChecked();
    expect(within(dialog).getByLabelText('bis Jetzt')).not.toBeChecked();
    // German buttons (issue 23 point 3): the footer's „Schließen“ beside the header's close cross.
    const closers = within(dialog).getAllByRole('button', { name: 'Schließen' });
    expect(closers.some((b) => b.textContent === 'Schließen' && b.classList.contains('btn-secondary'))).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Änderungen speichern' })).toHaveClass('btn-primary');
    expect(within(dialog).queryByRole('button', { name: /Close|Save/ })).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Eintrag ändern' })).toHaveFocus());
  });

  it('saves epoch ms of Berlin wall time, recalculates ISO week 2026-W47, says so, scrolls up and refreshes', async () => {
    const { writes, reads } = serveDay([clocking()]);
    const { user, host } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const saved = vi.fn();
    host.addEventListener('stempeluhr:saved', (e) => saved(e.detail));
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByLabelText('Kommentar'));
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Arzttermin');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));

    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([`POST ${UPDATE}`, `POST ${RECALC_W47}`]);
    expect(writes[0].body).toEqual({
      id: 11,
      clockIn: Date.UTC(2026, 10, 20, 7, 0, 15),
      clockOut: Date.UTC(2026, 10, 20, 11, 0, 45),
      comment: 'Arzttermin',
      type: 'regulär',
      homeOffice: false,
    });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(saved).toHaveBeenCalledWith({ what: 'clocking', id: 11 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
  });

  it('"bis Jetzt" disables bis and saves clockOut null', async () => {
    const { writes } = serveDay([clocking()]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByLabelText('bis Jetzt'));
    expect(within(dialog).getByLabelText('Bis')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    await screen.findByText('Zeiten werden neu berechnet');
    expect(writes[0].body).toMatchObject({ clockOut: null, clockIn: Date.UTC(2026, 10, 20, 7, 0, 15) });
  });

  it('opens an open clocking with "bis Jetzt" checked', async () => {
    serveDay([clocking({ clock_out: null })]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    expect(within(dialog).getByLabelText('bis Jetzt')).toBeChecked();
    expect(within(dialog).getByLabelText('Bis')).toBeDisabled();
  });

  it('"geschäftlich unterwegs" forces Mobil arbeiten on and disables it', async () => {
    const { writes } = serveDay([clocking()]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    const mobile = within(dialog).getByLabelText('Mobil arbeiten');
    expect(mobile).not.toBeChecked();
    await user.selectOptions(within(dialog).getByLabelText('Typ'), 'geschäftlich unterwegs');
    expect(mobile).toBeChecked();
    expect(mobile).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    await screen.findByText('Zeiten werden neu berechnet');
    expect(writes[0].body).toMatchObject({ type: 'geschäftlich unterwegs', homeOffice: true });
  });

  it('requires a comment: German message at the field, focus there, no request', async () => {
    const { writes } = serveDay([clocking()]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    const comment = within(dialog).getByLabelText('Kommentar');
    await user.clear(comment);
    await user.type(comment, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await within(dialog).findByText('Bitte einen Kommentar angeben.')).toBeInTheDocument();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription('Bitte einen Kommentar angeben.');
    await waitFor(() => expect(comment).toHaveFocus());
    expect(comment).toHaveValue('   ');
    expect(writes).toEqual([]);
  });

  it('fills missing seconds from the original clocking', async () => {
    const { writes } = serveDay([clocking()]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    const von = within(dialog).getByLabelText('Von');
    const bis = within(dialog).getByLabelText('Bis');
    await user.clear(von);
    await user.type(von, '09:30');
    await user.clear(bis);
    await user.type(bis, '13:15');
    expect(von).toHaveValue('09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    await screen.findByText('Zeiten werden neu berechnet');
    expect(writes[0].body).toMatchObject({ clockIn: Date.UTC(2026, 10, 20, 8, 30, 15), clockOut: Date.UTC(2026, 10, 20, 12, 15, 45) });
  });

  it('fills missing seconds with 00 when the original had none to give (open clocking)', async () => {
    const { writes } = serveDay([clocking({ clock_in: `${DAY} 08:00:00`, clock_out: null })]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByLabelText('bis Jetzt'));
    const bis = within(dialog).getByLabelText('Bis');
    await user.type(bis, '11:45');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    await screen.findByText('Zeiten werden neu berechnet');
    expect(writes[0].body).toMatchObject({ clockIn: Date.UTC(2026, 10, 20, 7, 0, 0), clockOut: Date.UTC(2026, 10, 20, 10, 45, 0) });
  });

  it('refuses a bis before von when the clocking did not cross midnight (no request)', async () => {
    const { writes } = serveDay([clocking()]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    fireEvent.change(within(dialog).getByLabelText('Bis'), { target: { value: '07:00:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await within(dialog).findByText('Die Zeit Bis darf nicht kleiner sein als Von')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Bis')).toHaveFocus());
    expect(writes).toEqual([]);
  });

  it('puts a bis before von on the next day when the clocking crossed midnight', async () => {
    const { writes } = serveDay([clocking({ clock_in: `${DAY} 22:00:00`, clock_out: '2026-11-21 06:00:00' })]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    fireEvent.change(within(dialog).getByLabelText('Bis'), { target: { value: '05:30:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    await screen.findByText('Zeiten werden neu berechnet');
    expect(writes[0].body).toMatchObject({ clockIn: Date.UTC(2026, 10, 20, 21, 0, 0), clockOut: Date.UTC(2026, 10, 21, 4, 30, 0) });
  });

  it('422: keeps the dialog and every value, errors at their fields (dot keys too), focus to the first, scrolls up', async () => {
    const { writes } = serveDay([clocking()], (w) =>
      w.path === UPDATE
        ? HttpResponse.json(
            {
              message: 'Die Eingaben sind ungültig.',
              errors: {
                'clockIn.0': ['Von liegt in einer gesperrten Woche.'],
                comment: ['Kommentar ist zu kurz.'],
                week: ['Woche ist abgeschlossen.'],
              },
            },
            { status: 422 },
          )
        : undefined,
    );
    const { user, host } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const failed = vi.fn();
    host.addEventListener('stempeluhr:failed', (e) => failed(e.detail));
    const dialog = await openEdit(user);
    await user.clear(within(dialog).getByLabelText('Kommentar'));
    await user.type(within(dialog).getByLabelText('Kommentar'), 'kurz');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));

    expect(await within(dialog).findByText('Von liegt in einer gesperrten Woche.')).toBeInTheDocument();
    expect(within(dialog).getByText('Kommentar ist zu kurz.')).toBeInTheDocument();
    const banner = within(dialog).getByRole('alert');
    expect(banner).toHaveTextContent('Die Eingaben sind ungültig.');
    expect(banner).toHaveTextContent('Woche ist abgeschlossen.');
    expect(banner).not.toHaveTextContent('Kommentar ist zu kurz.');
    await waitFor(() => expect(within(dialog).getByLabelText('Von')).toHaveFocus());
    expect(within(dialog).getByLabelText('Von')).toHaveValue('08:00');
    expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('kurz');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(failed).toHaveBeenCalledWith({ message: 'Die Eingaben sind ungültig.', status: 422 });
    expect(writes.map((w) => w.path)).toEqual([UPDATE]);
    expect(within(dialog).getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
  });

  it('419: "Sitzung abgelaufen" with a reload action, values kept, not replayed', async () => {
    const { writes } = serveDay([clocking()], (w) =>
      w.path === UPDATE ? HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 }) : undefined,
    );
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    await user.type(within(dialog).getByLabelText('Kommentar'), ' und mehr');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sitzung abgelaufen');
    expect(within(dialog).getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('Vormittag und mehr');
    await new Promise((r) => setTimeout(r, 50));
    expect(writes.map((w) => w.path)).toEqual([UPDATE]);
  });

  it('a network error keeps the values and frees the button', async () => {
    const { writes } = serveDay([clocking()], (w) => (w.path === UPDATE ? HttpResponse.error() : undefined));
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Keine Verbindung zum Server');
    expect(within(dialog).getByRole('button', { name: 'Änderungen speichern' })).toBeEnabled();
    expect(writes).toHaveLength(1);
  });

  it('a double click on „Änderungen speichern“ sends one request, with a spinner while pending', async () => {
    const gate = deferred();
    const { writes } = serveDay([clocking()], async (w) => {
      if (w.path === UPDATE) await gate.promise;
      return undefined;
    });
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    const save = within(dialog).getByRole('button', { name: 'Änderungen speichern' });
    await user.dblClick(save);
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(save).toBeDisabled());
    expect(save.querySelector('.spinner-border')).not.toBeNull();
    gate.resolve();
    await screen.findByText('Zeiten werden neu berechnet');
    expect(writes.filter((w) => w.path === UPDATE)).toHaveLength(1);
  });

  it('widget removed while a save is pending: no console error, the week is still recalculated', async () => {
    const gate = deferred();
    const { writes } = serveDay([clocking()], async (w) => {
      if (w.path === UPDATE) await gate.promise;
      return undefined;
    });
    const { user, unmount } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const dialog = await openEdit(user);
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    unmount();
    gate.resolve();
    await waitFor(() => expect(writes.map((w) => w.path)).toEqual([UPDATE, RECALC_W47]));
    await new Promise((r) => setTimeout(r, 50));
  });
});

describe('day-overview: delete', () => {
  it('confirms, deletes, recalculates the ISO week and says "Zeiten werden neu berechnet"', async () => {
    const { writes } = serveDay([clocking()]);
    const { user, host } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const deleted = vi.fn();
    host.addEventListener('stempeluhr:deleted', (e) => deleted(e.detail));
    await user.click(await screen.findByRole('button', { name: 'Eintrag löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    expect(writes).toEqual([]);
    const confirm = within(dialog).getByRole('button', { name: 'Löschen' });
    expect(confirm).toHaveClass('btn-outline-danger');
    await user.click(confirm);
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual(['DELETE /clocking/user/delete/11', `POST ${RECALC_W47}`]);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(deleted).toHaveBeenCalledWith({ what: 'clocking', id: 11 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toHaveClass('stempeluhr-day-overview'));
  });

  it('cancel sends nothing', async () => {
    const { writes } = serveDay([clocking()]);
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    await user.click(await screen.findByRole('button', { name: 'Eintrag löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([]);
  });

  it('uses the ISO week-numbering year (2027-01-01 is 2026-W53)', async () => {
    const { writes } = serveDay([clocking({ clock_in: '2027-01-01 08:00:00', clock_out: '2027-01-01 12:00:00' })]);
    const { user } = renderView(<DayOverview user={OWN_USER} date="2027-01-01" />);
    await user.click(await screen.findByRole('button', { name: 'Eintrag löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await screen.findByText('Zeiten werden neu berechnet');
    expect(writes[1].path).toBe('/clocking/user/overtime/recalculate/4/2026-W53');
  });

  it('a failed delete stays in the dialog with the error', async () => {
    const { writes } = serveDay([clocking()], (w) =>
      w.method === 'DELETE' ? HttpResponse.json({ message: 'nein' }, { status: 403 }) : undefined,
    );
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    await user.click(await screen.findByRole('button', { name: 'Eintrag löschen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('nein');
    expect(writes).toHaveLength(1);
  });

  it('a failed recalculation says so and offers a retry', async () => {
    let failRecalc = true;
    const { writes } = serveDay([clocking()], (w) =>
      w.path.includes('/recalculate/') && failRecalc ? HttpResponse.json({ message: 'kaputt' }, { status: 500 }) : undefined,
    );
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    await user.click(await screen.findByRole('button', { name: 'Eintrag löschen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    const alert = await screen.findByText(/die Zeiten konnten nicht neu berechnet werden/);
    expect(alert).toBeInTheDocument();
    failRecalc = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(writes.map((w) => w.path)).toEqual(['/clocking/user/delete/11', RECALC_W47, RECALC_W47]);
  });
});

describe('day-overview against the emulated backend', () => {
  beforeEach(async () => {
    const mocks = await import('@mocks/node');
    mocks.resetDb({ now: NOW });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  it('edits a clocking: the table shows the new time after the recalculation', async () => {
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const rows = await screen.findAllByRole('row');
    const firstFrom = within(rows[1]).getAllByRole('cell')[0].textContent;
    expect(firstFrom).toMatch(/^\d{2}:\d{2}$/);
    const dialog = await openEdit(user);
    fireEvent.change(within(dialog).getByLabelText('Von'), { target: { value: '07:01:02' } });
    await user.clear(within(dialog).getByLabelText('Kommentar'));
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Früher angefangen');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')[0]).toHaveTextContent('07:01'));
  });

  it("shows the server's 422 (overlap) at von and keeps the dialog", async () => {
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    await screen.findAllByRole('button', { name: 'Eintrag ändern' });
    const dialog = await openEdit(user, 1);
    fireEvent.change(within(dialog).getByLabelText('Von'), { target: { value: '09:00:00' } });
    await user.clear(within(dialog).getByLabelText('Kommentar'));
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Überschneidung');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await within(dialog).findByText('Die Buchung überschneidet sich mit einer anderen Buchung.')).toHaveAttribute(
      'id',
      expect.stringMatching(/von-error$/),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bitte die markierten Eingaben prüfen.');
    await waitFor(() => expect(within(dialog).getByLabelText('Von')).toHaveFocus());
    expect(within(dialog).getByLabelText('Von')).toHaveValue('09:00:00');
  });

  it('deletes a clocking and the row disappears', async () => {
    const { user } = renderView(<DayOverview user={OWN_USER} date={DAY} />);
    const before = (await screen.findAllByRole('button', { name: 'Eintrag löschen' })).length;
    await user.click(screen.getAllByRole('button', { name: 'Eintrag löschen' })[0]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('button', { name: 'Eintrag löschen' })).toHaveLength(before - 1));
  });

  it('adds a clocking with the dialog „Buchung hinzufügen“ opened from the button below the day', async () => {
    const { user } = renderView(<DayOverview user={OWN_USER} date="2026-11-22" />);
    expect(await screen.findByText('Noch keine Buchungen an diesem Tag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
    const form = await screen.findByRole('form', { name: 'Buchung hinzufügen' });
    await user.type(within(form).getByLabelText('Von'), '10:00');
    await user.type(within(form).getByLabelText('Bis'), '12:00');
    await user.type(within(form).getByLabelText('Kommentar'), 'Sonntagsdienst');
    await user.click(within(form).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(await screen.findByRole('table')).toHaveTextContent('10:0012:00regulär2:00 h');
  });
});
