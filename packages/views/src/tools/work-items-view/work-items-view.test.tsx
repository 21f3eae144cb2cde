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
const NOW = new Date('2026-11-23T09:30:00+01:00');
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

async function typeDate(user: User, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
  await user.keyboard('{Escape}');
}

async function fill(user: User, { start = '16.11.2026', end = '20.11.2026', factor = '0,8', issue = 'Tools-1234' } = {}) {
  await typeDate(user, 'Von', start);
  await typeDate(user, 'Bis', end);
  await user.type(screen.getByLabelText('Faktor'), factor);
  await user.type(screen.getByLabelText('Issue'), issue);
}

const transfer = () => screen.getByRole('button', { name: 'Zeiten übertragen' });
const finder = () => screen.getByRole('region', { name: 'Work Items eines Issues' });

describe('<work-items-view>: time transfer', () => {
  it('shows the fields with the spec’s placeholders; the user is preselected', () => {
    renderView(<WorkItemsView users={USERS} userId={4} />);
    expect(screen.getByLabelText('Benutzer')).toHaveValue('4');
    expect(screen.getByLabelText('Faktor')).toHaveAttribute('placeholder', 'Bspw: 0.8');
    expect(screen.getByLabelText('Issue')).toHaveAttribute('placeholder', 'Issue (z.b Tools-1234)');
    expect(screen.getByText('Benutzer, Von und Bis wählen, dann wird die gearbeitete Zeit berechnet.')).toBeInTheDocument();
  });

  it('fetches the worked time only when user, start and end are chosen; shows ISO weeks and minutes × factor rounded', async () => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} />);
    await typeDate(user, 'Von', '16.11.2026');
    await typeDate(user, 'Bis', '23.11.2026');
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
    await typeDate(user, 'Von', '24.11.2026');
    expect(screen.getByText('Dieser Tag ist gesperrt.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Von'));
    await user.click(transfer());
    expect(await screen.findByText('Bitte einen Benutzer auswählen.')).toBeInTheDocument();
    expect(screen.getByText('Bitte ein gültiges Startdatum angeben.')).toBeInTheDocument();
    expect(screen.getByText('Bitte ein gültiges Enddatum angeben.')).toBeInTheDocument();
    expect(screen.getByText('Bitte einen Faktor angeben.')).toBeInTheDocument();
    expect(screen.getByText('Bitte eine Issue-ID angeben.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Faktor'), 'abc');
    await user.type(screen.getByLabelText('Issue'), 'TOOLS1234');
    await user.click(transfer());
    expect(await screen.findByText('Der Faktor muss eine Zahl größer 0 sein.')).toBeInTheDocument();
    expect(screen.getByText('Die Issue-ID muss das Format PROJEKT-1234 haben.')).toBeInTheDocument();
    expect(screen.getByLabelText('Faktor')).toHaveValue('abc');
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('an end before the start is refused at the end field', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user, { start: '16.11.2026', end: '17.11.2026' });
    await typeDate(user, 'Von', '20.11.2026');
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
    const table = await within(finder()).findByRole('table', { name: 'Work Items von TOOLS-1234' });
    const rows = within(table).getAllByRole('row').slice(1);
    const last = rows[rows.length - 1];
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Arbeitsze…', '16.11.2026', String(minutes), 'max.mueller', 'Löschen']);
    expect(within(finder()).getByLabelText('Issue suchen')).toHaveValue('TOOLS-1234');
  });

  it('a billed issue: "Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet." and every value stays', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await fill(user, { issue: 'tools-1000' });
    await user.click(transfer());
    expect(await screen.findByRole('alert')).toHaveTextContent('Request wurde nicht abgeschlossen. Das Issue ist schon abgerechnet.');
    expect(screen.getByLabelText('Issue')).toHaveValue('tools-1000');
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
    expect(screen.getByLabelText('Issue')).toHaveValue('Tools-1234');
  });

  it('a failed worked-time read shows an error with a retry', async () => {
    resetSettings({ faults: [{ method: 'GET', path: '/youtrack-workitems/ajax/total-worked-time', status: 500 }] });
    const { user } = renderView(<WorkItemsView users={USERS} userId={4} />);
    await typeDate(user, 'Von', '16.11.2026');
    await typeDate(user, 'Bis', '20.11.2026');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten');
    resetSettings();
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText(/Minuten\)/)).toBeInTheDocument();
  });
});

