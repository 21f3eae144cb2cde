// telephoneplan-queueplan where the server has no read of the plan (GET /json/telephoneplan/queue/{date}
// is not among the specification's calls): the rows come from the page prop `members` (with `queues`
// and `editable`), or the view says in German that the page has to pass them.
import { resetDb, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contracted, renderView } from '@test/render';
import { loadPickerLibrary } from '@stempeluhr/ui';
import { recordRequests } from '@test/requests';
import { TelephoneplanQueueplan as View } from './telephoneplan-queueplan';
import { telephoneplanQueueplanTag } from './telephoneplan-queueplan.tag';
import { TEST_NOW } from '@test/clock';

beforeAll(() => loadPickerLibrary());

const TelephoneplanQueueplan = contracted(View, telephoneplanQueueplanTag);
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };

// As a Blade template would render the rows: Laravel's 0/1 and ids as strings.
const MEMBERS = JSON.stringify([
  {
    id: '2026112305',
    user_id: '5',
    user: { dn: 'aberger', fullName: 'Anna Berger' },
    absent: 0,
    working: 1,
    queues: [{ id: '77', name: 'Hotline Allgemein' }],
  },
  { id: '2026112304', user_id: '4', user: { dn: 'mmueller', fullName: 'Max Müller' }, absent: 1, working: 1, queues: [] },
]);
const QUEUES = JSON.stringify([
  { id: 1, name: 'Hotline Allgemein' },
  { id: 2, name: 'Vertrieb' },
]);

describe('<telephoneplan-queueplan> without the server’s read', () => {
  beforeEach(() => {
    resetDb({ now: TEST_NOW, currentUserId: 6 });
    vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(http.get(route('/json/telephoneplan/queue/:date'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
  });

  it('404 and no prop: one German hint, no alert, no English text', async () => {
    renderView(<TelephoneplanQueueplan date="2026-11-23" />);
    expect(await screen.findByText(/Den Queue-Plan liefert der Server nicht/, undefined, appear)).toBeInTheDocument();
    expect(screen.queryByText(/Not Found|nicht gefunden/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Queues am/ })).not.toBeInTheDocument();
  });

  it('the page prop is the plan: no read; a removal (an empty 200, as the spec leaves it) takes the badge off', async () => {
    const seen = recordRequests(/^\/(json\/)?telephoneplan\/queue/);
    server.use(http.delete(route('/telephoneplan/queue/delete/:id'), () => new HttpResponse(null, { status: 200 })));
    const { user } = renderView(
      <TelephoneplanQueueplan date="2026-11-23" members={MEMBERS as never} queues={QUEUES as never} editable={true} />,
    );
    const table = await screen.findByRole('table', { name: /^Queues am/ }, appear);
    const anna = within(table).getByRole('row', { name: /^Anna Berger/ });
    expect(within(table).getByRole('row', { name: /^Max Müller/ })).toHaveTextContent('Abwesenheit');
    // Hotline Allgemein is assigned (by name, the rows carry no queue id): only Vertrieb can be added.
    expect(
      within(within(anna).getByRole('combobox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Queue hinzufügen …', 'Vertrieb']);
    await user.click(within(anna).getByRole('button', { name: 'Queue „Hotline Allgemein“ von Anna Berger entfernen' }));
    await waitFor(() => expect([...anna.querySelectorAll('.badge')].map((b) => b.textContent)).toEqual([]));
    // It can be added again.
    expect(
      within(within(anna).getByRole('combobox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('Hotline Allgemein');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /telephoneplan/queue/delete/77']);
  });

  it('a queue added with an empty answer (the spec shows none) says it can be removed after the next load', async () => {
    server.use(http.post(route('/telephoneplan/queue/store'), () => new HttpResponse(null, { status: 200 })));
    const { user } = renderView(
      <TelephoneplanQueueplan date="2026-11-23" members={MEMBERS as never} queues={QUEUES as never} editable={true} />,
    );
    const table = await screen.findByRole('table', { name: /^Queues am/ }, appear);
    const anna = within(table).getByRole('row', { name: /^Anna Berger/ });
    await user.selectOptions(within(anna).getByRole('combobox'), 'Vertrieb');
    const added = await within(anna).findByText('(neu)', undefined, appear);
    expect(added.closest('.badge')).toHaveTextContent('Vertrieb(neu): Entfernen nach dem Neuladen der Seite');
    // No remove mark without the entry's id; the one of the queue the page brought stays.
    expect(within(anna).queryByRole('button', { name: 'Queue „Vertrieb“ von Anna Berger entfernen' })).not.toBeInTheDocument();
    expect(within(anna).getByRole('button', { name: 'Queue „Hotline Allgemein“ von Anna Berger entfernen' })).toBeInTheDocument();
  });
});
