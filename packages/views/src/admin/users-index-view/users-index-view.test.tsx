import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { server, settings } from '@mocks/node';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import type { AdminUsersResponse } from '@stempeluhr/core';
import { recordRequests, signInAsAdmin } from '../shared/test-backend';
import { UsersIndexView as View } from './users-index-view';
import { usersIndexViewTag } from './users-index-view.tag';

const UsersIndexView = contracted(View, usersIndexViewTag);
const COMPANIES = ['Stempeluhr GmbH', 'Stempeluhr Service GmbH', 'Stempeluhr Consulting AG'];

beforeEach(() => signInAsAdmin());

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.closest('tbody'));
const names = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);

// Generous timeouts: the machine is shared, answers can take a while.
const SLOW = { timeout: 5000 };

async function loaded() {
  await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), SLOW);
}

describe('<users-index-view>', () => {
  it('lists 10 active users per page, sorted by last name, each row linking to /admin/users/{id}', async () => {
    const requests = recordRequests();
    renderView(<UsersIndexView companies={JSON.stringify(COMPANIES)} />);
    await loaded();
    expect(bodyRows()).toHaveLength(10);
    expect(names().slice(0, 3)).toEqual(['Thomas Becker', 'Anna Berger', 'Hannah Braun']);
    expect(bodyRows()[0]).toHaveAttribute('data-href', '/admin/users/2');
    expect(screen.getByText('40 Benutzer · Seite 1 von 4')).toBeInTheDocument();
    expect(requests.list).toEqual(['GET /json/admin/overtime/users?filterUser=active&perPage=10&page=1']);
  });

  it('writes each balance with its unit, signed (issue 24 point 5: „+105:58 h“, not „+105:58“)', async () => {
    renderView(<UsersIndexView />);
    await loaded();
    const balances = bodyRows().map((row) => row.querySelector('td.text-end')?.textContent ?? '');
    expect(balances.filter(Boolean).length).toBeGreaterThan(0);
    for (const text of balances.filter(Boolean)) expect(text).toMatch(/^[+−±]\d+:\d\d h$/);
  });

  it('pages with the pager; the current page is marked and the ends are disabled', async () => {
    const { user } = renderView(<UsersIndexView />);
    await loaded();
    const pager = screen.getByRole('navigation', { name: 'Seiten der Benutzerliste' });
    expect(within(pager).getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Seite 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Seite 4' }));
    await waitFor(() => expect(names()).toContain('Paul Zimmermann'), SLOW);
    expect(within(pager).getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Vorherige Seite' }));
    expect(await screen.findByText('40 Benutzer · Seite 3 von 4', undefined, SLOW)).toBeInTheDocument();
  });

  it('shows an ellipsis window beyond 10 pages', async () => {
    server.use(
      http.get('*/json/admin/overtime/users', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const body: AdminUsersResponse = {
          users: [
            {
              id: page,
              dn: `u${page}`,
              displayName: `Nutzer ${page}`,
              company: 'X',
              email: '',
              overtime: 0,
              active: true,
              deleted: false,
              url: '',
            },
          ],
          info: { current_page: page, last_page: 30, per_page: 10, total: 300 },
        };
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderView(<UsersIndexView />);
    await loaded();
    const pager = screen.getByRole('navigation');
    const labels = () => [...pager.querySelectorAll('li')].map((li) => li.textContent);
    expect(labels()).toEqual(['‹', '1', '2', '3', '4', '5', '6', '7', '8', '…', '30', '›']);
    await user.click(within(pager).getByRole('button', { name: 'Seite 8' }));
    await waitFor(() => expect(labels()).toEqual(['‹', '1', '…', '6', '7', '8', '9', '10', '…', '30', '›']), SLOW);
  });

  it('searches 300 ms after the last keystroke, once, and starts again at page 1', async () => {
    const requests = recordRequests();
    const { user } = renderView(<UsersIndexView />);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    expect(await screen.findByText('40 Benutzer · Seite 2 von 4', undefined, SLOW)).toBeInTheDocument();
    // All four keystrokes at once (no pause between them), as a fast typist: one search after 300 ms.
    await userEvent.setup({ delay: null }).type(screen.getByRole('searchbox', { name: 'Suche' }), 'schm');
    await waitFor(() => expect(names()).toEqual(['Henry Schmid', 'Noah Schmitt', 'Finn Schmitz']), SLOW);
    expect(requests.matching(/term=/)).toEqual(['GET /json/admin/overtime/users?filterUser=active&perPage=10&page=1&term=schm']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('filters by status and by company', async () => {
    const { user } = renderView(<UsersIndexView companies={JSON.stringify(COMPANIES)} />);
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inaktive und gelöschte');
    await waitFor(() => expect(names()).toEqual(['Elias Hartmann', 'Anton Herrmann', 'Oskar Lang', 'Clara Lehmann', 'Emma Richter']), SLOW);
    expect(within(bodyRows()[0]).getByText('gelöscht')).toBeInTheDocument();
    expect(within(bodyRows()[3]).getByText('inaktiv')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Firmen' }));
    await user.click(screen.getByRole('option', { name: 'Stempeluhr Consulting AG' }));
    await waitFor(() => expect(names()).toEqual(['Oskar Lang', 'Clara Lehmann']), SLOW);
  });

  it('starts with the filter the page gives', async () => {
    renderView(<UsersIndexView filterUser="all" />);
    expect(await screen.findByText('45 Benutzer · Seite 1 von 5', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('all');
  });

  it('an empty result says what to do', async () => {
    const { user } = renderView(<UsersIndexView />);
    await loaded();
    await user.type(screen.getByRole('searchbox', { name: 'Suche' }), 'niemand');
    expect(await screen.findByText('Keine Benutzer gefunden. Suchbegriff oder Filter ändern.', {}, SLOW)).toBeInTheDocument();
  });

  it('an older answer arriving after a newer one is never shown', async () => {
    server.use(
      http.get('*/json/admin/overtime/users', async ({ request }) => {
        const term = new URL(request.url).searchParams.get('term') ?? '';
        if (term === 'ab') await delay(700);
        const body: AdminUsersResponse = {
          users: [
            {
              id: 1,
              dn: term,
              displayName: `Treffer für ${term || '–'}`,
              company: '',
              email: '',
              overtime: 0,
              active: true,
              deleted: false,
              url: '',
            },
          ],
          info: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
        };
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderView(<UsersIndexView />);
    await loaded();
    const search = screen.getByRole('searchbox', { name: 'Suche' });
    await user.type(search, 'ab');
    await act(() => new Promise((r) => setTimeout(r, 400)));
    await user.type(search, 'c');
    await waitFor(() => expect(names()).toEqual(['Treffer für abc']), SLOW);
    await act(() => new Promise((r) => setTimeout(r, 800)));
    expect(names()).toEqual(['Treffer für abc']);
  });

  it('a failed read shows the German error with a retry that works', async () => {
    expectConsole('error', /.*/);
    settings.faults = [{ method: 'GET', path: '/json/admin/overtime/users', status: 500 }];
    const { user } = renderView(<UsersIndexView />);
    const retry = await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 8000 });
    settings.faults = [];
    await user.click(retry);
    await loaded();
  });

  it('a non-admin sees the server’s refusal', async () => {
    signInAsAdmin(4);
    renderView(<UsersIndexView />);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('refuses a junk company list with the configuration error, without a request', () => {
    expectConsole('error', /companies/);
    const requests = recordRequests();
    renderView(<UsersIndexView companies="{kaputt" />);
    expect(screen.getByText(/companies/)).toBeInTheDocument();
    expect(requests.list).toEqual([]);
  });
});

describe('<users-index-view>: status (issue 24 review minor)', () => {
  it('leaves the Status column out while every listed user is active (no empty column); it returns for inactive ones', async () => {
    const { user } = renderView(<UsersIndexView companies={JSON.stringify(COMPANIES)} />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0), SLOW);
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inaktive und gelöschte');
    expect(await screen.findByRole('columnheader', { name: 'Status' }, SLOW)).toBeInTheDocument();
  });
});