describe('<work-items-view>: as a Laravel server answers', () => {
  it('an empty 200 is a transfer: the success text, and the finder reads the issue again (items in the spec’s fields, dates as strings)', async () => {
    let reads = 0;
    server.use(
      http.post(route('/youtrack-workitems/ajax/insert-workitems'), () => new HttpResponse(null, { status: 200 })),
      http.get(route('/youtrack-workitems/ajax/get-workitems/:issueId'), () => {
        reads += 1;
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
    const table = await within(finder()).findByRole('table', { name: 'Work Items von TOOLS-1234' });
    expect(
      within(within(table).getAllByRole('row')[1])
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['Arbeitsze…', '16.11.2026', '1920', 'max.mueller']);
    expect(reads).toBe(1);
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
    expect(screen.getByLabelText('Issue')).toHaveValue('Tools-1234');
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
    expect(screen.getByLabelText('Issue')).toHaveValue('TOOLS-77');
    expect(screen.getByLabelText('Faktor')).toHaveValue('0.8');
    expect(screen.getByLabelText('Von')).toHaveValue('16.11.2026');
    expect(screen.getByLabelText('Bis')).toHaveValue('20.11.2026');
    expect(screen.getByLabelText('Benutzer')).toHaveValue('4');
  });
});

describe('<work-items-view>: work-item finder', () => {
  it('lists the items of an issue: text preview of 9 characters, date, minutes, author', async () => {
    renderView(<WorkItemsView users={USERS} userId={4} issueId="tools-1000" />);
    const table = await within(finder()).findByRole('table', { name: 'Work Items von TOOLS-1000' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Text', 'Datum', 'Minuten', 'Autor', 'Aktionen']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Arbeitsze…', '05.10.2026', '1536', 'max.mueller'],
      ['Arbeitsze…', '12.10.2026', '960', 'thomas.becker'],
    ]);
    expect(within(rows[0]).getByText('Arbeitsze…')).toHaveAttribute('title', 'Arbeitszeit 2026-10-05 bis 2026-10-09 (Faktor 0.8)');
  });

  it('asks for a valid issue id; an issue without items says what to do', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} />);
    expect(within(finder()).getByText('Issue eingeben, um seine Work Items zu sehen.')).toBeInTheDocument();
    const input = within(finder()).getByLabelText('Issue suchen');
    await user.type(input, 'kein issue{Enter}');
    expect(within(finder()).getByText('Die Issue-ID muss das Format PROJEKT-1234 haben.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'new-1');
    await user.click(within(finder()).getByRole('button', { name: 'Anzeigen' }));
    expect(
      await within(finder()).findByText('Dieses Issue hat noch keine Work Items. Übertragen Sie oben Zeiten darauf.'),
    ).toBeInTheDocument();
  });

  it('deletes a work item after the confirm "Eintrag wirklich löschen?"', async () => {
    const seen = recordRequests();
    const { user } = renderView(<WorkItemsView users={USERS} issueId="TOOLS-1234" />);
    const table = await within(finder()).findByRole('table', { name: 'Work Items von TOOLS-1234' });
    const [button] = within(table).getAllByRole('button', { name: /^Work Item „.*“ vom .* löschen$/ });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Work Item löschen' });
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
      await within(finder()).findByText('Dieses Issue hat noch keine Work Items. Übertragen Sie oben Zeiten darauf.'),
    ).toBeInTheDocument();
  });

  it('deleting on a billed issue keeps the item and says why', async () => {
    const { user } = renderView(<WorkItemsView users={USERS} issueId="TOOLS-1000" />);
    const table = await within(finder()).findByRole('table');
    await user.click(within(table).getAllByRole('button', { name: /löschen$/ })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Work Item löschen' });
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
