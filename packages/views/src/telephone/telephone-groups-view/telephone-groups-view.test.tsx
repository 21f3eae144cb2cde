import { db, settings } from '@mocks/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import { contracted, renderView } from '@test/render';
import { recordRequests } from '@test/requests';
import { TelephoneGroupsView as View } from './telephone-groups-view';
import { telephoneGroupsViewTag } from './telephone-groups-view.tag';

const TelephoneGroupsView = contracted(View, telephoneGroupsViewTag);
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };
const GROUPS = /^\/json\/telephoneplan\/user\/groups/;

function switches() {
  return screen.getAllByRole('switch').map((s) => `${s.closest('li')!.textContent}:${(s as HTMLInputElement).checked ? 'an' : 'aus'}`);
}

describe('<telephone-groups-view>', () => {
  it('loads 100 ms after it appears; the loader gives way to the welcome area', async () => {
    vi.useFakeTimers();
    const seen = recordRequests(GROUPS);
    renderView(<TelephoneGroupsView />, { fakeTimers: true });
    expect(screen.getByRole('status')).toHaveTextContent('Telefongruppen werden geladen …');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(seen).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(seen).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(50));
    const welcome = screen.getByTestId('welcome-area');
    expect(welcome).toHaveTextContent('Hier legen Sie fest, in welchen Telefon-Queues Sie Anrufe annehmen.');
    expect(welcome).not.toHaveTextContent('Willkommen');
    expect(screen.queryByText('Telefongruppen werden geladen …')).toBeNull();
    expect(switches()).toEqual(['Hotline Allgemein:an', 'Hotline Technik:aus', 'Störungsannahme:an', 'Vertrieb:an', 'Rückruf-Service:aus']);
    expect(within(welcome).getByText('3 von 5 Queues aktiv')).toBeInTheDocument();
  });

  it('removed within the 100 ms: no request and no timer left behind', async () => {
    vi.useFakeTimers();
    const seen = recordRequests(GROUPS);
    const { unmount, queryClient } = renderView(<TelephoneGroupsView />, { fakeTimers: true });
    await act(() => vi.advanceTimersByTimeAsync(50));
    unmount();
    // The query cache belongs to the page, not to the widget: its garbage-collection timers go with it.
    queryClient.clear();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    expect(seen).toHaveLength(0);
  });

  it('switching a queue on and off saves {queue, state} and shows the answered list', async () => {
    const seen = recordRequests(/\/save$/);
    const { user } = renderView(<TelephoneGroupsView />);
    await user.click(await screen.findByRole('switch', { name: 'Hotline Technik' }, appear));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Hotline Technik' })).toBeChecked());
    expect(screen.getByText('Sie sind jetzt in der Queue „Hotline Technik“.')).toBeInTheDocument();
    expect(screen.getByText('4 von 5 Queues aktiv')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Vertrieb' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Vertrieb' })).not.toBeChecked());
    await waitFor(() =>
      expect(seen.map((r) => r.body)).toEqual([
        { queue: 2, state: true },
        { queue: 4, state: false },
      ]),
    );
  });

  it('shows the server answer, not the click: another change made elsewhere appears too', async () => {
    const { user } = renderView(<TelephoneGroupsView />);
    await screen.findByRole('switch', { name: 'Hotline Technik' }, appear);
    // Meanwhile, in another tab, the user left Hotline Allgemein.
    const { saveTelephoneQueue } = await import('@mocks/telephone/queues.rules');
    saveTelephoneQueue(db, { queue: 1, state: false });
    await user.click(screen.getByRole('switch', { name: 'Rückruf-Service' }));
    await waitFor(() =>
      expect(switches()).toEqual([
        'Hotline Allgemein:aus',
        'Hotline Technik:aus',
        'Störungsannahme:an',
        'Vertrieb:an',
        'Rückruf-Service:an',
      ]),
    );
  });

  it('a failed save: the error banner, the switch back at the server state, usable again', async () => {
    const { user } = renderView(<TelephoneGroupsView />);
    const technik = await screen.findByRole('switch', { name: 'Hotline Technik' }, appear);
    settings.faults = [{ method: 'POST', path: '/json/telephoneplan/user/groups/save', status: 500 }];
    await user.click(technik);
    expect(await screen.findByRole('alert')).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten.');
    expect(technik).not.toBeChecked();
    expect(technik).toBeEnabled();
    settings.faults = [{ method: 'POST', path: '/json/telephoneplan/user/groups/save', network: true }];
    await user.click(technik);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Keine Verbindung zum Server'));
    settings.faults = [];
    await user.click(technik);
    await waitFor(() => expect(technik).toBeChecked());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a double click saves once; the switches wait while a save is on its way', async () => {
    const seen = recordRequests(/\/save$/);
    const { user } = renderView(<TelephoneGroupsView />);
    const technik = await screen.findByRole('switch', { name: 'Hotline Technik' }, appear);
    settings.latency = 150;
    await user.dblClick(technik);
    expect(screen.getByRole('switch', { name: 'Vertrieb' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Vertrieb' })).toHaveAccessibleDescription(
      'Bitte warten, bis die letzte Änderung gespeichert ist.',
    );
    await waitFor(() => expect(technik).toBeChecked());
    expect(seen).toHaveLength(1);
  });

  it('without a CSRF token the save says so; a read error offers a retry', async () => {
    settings.faults = [{ method: 'GET', path: '/json/telephoneplan/user/groups', status: 404 }];
    const { user } = renderView(<TelephoneGroupsView />);
    expect(await screen.findByRole('alert', undefined, appear)).toHaveTextContent('Der Eintrag wurde nicht gefunden.');
    settings.faults = [];
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    const technik = await screen.findByRole('switch', { name: 'Hotline Technik' }, appear);
    document.head.innerHTML = '';
    await user.click(technik);
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Seite fehlt das CSRF-Token');
  });
});
