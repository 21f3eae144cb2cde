// helpdesk-sorting where the server has no read of the list (GET /scheduler/helpdesk/sorting is not
// among the specification's calls): the list comes from the page prop `list`, or the view says in
// German that the first action brings it — never the server's English „Not Found“.
import { db, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { contracted, renderView } from '@test/render';
import { recordRequests } from '@test/requests';
import { HelpdeskSorting as View } from './helpdesk-sorting';
import { helpdeskSortingTag } from './helpdesk-sorting.tag';

const HelpdeskSorting = contracted(View, helpdeskSortingTag);
const ADMIN = ['Intern.Rollen.HelpdeskDienstplan.Admin'];
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

describe('<helpdesk-sorting> without the server’s read', () => {
  beforeEach(() => {
    db.currentUserId = 6;
    vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(http.get(route('/scheduler/helpdesk/sorting'), () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })));
  });

  it('404 and no prop: a German hint, no English text, no alert; „Mit Gruppe abgleichen“ brings the list', async () => {
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} />);
    expect(await screen.findByText(/Die Reihenfolge liefert der Server erst nach einer Aktion/, undefined, appear)).toBeInTheDocument();
    expect(screen.queryByText(/Not Found/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mit Gruppe abgleichen' }));
    await screen.findByRole('table', undefined, appear);
    // The synced list: the seeded order kept, a leaver dropped, a new member of the group appended.
    expect(names()).toEqual(['Thomas Becker', 'Lukas Hoffmann', 'Julia Wagner', 'Max Müller', 'Anna Berger']);
  });

  it('the page prop (as a Blade template renders it, Laravel values) is the list; nothing is read; an action answers the new one', async () => {
    const seen = recordRequests(/^\/scheduler\/helpdesk\/sorting/);
    const list = JSON.stringify({
      0: { id: '1', position: '1', user: { dn: 'tbecker', displayName: 'Thomas Becker' } },
      1: { id: '2', position: '2', user: { dn: 'lhoffmann' } },
    });
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} list={list as never} />);
    await screen.findByRole('table', undefined, appear);
    expect(names()).toEqual(['Thomas Becker', 'lhoffmann']);
    expect(seen).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Thomas Becker nach unten' }));
    await waitFor(() => expect(names()).toEqual(['Lukas Hoffmann', 'Thomas Becker', 'Julia Wagner', 'Jonas Weber', 'Max Müller']));
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /scheduler/helpdesk/sorting/down/1']);
  });
});
