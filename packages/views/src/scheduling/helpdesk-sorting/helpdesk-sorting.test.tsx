import { db, settings } from '@mocks/node';
import { fillExample } from '@stempeluhr/core';
import { screen, waitFor, within } from '@testing-library/react';
import { contracted, renderView } from '@test/render';
import { recordRequests } from '@test/requests';
import { HelpdeskSorting as View } from './helpdesk-sorting';
import { helpdeskSortingTag } from './helpdesk-sorting.tag';

const HelpdeskSorting = contracted(View, helpdeskSortingTag);
const ADMIN = ['employee', 'Intern.Rollen.HelpdeskDienstplan.Admin'];
// Waits for what a user would see (a loaded 2-core CI machine can take seconds), never a speed assertion.
const appear = { timeout: 10_000 };

/** The names in the table, in order. */
function names() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
}

async function shown() {
  await screen.findByRole('table', undefined, appear);
}

describe('<helpdesk-sorting>', () => {
  beforeEach(() => {
    db.currentUserId = 6; // Lukas Hoffmann holds Intern.Rollen.HelpdeskDienstplan.Admin
  });

  it('the manifest example shows the seeded list in order', async () => {
    const roles = JSON.parse(/:roles='([^']*)'/.exec(fillExample(helpdeskSortingTag.example))![1]) as string[];
    renderView(<HelpdeskSorting roles={roles} />);
    await shown();
    expect(names()).toEqual(['Thomas Becker', 'Lukas Hoffmann', 'Julia Wagner', 'Jonas Weber', 'Max Müller']);
    expect(screen.getByRole('button', { name: 'Thomas Becker nach oben' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Max Müller nach unten' })).toBeDisabled();
    // Says when it saves and what the sync does; the per-row remove is quiet (the red is the confirmation's).
    expect(screen.getByText(/^Jede Änderung wird sofort gespeichert\. „Mit Gruppe abgleichen“ übernimmt/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Max Müller entfernen' })).toHaveClass('btn-outline-secondary');
  });

  it('move down and up: each answer replaces the list; focus stays on the moved row', async () => {
    const seen = recordRequests(/^\/scheduler\/helpdesk\/sorting/);
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} />);
    await shown();
    await user.click(screen.getByRole('button', { name: 'Thomas Becker nach unten' }));
    await waitFor(() => expect(names()).toEqual(['Lukas Hoffmann', 'Thomas Becker', 'Julia Wagner', 'Jonas Weber', 'Max Müller']));
    expect(screen.getByRole('button', { name: 'Thomas Becker nach unten' })).toHaveFocus();
    expect(await screen.findByRole('status', { name: '' }, appear)).toHaveTextContent('Reihenfolge gespeichert');
    await user.click(screen.getByRole('button', { name: 'Max Müller nach oben' }));
    await waitFor(() => expect(names()).toEqual(['Lukas Hoffmann', 'Thomas Becker', 'Julia Wagner', 'Max Müller', 'Jonas Weber']));
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /scheduler/helpdesk/sorting',
      'GET /scheduler/helpdesk/sorting/down/1',
      'GET /scheduler/helpdesk/sorting/up/5',
    ]);
  });

  it('shows what the server answers, not a local guess (another admin changed the list meanwhile)', async () => {
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} />);
    await shown();
    // Meanwhile someone else synced: Jonas Weber left, Anna Berger joined.
    const { syncSorting } = await import('@mocks/scheduling/helpdesk.rules');
    syncSorting(db);
    await user.click(screen.getByRole('button', { name: 'Julia Wagner nach oben' }));
    await waitFor(() => expect(names()).toEqual(['Thomas Becker', 'Julia Wagner', 'Lukas Hoffmann', 'Max Müller', 'Anna Berger']));
  });

  it('remove asks first; cancel keeps the entry, confirm removes it with the answered list', async () => {
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} />);
    await shown();
    await user.click(screen.getByRole('button', { name: 'Jonas Weber entfernen' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Jonas Weber wirklich aus der Helpdesk-Reihenfolge entfernen?');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toContain('Jonas Weber');
    await user.click(screen.getByRole('button', { name: 'Jonas Weber entfernen' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() => expect(names()).toEqual(['Thomas Becker', 'Lukas Hoffmann', 'Julia Wagner', 'Max Müller']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Eintrag erfolgreich gelöscht')).toBeInTheDocument();
  });

  it('sync drops leavers and appends new group members', async () => {
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} />);
    await shown();
    await user.click(screen.getByRole('button', { name: 'Mit Gruppe abgleichen' }));
    await waitFor(() => expect(names()).toEqual(['Thomas Becker', 'Lukas Hoffmann', 'Julia Wagner', 'Max Müller', 'Anna Berger']));
    expect(screen.getByText('Liste mit der Helpdesk-Gruppe abgeglichen')).toBeInTheDocument();
  });

  it('without the role (or with a role that only contains the name) everything is read-only and says why', async () => {
    renderView(<HelpdeskSorting roles={['HelpdeskDienstplan.Admin.Lesen', 'XHelpdeskDienstplan.Admin']} />);
    await shown();
    expect(screen.getByText('Nur Administratoren des Helpdesk-Dienstplans dürfen die Reihenfolge ändern.')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Julia Wagner entfernen' })).toHaveAccessibleDescription(
      'Nur Administratoren des Helpdesk-Dienstplans dürfen die Reihenfolge ändern.',
    );
  });

  it('a tampered page (role claimed, server says no): the 403 message as an error banner, the list unchanged', async () => {
    db.currentUserId = 4;
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} />);
    await shown();
    await user.click(screen.getByRole('button', { name: 'Thomas Becker nach unten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nur Administratoren des Helpdesk-Dienstplans dürfen die Reihenfolge ändern.',
    );
    expect(names()[0]).toBe('Thomas Becker');
  });

  it('a 500 on a move: a generic German error, the button works again; network error likewise', async () => {
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} />);
    await shown();
    settings.faults = [{ method: 'GET', path: '/scheduler/helpdesk/sorting/down', status: 500 }];
    const down = screen.getByRole('button', { name: 'Thomas Becker nach unten' });
    await user.click(down);
    expect(await screen.findByRole('alert')).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten.');
    expect(down).toBeEnabled();
    settings.faults = [{ method: 'GET', path: '/scheduler/helpdesk/sorting/sync', network: true }];
    await user.click(screen.getByRole('button', { name: 'Mit Gruppe abgleichen' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Keine Verbindung zum Server'));
    settings.faults = [];
    await user.click(down);
    await waitFor(() => expect(names()[0]).toBe('Lukas Hoffmann'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a double click on a move sends one request', async () => {
    const seen = recordRequests(/^\/scheduler\/helpdesk\/sorting\/down/);
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} />);
    await shown();
    settings.latency = 150; // the answer is still on its way when the second click lands
    await user.dblClick(screen.getByRole('button', { name: 'Thomas Becker nach unten' }));
    await waitFor(() => expect(names()[0]).toBe('Lukas Hoffmann'));
    expect(seen).toHaveLength(1);
  });

  it('the list cannot be read: an error with retry; an empty list says what to do', async () => {
    settings.faults = [{ method: 'GET', path: '/scheduler/helpdesk/sorting', status: 403 }];
    const { user } = renderView(<HelpdeskSorting roles={ADMIN} />);
    expect(await screen.findByRole('alert', undefined, appear)).toBeInTheDocument();
    settings.faults = [];
    const { schedulingState } = await import('@mocks/scheduling/schedule.seed');
    schedulingState(db).sorting = [];
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText(/Noch niemand in der Reihenfolge/, undefined, appear)).toBeInTheDocument();
  });
});
