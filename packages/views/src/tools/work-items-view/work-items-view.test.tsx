import { TEST_NOW as NOW } from '@test/clock';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, resetDb, resetSettings, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { workedMinutes } from '@mocks/tools/work-items.rules';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { WorkItemsView as View } from './work-items-view';
import { workItemsViewTag } from './work-items-view.tag';
import { loadPickerLibrary } from '@stempeluhr/ui';

// The pickers load react-datepicker on first use; here it is there from the start, so a field found
// before a click is still the field after it (the take-over itself: lazy-picker.test.tsx).
beforeAll(() => loadPickerLibrary());

const WorkItemsView = contracted(View, workItemsViewTag);

/** Monday 23 November 2026, 09:30 Berlin; Max Müller (4) is signed in. */
const USERS = [
  { id: 4, dn: 'Max Müller' },
  { id: 5, dn: 'Anna Berger' },
];

function recordRequests() {
  const seen: Array<{ method: string; path: string; query: string; body?: unknown }> = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry = { method: request.method, path: url.pathname, query: url.search };
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then((body: unknown) => seen.push({ ...entry, body }));
    else seen.push(entry);
  };
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetDb({ now: NOW, currentUserId: 4 });
});

type User = ReturnType<typeof renderView>['user'];

/**
 * Enters a German date into a picker field in one input (a paste): typing it key by key rendered the open
 * calendar month again on every key, a third of this file's time. Typing into the picker, key by key and
 * with its mistakes, is tested in packages/ui/src/date-picker.
 */
async function enterDate(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.paste(text);
  await user.keyboard('{Escape}');
}

async function fill(user: User, { start = '16.11.2026', end = '20.11.2026', factor = '0,8', issue = 'Tools-1234' } = {}) {
  await enterDate(user, 'Von', start);
  await enterDate(user, 'Bis', end);
  await user.type(screen.getByLabelText('Faktor'), factor);
  await user.type(screen.getByLabelText('Vorgang (Issue-ID)'), issue);
}

const transfer = () => screen.getByRole('button', { name: 'Zeiten übertragen' });
/** A cell as it reads before it is opened: the text column shows its preview (the full text is in its disclosure). */
/** Minutes as the view writes a duration, `25:36 h`. */
const asHours = (m: number) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')} h`;
const shown = (cell: HTMLElement) => cell.querySelector('[data-preview]')?.textContent ?? cell.textContent;
const finder = () => screen.getByRole('region', { name: 'Zeiteinträge eines Vorgangs' });

