import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { pathsOf, recordRequests, recordWrites, signInAsAdmin, urlOf } from '../shared/test-backend';
import { formatPoints, parsePoints } from './points-rules';
import { PointsViewAdmin as View } from './points-view-admin';
import { pointsViewAdminTag } from './points-view-admin.tag';

const PointsViewAdmin = contracted(View, pointsViewAdminTag);

// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };

beforeEach(() => signInAsAdmin());

const rows = () =>
  within(screen.getByRole('table', { name: /^Punkte \d{4}$/ }))
    .getAllByRole('row')
    .slice(1);

describe('points-view-admin: list', () => {
  it("shows the year's sum and the entries with date, points and comment, 20 by default", async () => {
    const requests = recordRequests();
    renderView(<PointsViewAdmin userId={6} userName="Lukas Hoffmann" />);
    expect(screen.getByRole('button', { name: /Punkte · Lukas Hoffmann/, expanded: true })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20), appear);
    expect(urlOf(requests.list[0]).pathname).toBe('/json/admin/points/user/6');
    expect(Object.fromEntries(urlOf(requests.list[0]).searchParams)).toEqual({ limit: '20', year: '2026' });
    expect(screen.getByLabelText('Anzeigen')).toHaveValue('20');
    expect([...(screen.getByLabelText('Anzeigen') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['20', '40', '60', 'alle']);
    expect(rows()[0]).toHaveTextContent(/^23\.11\.2026/);
    expect(screen.getByRole('button', { name: /^Punkte · Lukas Hoffmann, Summe 2026: [+−]\d{1,3}(\.\d{3})* Punkte$/ })).toBeInTheDocument();
  });

  it('"alle" (-1) shows thousands of entries at once: a windowed table that names its size, and „Filtern“ finds any of them', async () => {
    const requests = recordRequests();
    const { user } = renderView(<PointsViewAdmin userId={6} />);
    await waitFor(() => expect(rows()).toHaveLength(20), appear);
    await user.selectOptions(screen.getByLabelText('Anzeigen'), 'alle');
    await waitFor(() => expect(urlOf(requests.list.at(-1)).searchParams.get('limit')).toBe('-1'));
    const table = () => screen.getByRole('table', { name: /^Punkte \d{4}$/ });
    await waitFor(() => expect(Number(table().getAttribute('aria-rowcount'))).toBeGreaterThan(3000), appear);
    const total = Number(/^(\d+) Einträge angezeigt$/.exec(screen.getByText(/Einträge angezeigt$/).textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(3000);
    // The table names every entry (header row + entries); only the rows in view are in the document,
    // each with its place in the whole list.
    expect(table()).toHaveAttribute('aria-rowcount', String(total + 1));
    expect(rows().length).toBeGreaterThanOrEqual(20);
    expect(rows().length).toBeLessThan(200);
    expect(rows().map((row) => row.getAttribute('aria-rowindex'))).toEqual(rows().map((_, i) => String(i + 2)));
    expect(rows()[0]).toHaveTextContent(/^23\.11\.2026/);
    expect(screen.queryByText('Weitere Einträge werden angezeigt …')).toBeNull();
    // „Filtern“ instead of the browser's find: the year's first day, far down the list.
    await user.type(screen.getByRole('searchbox', { name: 'Filtern' }), '01.01.2026');
    await waitFor(() => expect(Number(table().getAttribute('aria-rowcount'))).toBeLessThan(total + 1), appear);
    const matches = Number(table().getAttribute('aria-rowcount')) - 1;
    expect(matches).toBeGreaterThan(0);
    expect(rows()).toHaveLength(Math.min(matches, rows().length));
    for (const row of rows()) expect(row).toHaveTextContent(/^01\.01\.2026/);
    expect(screen.getByText(`${matches} von ${total}`)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Filtern' }));
    await waitFor(() => expect(table()).toHaveAttribute('aria-rowcount', String(total + 1)), appear);
  }, 30_000);

  it("a short list renders whole, without „Filtern“ (the browser's find sees every row)", async () => {
    renderView(<PointsViewAdmin userId={6} />);
    await waitFor(() => expect(rows()).toHaveLength(20), appear);
    expect(screen.getByRole('table', { name: /^Punkte \d{4}$/ })).toHaveAttribute('aria-rowcount', '21');
    expect(screen.queryByRole('searchbox', { name: 'Filtern' })).toBeNull();
  });

  it('the year selector reads another year; an empty year says what to do', async () => {
    const requests = recordRequests();
    const { user } = renderView(<PointsViewAdmin userId={4} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    await user.selectOptions(screen.getByLabelText('Jahr'), '2024');
    expect(await screen.findByText('Keine Punkte im Jahr 2024. Mit „Neuer Eintrag“ vergeben.', {}, appear)).toBeInTheDocument();
    expect(urlOf(requests.list.at(-1)).searchParams.get('year')).toBe('2024');
  });

  it('collapses and opens', async () => {
    const { user } = renderView(<PointsViewAdmin userId={4} collapsed />);
    const toggle = screen.getByRole('button', { name: /^Punkte/, expanded: false });
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(toggle);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
  });

  it('a failed read shows the error with a retry (no HTML)', async () => {
    server.use(http.get(route('/json/admin/points/user/:id'), () => HttpResponse.text('<h1>Whoops</h1>', { status: 500 })));
    renderView(<PointsViewAdmin userId={4} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Whoops')).toBeNull();
  }, 15_000);

  it('a non-admin gets the server refusal', async () => {
    signInAsAdmin(4);
    renderView(<PointsViewAdmin userId={4} />);
    expect(await screen.findByText(/Nur Administratoren/, {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 15_000);
});

describe('points-view-admin: writes', () => {
  it('insert: the rules at their fields, no request; then saved with the sum updated', async () => {
    const writes = recordWrites();
    const requests = recordRequests();
    const { user } = renderView(<PointsViewAdmin userId={4} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const before = rows().length;
    await user.click(screen.getByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Punkte vergeben' });
    expect(within(dialog).getByLabelText('Datum')).toHaveValue('2026-11-23');
    await user.clear(within(dialog).getByLabelText('Datum'));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByText('Bitte ein gültiges Datum angeben.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte Punkte angeben.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte einen Kommentar angeben.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Datum'), { target: { value: '2026-11-24' } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Punkte/ }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Das Datum darf nicht in der Zukunft liegen.')).toBeInTheDocument();
    expect(within(dialog).getByText('Die Punkte müssen eine ganze Zahl ungleich 0 sein.')).toBeInTheDocument();
    expect(pathsOf(writes)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Datum'), { target: { value: '2026-11-20' } });
    await user.clear(within(dialog).getByRole('textbox', { name: /^Punkte/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Punkte/ }), '-3');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Eskalation verpasst');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), appear);
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(before + 1), appear);
    expect(screen.getByText('Eskalation verpasst')).toBeInTheDocument();
    expect(pathsOf(writes)).toEqual(['POST /json/admin/points/user/insert']);
    expect(requests.list.filter((line) => urlOf(line).pathname === '/json/admin/points/user/4').length).toBe(2);
  });

  it("insert: the server's 422 goes to its field, the values stay", async () => {
    expectConsole('error', /422|Punkte/);
    server.use(
      http.post(route('/json/admin/points/user/insert'), () =>
        HttpResponse.json({ message: 'Die Punkte sind zu hoch.', errors: { points: ['Die Punkte sind zu hoch.'] } }, { status: 422 }),
      ),
    );
    const { user } = renderView(<PointsViewAdmin userId={4} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    await user.click(screen.getByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Punkte/ }), '999');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'viel');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Die Punkte sind zu hoch.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Punkte/ })).toHaveFocus();
    expect(within(dialog).getByLabelText('Kommentar')).toHaveValue('viel');
  });

  it('insert: a double click sends one request', async () => {
    const writes = recordWrites();
    server.use(
      http.post(route('/json/admin/points/user/insert'), async () => {
        await delay(50);
        return HttpResponse.json({ message: 'ok', userPoint: { id: 99999, points: 1, comment: 'x', created_at: '2026-11-23 09:30:00' } });
      }),
    );
    const { user } = renderView(<PointsViewAdmin userId={4} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    await user.click(screen.getByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Punkte/ }), '1');
    await user.type(within(dialog).getByLabelText('Kommentar'), 'x');
    const save = within(dialog).getByRole('button', { name: 'Speichern' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), appear);
    expect(pathsOf(writes)).toEqual(['POST /json/admin/points/user/insert']);
  });

  it('update: changes points and comment', async () => {
    const writes = recordWrites();
    const { user } = renderView(<PointsViewAdmin userId={4} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    await user.click(within(rows()[0]).getByRole('button', { name: /^Eintrag vom .* ändern$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag ändern' });
    expect(within(dialog).queryByLabelText('Datum')).toBeNull();
    const points = within(dialog).getByRole('textbox', { name: /^Punkte/ });
    await user.clear(points);
    await user.type(points, '10');
    await user.clear(within(dialog).getByLabelText('Kommentar'));
    await user.type(within(dialog).getByLabelText('Kommentar'), 'korrigiert');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eintrag erfolgreich bearbeitet', {}, appear)).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('+10korrigiert'), appear);
    expect(pathsOf(writes)).toEqual(['POST /json/admin/points/user/update']);
  });

  it('delete: confirms first, then removes the row', async () => {
    const writes = recordWrites();
    const { user } = renderView(<PointsViewAdmin userId={4} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const before = rows().length;
    await user.click(within(rows()[0]).getByRole('button', { name: /^Eintrag vom .* löschen$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(pathsOf(writes)).toEqual([]);
    await user.click(within(rows()[0]).getByRole('button', { name: /^Eintrag vom .* löschen$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Eintrag erfolgreich gelöscht', {}, appear)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(before - 1), appear);
    expect(pathsOf(writes)).toEqual([expect.stringMatching(/^DELETE \/json\/admin\/points\/user\/delete\/\d+$/)]);
  });

  it('delete: a failure stays in the dialog', async () => {
    expectConsole('error', /500|Server/i);
    server.use(
      http.delete(route('/json/admin/points/user/delete/:id'), () =>
        HttpResponse.json({ message: 'Löschen fehlgeschlagen.' }, { status: 500 }),
      ),
    );
    const { user } = renderView(<PointsViewAdmin userId={4} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    await user.click(within(rows()[0]).getByRole('button', { name: /^Eintrag vom .* löschen$/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert', {}, appear)).toBeInTheDocument();
  });
});

describe('points-view-admin: rules', () => {
  it.each([
    ['3', 3],
    ['+3', 3],
    [' -2 ', -2],
    ['−2', -2],
    ['0', null],
    ['1,5', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
  ])('parsePoints(%j) = %j', (text, expected) => {
    expect(parsePoints(text)).toBe(expected);
  });

  it('without user-id: the configuration error, no request', () => {
    const requests = recordRequests();
    expectConsole('error', /Attribut „user-id“/);
    renderView(<PointsViewAdmin />);
    expect(screen.getByText(/Attribut „user-id“/)).toBeInTheDocument();
    expect(requests.list).toEqual([]);
  });
});

describe('points-view-admin: design (issue 24)', () => {
  it('writes points with the German thousands separator and a real minus', () => {
    expect(formatPoints(5222)).toBe('+5.222');
    expect(formatPoints(-1170)).toBe('−1.170');
    expect(formatPoints(0)).toBe('0');
  });

  it('keeps a ticket id in the comment on one line (also in the stacked card at 380 px)', async () => {
    renderView(<PointsViewAdmin userId={6} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const ticket = within(rows()[0]).getByText(/^#\d{8}-\d+$/);
    expect(ticket).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(rows()[0]).toHaveTextContent(/Ticket #\d{8}-\d+/);
  });
});

describe('points-view-admin: form details (issue 24 point 7)', () => {
  it('names the required fields; the comment has two rows', async () => {
    const { user } = renderView(<PointsViewAdmin userId={4} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    await user.click(screen.getByRole('button', { name: 'Neuer Eintrag' }));
    const dialog = await screen.findByRole('dialog', { name: 'Punkte vergeben' });
    expect(within(dialog).getByText('Pflichtfelder: Datum, Punkte und Kommentar.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Kommentar')).toBeRequired();
    expect(within(dialog).getByLabelText('Kommentar')).toHaveAttribute('rows', '2');
  });
});

describe('points-view-admin: quiet delete (issue 24 point 7)', () => {
  it('shows „Löschen“ quiet in the row (not red) and asks before anything is deleted', async () => {
    const writes = recordWrites();
    const { user } = renderView(<PointsViewAdmin userId={4} />);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0), appear);
    const remove = within(rows()[0]).getByRole('button', { name: /^Eintrag vom .* löschen$/ });
    expect(remove).not.toHaveClass('btn-outline-danger');
    expect(remove).toHaveClass('btn-outline-secondary');
    await user.click(remove);
    expect(await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' })).toBeInTheDocument();
    expect(pathsOf(writes)).toEqual([]);
  });
});