describe('<work-items-view>: time transfer', () => {
  it('shows the fields with the spec’s placeholders; the user is preselected', () => {
    renderView(<WorkItemsView users={USERS} userId={4} />);
    expect(screen.getByLabelText('Benutzer')).toHaveValue('4');
    expect(screen.getByLabelText('Faktor')).toHaveAttribute('placeholder', 'Bspw: 0,8');
    expect(screen.getByLabelText('Vorgang (Issue-ID)')).toHaveAttribute('placeholder', 'Issue (z.b Tools-1234)');
    expect(screen.getByText('Benutzer, Von und Bis wählen, dann wird die gearbeitete Zeit berechnet.')).toBeInTheDocument();
  });

  it('names the required fields once above them and marks the controls required (issue 24 point 7)', () => {
    renderView(<WorkItemsView users={USERS} userId={4} />);
    expect(screen.getByText('Pflichtfelder: Benutzer, Von, Bis, Faktor und Vorgang (Issue-ID).')).toBeInTheDocument();
    for (const label of ['Benutzer', 'Faktor', 'Vorgang (Issue-ID)']) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('titles its two parts at the page’s heading level (heading-level, default 2), the summary one below', async () => {
    const { unmount } = renderView(<WorkItemsView users={USERS} userId={4} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Zeiten an den Issue-Tracker übertragen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Zeiteinträge eines Vorgangs' })).toBeInTheDocument();
    unmount();
    renderView(<WorkItemsView users={USERS} userId={4} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Zeiten an den Issue-Tracker übertragen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Zeiteinträge eines Vorgangs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Berechnung' })).toBeInTheDocument();
  });

  it('fetches the worked time only when user, start and end are chosen; shows ISO weeks and minutes × factor rounded', async () => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} />);
    await enterDate(user, 'Von', '16.11.2026');
    await enterDate(user, 'Bis', '23.11.2026');
    expect(seen.filter((r) => r.path.endsWith('total-worked-time'))).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Benutzer'), 'Max Müller');
    const minutes = workedMinutes(db, 4, '2026-11-16', '2026-11-23');
    expect(await screen.findByText(new RegExp(`\\(${minutes.toLocaleString('de-DE')} Minuten\\)`))).toBeInTheDocument();
    expect(seen.filter((r) => r.path.endsWith('total-worked-time'))).toEqual([
      { method: 'GET', path: '/youtrack-workitems/ajax/total-worked-time', query: '?userId=4&start=2026-11-16&end=2026-11-23' },
    ]);
    expect(screen.getByText('KW 47 – KW 48')).toBeInTheDocument();
    expect(screen.getByText('Faktor eingeben, um das Ergebnis zu sehen.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Faktor'), '0,8');
    expect(screen.getByText(new RegExp(`^${Math.round(minutes * 0.8).toLocaleString('de-DE')} Minuten`))).toBeInTheDocument();
  });

  it('a period after today cannot be chosen; required fields say what is missing and nothing is sent', async () => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} />);
    await enterDate(user, 'Von', '24.11.2026');
    expect(screen.getByText('Dieser Tag ist gesperrt.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Von'));
    await user.click(transfer());
    expect(await screen.findByText('Bitte einen Benutzer auswählen.')).toBeInTheDocument();
    expect(screen.getByText('Bitte ein gültiges Startdatum angeben.')).toBeInTheDocument();
    expect(screen.getByText('Bitte ein gültiges Enddatum angeben.')).toBeInTheDocument();
    expect(screen.getByText('Bitte einen Faktor angeben.')).toBeInTheDocument();
    expect(screen.getByText('Bitte eine Issue-ID angeben.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Faktor'), 'abc');
    await user.type(screen.getByLabelText('Vorgang (Issue-ID)'), 'TOOLS1234');
    await user.click(transfer());
    expect(await screen.findByText('Faktor muss zwischen 0 und 10 liegen.')).toBeInTheDocument();
    expect(screen.getByText('Die Issue-ID muss das Format PROJEKT-1234 haben.')).toBeInTheDocument();
    expect(screen.getByLabelText('Faktor')).toHaveValue('abc');
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('an end before the start is refused at the end field', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user, { start: '16.11.2026', end: '17.11.2026' });
    await enterDate(user, 'Von', '20.11.2026');
    await user.click(transfer());
    expect(await screen.findByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeInTheDocument();
  });

  it('transfers: posts the payload, says "Zeiten wurden erfolgreich übertragen" and the finder shows the issue’s new work item', async () => {
    const seen = recordRequests();
    const { user, host } = renderView(<WorkItemsView users={USERS} userId={4} />);
    const saved = vi.fn();
    host.addEventListener('stempeluhr:saved', (e) => saved(e.detail));
    await fill(user);
    const minutes = Math.round(workedMinutes(db, 4, '2026-11-16', '2026-11-20') * 0.8);
    await user.click(transfer());
    expect(await screen.findByText('Zeiten wurden erfolgreich übertragen')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/youtrack-workitems/ajax/insert-workitems',
        query: '',
        body: { userId: 4, start: '2026-11-16', end: '2026-11-20', factor: 0.8, issueId: 'TOOLS-1234' },
      },
    ]);
    expect(saved).toHaveBeenCalledWith({ what: 'work-items', id: 'TOOLS-1234' });
    const table = await within(finder()).findByRole('table', { name: 'Zeiteinträge von TOOLS-1234' });
    const rows = within(table).getAllByRole('row').slice(1);
    const last = rows[rows.length - 1];
    expect(within(last).getAllByRole('cell').map(shown)).toEqual([
      '2026-KW47…',
      '16.11.2026',
      `${asHours(minutes)} (${minutes.toLocaleString('de-DE')} min)`,
      'max.mueller',
      'Löschen',
    ]);
    expect(within(finder()).getByLabelText('Vorgang suchen')).toHaveValue('TOOLS-1234');
  });

  it('clears the form after a transfer (the user stays chosen), so a second click books nothing', async () => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user);
    await user.click(transfer());
    expect(await screen.findByText('Zeiten wurden erfolgreich übertragen')).toBeInTheDocument();
    expect(screen.getByLabelText('Von')).toHaveValue('');
    expect(screen.getByLabelText('Bis')).toHaveValue('');
    expect(screen.getByLabelText('Faktor')).toHaveValue('');
    expect(screen.getByLabelText('Vorgang (Issue-ID)')).toHaveValue('');
    expect(screen.getByLabelText('Benutzer')).toHaveValue('4');
    await user.click(transfer());
    expect(await screen.findByText('Bitte einen Faktor angeben.')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('flags a period that overlaps one transferred on this page before sending; it is sent only on „Trotzdem übertragen“', async () => {
    const seen = recordRequests();
    const posts = () => seen.filter((r) => r.method === 'POST');
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user);
    await user.click(transfer());
    await screen.findByText('Zeiten wurden erfolgreich übertragen');
    await fill(user, { start: '18.11.2026', end: '23.11.2026', factor: '1', issue: 'OPS2-15' });
    await user.click(transfer());
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Dieser Zeitraum wurde schon übertragen');
    expect(warning).toHaveTextContent(
      'Der Zeitraum überschneidet sich mit der Übertragung auf TOOLS-1234 vom 16.11.2026 bis 20.11.2026 (eben auf dieser Seite).',
    );
    expect(posts()).toHaveLength(1);
    await user.click(within(warning).getByRole('button', { name: 'Nicht übertragen' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts()).toHaveLength(1);

    await user.click(transfer());
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Trotzdem übertragen' }));
    expect(await screen.findByText('Zeiten wurden erfolgreich übertragen')).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    expect(posts()[1].body).toEqual({ userId: 4, start: '2026-11-18', end: '2026-11-23', factor: 1, issueId: 'OPS2-15' });
  });

  it('flags a period in which the issue already has work items', async () => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    // TOOLS-1234 has a work item of 2 November (seed).
    await fill(user, { start: '02.11.2026', end: '06.11.2026', factor: '0,5' });
    await user.click(transfer());
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Zeitraum überschneidet sich mit einem Zeiteintrag auf TOOLS-1234.');
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
    // Another period: no warning, sent at once.
    await enterDate(user, 'Von', '09.11.2026');
    await enterDate(user, 'Bis', '13.11.2026');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(transfer());
    expect(await screen.findByText('Zeiten wurden erfolgreich übertragen')).toBeInTheDocument();
  });

  it('takes a factor above 0 and at most 10, else „Faktor muss zwischen 0 und 10 liegen.“', async () => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user, { factor: '12' });
    await user.click(transfer());
    expect(await screen.findByText('Faktor muss zwischen 0 und 10 liegen.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Faktor'));
    await user.type(screen.getByLabelText('Faktor'), '0');
    await user.click(transfer());
    expect(await screen.findByText('Faktor muss zwischen 0 und 10 liegen.')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
    await user.clear(screen.getByLabelText('Faktor'));
    await user.type(screen.getByLabelText('Faktor'), '10');
    await user.click(transfer());
    expect(await screen.findByText('Zeiten wurden erfolgreich übertragen')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST').map((r) => (r.body as { factor: number }).factor)).toEqual([10]);
  });

  it.each([
    ['  ops2-15 ', 'OPS2-15'],
    ['TOOLS_X-3', 'TOOLS_X-3'],
  ])('accepts the issue id %j (digits and underscores in the key, spaces trimmed)', async (typed, sent) => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user, { issue: typed });
    await user.click(transfer());
    expect(await screen.findByText('Zeiten wurden erfolgreich übertragen')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST').map((r) => (r.body as { issueId: string }).issueId)).toEqual([sent]);
    expect(await within(finder()).findByRole('table', { name: `Zeiteinträge von ${sent}` })).toBeInTheDocument();
  });

  it('a billed issue: "Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet." and every value stays', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user, { issue: 'tools-1000' });
    await user.click(transfer());
    expect(await screen.findByRole('alert')).toHaveTextContent('Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.');
    expect(screen.getByLabelText('Vorgang (Issue-ID)')).toHaveValue('tools-1000');
    expect(screen.getByLabelText('Faktor')).toHaveValue('0,8');
    expect(screen.getByLabelText('Von')).toHaveValue('16.11.2026');
  });

  it('puts the server’s 422 at its field (no time worked on a weekend)', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user, { start: '21.11.2026', end: '22.11.2026' });
    await user.click(transfer());
    expect(await screen.findByText('Im gewählten Zeitraum wurde keine Arbeitszeit erfasst.')).toBeInTheDocument();
    expect(screen.getByLabelText('Von')).toHaveAttribute('aria-invalid', 'true');
  });

  it('somebody else’s time (403) shows the server’s reason', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} userId={5} />);
    await fill(user);
    await user.click(transfer());
    // The worked-time read is refused as well; both say why.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent('Sie dürfen nur Ihre eigenen Zeiten übertragen.');
  });

  it('a double click transfers once; the button shows progress', async () => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user);
    resetSettings({ latency: 100 });
    await user.dblClick(transfer());
    expect(screen.getByRole('button', { name: 'Wird übertragen …' })).toBeDisabled();
    await screen.findByText('Zeiten wurden erfolgreich übertragen');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it.each([
    ['network', { network: true }, 'Keine Verbindung zum Server'],
    ['419', { status: 419 }, 'Sitzung abgelaufen'],
  ])('on %s the form keeps its values and the button works again', async (_name, fault, text) => {
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user);
    resetSettings({ faults: [{ method: 'POST', path: '/youtrack-workitems/ajax/insert-workitems', ...fault }] });
    await user.click(transfer());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(transfer()).toBeEnabled();
    expect(screen.getByLabelText('Vorgang (Issue-ID)')).toHaveValue('Tools-1234');
  });

  it('a failed worked-time read shows an error with a retry', async () => {
    resetSettings({ faults: [{ method: 'GET', path: '/youtrack-workitems/ajax/total-worked-time', status: 500 }] });
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await enterDate(user, 'Von', '16.11.2026');
    await enterDate(user, 'Bis', '20.11.2026');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten');
    resetSettings();
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText(/Minuten\)/)).toBeInTheDocument();
  });
});

describe('<work-items-view>: as a Laravel server answers', () => {
  it('an empty 200 is a transfer: the success text, and the finder reads the issue again (items in the spec’s fields, dates as strings)', async () => {
    let posted = false;
    let readsAfterPost = 0;
    server.use(
      http.post(route('/youtrack-workitems/ajax/insert-workitems'), () => {
        posted = true;
        return new HttpResponse(null, { status: 200 });
      }),
      http.get(route('/youtrack-workitems/ajax/get-workitems/:issueId'), () => {
        if (!posted) return HttpResponse.json([]);
        readsAfterPost += 1;
        return HttpResponse.json([
          {
            id: 7,
            text: 'Arbeitszeit KW 47',
            date: String(Date.UTC(2026, 10, 16)),
            duration: { minutes: '1920' },
            creator: { login: 'max.mueller' },
          },
        ]);
      }),
    );
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user);
    await user.click(transfer());
    expect(await screen.findByText('Zeiten wurden erfolgreich übertragen')).toBeInTheDocument();
    const table = await within(finder()).findByRole('table', { name: 'Zeiteinträge von TOOLS-1234' });
    expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell').slice(0, 4).map(shown)).toEqual([
      'Arbeitsze…',
      '16.11.2026',
      '32:00 h (1.920 min)',
      'max.mueller',
    ]);
    expect(readsAfterPost).toBe(1);
  });

  it.each([
    [
      '500 with a JSON message',
      () => HttpResponse.json({ message: 'YouTrack antwortet nicht.' }, { status: 500 }),
      'YouTrack antwortet nicht.',
    ],
    ['400 as plain text', () => HttpResponse.text('Issue ist gesperrt.', { status: 400 }), 'Issue ist gesperrt.'],
    [
      '500 as an HTML page',
      () => HttpResponse.html('<html><body><h1>Whoops</h1></body></html>', { status: 500 }),
      'Auf dem Server ist ein Fehler aufgetreten',
    ],
  ])('every failed transfer (%s) says the spec’s text, the server’s reason beneath, never HTML', async (_name, answer, reason) => {
    server.use(http.post(route('/youtrack-workitems/ajax/insert-workitems'), answer));
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user);
    await user.click(transfer());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.');
    expect(alert).toHaveTextContent(reason);
    expect(alert).not.toHaveTextContent('Whoops');
    expect(screen.getByLabelText('Vorgang (Issue-ID)')).toHaveValue('Tools-1234');
  });

  it('what was typed before the session expired is back after the reload', async () => {
    onTestFinished(() => window.sessionStorage.clear());
    resetSettings({ faults: [{ method: 'POST', path: '/youtrack-workitems/ajax/insert-workitems', status: 419 }] });
    const view = renderView(<WorkItemsView users={USERS} userId={5} />);
    await fill(view.user, { issue: 'tools-77' });
    await view.user.selectOptions(screen.getByLabelText('Benutzer'), 'Max Müller');
    await view.user.click(transfer());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sitzung abgelaufen');
    view.unmount();
    resetSettings();
    renderView(<WorkItemsView users={USERS} userId={5} />);
    expect(screen.getByLabelText('Vorgang (Issue-ID)')).toHaveValue('TOOLS-77');
    expect(screen.getByLabelText('Faktor')).toHaveValue('0.8');
    expect(screen.getByLabelText('Von')).toHaveValue('16.11.2026');
    expect(screen.getByLabelText('Bis')).toHaveValue('20.11.2026');
    expect(screen.getByLabelText('Benutzer')).toHaveValue('4');
  });
});

describe('<work-items-view>: work-item finder', () => {
  it('lists the items of an issue: text preview of 9 characters, date, minutes, author', async () => {
    renderView(<WorkItemsView users={USERS} userId={4} issueId="tools-1000" />);
    const table = await within(finder()).findByRole('table', { name: 'Zeiteinträge von TOOLS-1000' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Text', 'Datum', 'Dauer', 'Autor', 'Aktionen']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 4).map(shown))).toEqual([
      ['2026-KW41…', '05.10.2026', '25:36 h (1.536 min)', 'max.mueller'],
      ['2026-KW42…', '12.10.2026', '16:00 h (960 min)', 'thomas.becker'],
    ]);
  });

  it('a row’s „Löschen“ is quiet until chosen, and its name starts with what it shows (label in name)', async () => {
    renderView(<WorkItemsView users={USERS} userId={4} issueId="TOOLS-1000" />);
    const table = await within(finder()).findByRole('table', { name: 'Zeiteinträge von TOOLS-1000' });
    const [button] = within(table).getAllByRole('button', { name: 'Löschen: Zeiteintrag „2026-KW41…“ vom 05.10.2026' });
    expect(button).toHaveTextContent(/^Löschen$/);
    expect(button).toHaveClass('btn-outline-secondary');
    expect(button).not.toHaveClass('btn-outline-danger');
  });

  it('the full text of a work item opens in its row by keyboard and by touch, not only on hover', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} issueId="tools-1000" />);
    const table = await within(finder()).findByRole('table', { name: 'Zeiteinträge von TOOLS-1000' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const full = '2026-KW41 Arbeitszeit 2026-10-05 bis 2026-10-09 (Faktor 0.8)';
    const toggle = within(first).getByRole('button', { name: /^2026-KW41…/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName(/ganzen Text zeigen$/);
    expect(within(first).getByText(full)).not.toBeVisible();
    expect(within(first).queryByTitle(full)).toBeNull();
    // Touch (a tap is a click): the row shows the whole text; again closes it.
    await user.click(toggle);
    expect(within(first).getByText(full)).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(/ganzen Text ausblenden$/);
    await user.click(toggle);
    expect(within(first).getByText(full)).not.toBeVisible();
    // Keyboard: Tab reaches the preview of the next row (after the first row's Löschen), Enter opens it.
    toggle.focus();
    await user.tab();
    expect(within(first).getByRole('button', { name: /^Löschen: / })).toHaveFocus();
    await user.tab();
    expect(within(second).getByRole('button', { name: /^2026-KW42…/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(second).getByText('2026-KW42 Arbeitszeit 2026-10-12 bis 2026-10-13 (Faktor 1)')).toBeVisible();
  });

  it('asks for a valid issue id; an issue without items says what to do', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} />);
    expect(within(finder()).getByText('Vorgang eingeben (z. B. TOOLS-1234), um seine Zeiteinträge zu sehen.')).toBeInTheDocument();
    const input = within(finder()).getByLabelText('Vorgang suchen');
    await user.type(input, 'kein issue{Enter}');
    expect(within(finder()).getByText('Die Issue-ID muss das Format PROJEKT-1234 haben.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'new-1');
    await user.click(within(finder()).getByRole('button', { name: 'Anzeigen' }));
    expect(
      await within(finder()).findByText('Dieser Vorgang hat noch keine Zeiteinträge. Übertragen Sie oben Zeiten darauf.'),
    ).toBeInTheDocument();
  });

  it('deletes a work item after the confirm "Eintrag wirklich löschen?"', async () => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} issueId="TOOLS-1234" />);
    const table = await within(finder()).findByRole('table', { name: 'Zeiteinträge von TOOLS-1234' });
    const [button] = within(table).getAllByRole('button', { name: /^Löschen: Zeiteintrag „.*“ vom .*$/ });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Zeiteintrag löschen' });
    expect(within(dialog).getByText('Eintrag wirklich löschen?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Eintrag erfolgreich gelöscht')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      expect.stringMatching(/^\/youtrack-workitems\/ajax\/delete-workitem\/TOOLS-1234\/.+/),
    ]);
    expect(
      await within(finder()).findByText('Dieser Vorgang hat noch keine Zeiteinträge. Übertragen Sie oben Zeiten darauf.'),
    ).toBeInTheDocument();
  });

  it('deleting on a billed issue keeps the item and says why', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} issueId="TOOLS-1000" />);
    const table = await within(finder()).findByRole('table');
    await user.click(within(table).getAllByRole('button', { name: /^Löschen: / })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Zeiteintrag löschen' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('a broken issue-id attribute gives the configuration error', () => {
    const logged = expectConsole('error', /<work-items-view>: Attribut „issue-id“/);
    renderView(<WorkItemsView users={USERS} issueId="kein issue" />);
    expect(screen.getByText(/Format PROJEKT-1234 erwartet/)).toBeInTheDocument();
    expect(logged()).toHaveLength(1);
  });
});
