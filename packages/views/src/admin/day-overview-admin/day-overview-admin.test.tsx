import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settings } from '@mocks/node';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { recordWrites, signInAsAdmin, TEST_NOW } from '../shared/test-backend';
import { DayOverviewAdmin as View } from './day-overview-admin';
import { dayOverviewAdminTag } from './day-overview-admin.tag';

const DayOverviewAdmin = contracted(View, dayOverviewAdminTag);

beforeEach(() => {
  signInAsAdmin();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
});

const addForm = () => screen.getByRole('form', { name: /^Buchung am .* hinzufügen$/ });

describe('<day-overview-admin>', () => {
  it('names the day and pages with the one period navigation: ‹ Fr, 20.11.2026 ›, previous, next and "Heute"', async () => {
    const { user } = renderView(<DayOverviewAdmin userId={4} date="2026-11-20" />);
    expect(screen.getByRole('heading', { name: 'Fr, 20.11.2026' })).toBeInTheDocument();
    const pager = screen.getByRole('group', { name: 'Tag wählen' });
    expect(pager).toHaveTextContent('Fr, 20.11.2026');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Nächster Tag' }));
    expect(screen.getByRole('heading', { name: 'Sa, 21.11.2026' })).toBeInTheDocument();
    expect(pager).toHaveTextContent('Sa, 21.11.2026');
    await user.click(screen.getByRole('button', { name: 'Heute' }));
    expect(screen.getByRole('heading', { name: 'Mo, 23.11.2026' })).toBeInTheDocument();
    // Today is shown: „Heute“ is off and says why.
    expect(screen.getByRole('button', { name: 'Heute' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Heute' })).toHaveAccessibleDescription('Der heutige Tag wird angezeigt');
    await user.click(screen.getByRole('button', { name: 'Vorheriger Tag' }));
    expect(screen.getByRole('heading', { name: 'So, 22.11.2026' })).toBeInTheDocument();
  });

  it('adds a clocking for another user (addedFromUser false) and recalculates on the admin route', async () => {
    const writes = recordWrites();
    const { user } = renderView(<DayOverviewAdmin userId={7} date="2026-11-21" />);
    expect(await screen.findByText('Noch keine Buchungen an diesem Tag')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
    await user.type(within(addForm()).getByLabelText('Von'), '10:00');
    await user.type(within(addForm()).getByLabelText('Bis'), '12:00');
    await user.type(within(addForm()).getByLabelText('Kommentar'), 'Nachgetragen vom Admin');
    await user.click(within(addForm()).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({
      path: '/clocking/user/create',
      body: { userId: 7, addedFromUser: false, comment: 'Nachgetragen vom Admin', type: 'regulär' },
    });
    expect(writes[1]).toMatchObject({ method: 'POST', path: '/admin/overtime/recalculate/7/2026-W47' });
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('10:0012:00regulär2:00 h'));
  });

  it('the shared dialog rules apply: refuses Bis before Von ("Die Zeit Bis darf nicht kleiner sein als Von"), no request', async () => {
    const writes = recordWrites();
    const { user } = renderView(<DayOverviewAdmin userId={7} date="2026-11-21" />);
    await screen.findByText('Noch keine Buchungen an diesem Tag');
    await user.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
    await user.type(within(addForm()).getByLabelText('Von'), '12:00');
    await user.type(within(addForm()).getByLabelText('Bis'), '10:00');
    await user.type(within(addForm()).getByLabelText('Kommentar'), 'x');
    await user.click(within(addForm()).getByRole('button', { name: 'Buchung hinzufügen' }));
    expect(await screen.findByText('Die Zeit Bis darf nicht kleiner sein als Von')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('a failed create shows the server’s text as a banner at the top and keeps the values', async () => {
    expectConsole('error', /.*/);
    settings.faults = [{ method: 'POST', path: '/clocking/user/create', status: 500, body: 'Datenbank nicht erreichbar' }];
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderView(<DayOverviewAdmin userId={7} date="2026-11-21" />);
    await screen.findByText('Noch keine Buchungen an diesem Tag');
    await user.click(screen.getByRole('button', { name: 'Buchung hinzufügen' }));
    await user.type(within(addForm()).getByLabelText('Von'), '10:00');
    await user.type(within(addForm()).getByLabelText('Bis'), '12:00');
    await user.type(within(addForm()).getByLabelText('Kommentar'), 'Nachtrag');
    await user.click(within(addForm()).getByRole('button', { name: 'Buchung hinzufügen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.compareDocumentPosition(addForm()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scroll).toHaveBeenCalled();
    expect(within(addForm()).getByLabelText('Kommentar')).toHaveValue('Nachtrag');
  });

  it('edits with the shared dialog and deletes after confirmation', async () => {
    const writes = recordWrites();
    const { user } = renderView(<DayOverviewAdmin userId={4} date="2026-11-20" />);
    const edit = (await screen.findAllByRole('button', { name: /^Eintrag .* ändern$/ }))[0];
    await user.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag ändern' });
    fireEvent.change(within(dialog).getByLabelText('Von'), { target: { value: '07:01:02' } });
    await user.clear(within(dialog).getByLabelText('Kommentar'));
    await user.type(within(dialog).getByLabelText('Kommentar'), 'Korrigiert');
    await user.click(within(dialog).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Zeiten werden neu berechnet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table')).toHaveTextContent('07:01'));
    expect(writes.map((w) => w.path)).toEqual(['/clocking/user/update', '/admin/overtime/recalculate/4/2026-W47']);
    const before = screen.getAllByRole('button', { name: /^Eintrag .* löschen$/ }).length;
    await user.click(screen.getAllByRole('button', { name: /^Eintrag .* löschen$/ })[0]);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' })).getByRole('button', { name: 'Löschen' }),
    );
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /^Eintrag .* löschen$/ })).toHaveLength(before - 1));
  });

  it('a migrated day is read-only with the hint', async () => {
    renderView(<DayOverviewAdmin userId={4} date="2020-02-20" />);
    expect(screen.getByText('migrierte Daten aus v1 können nicht bearbeitet werden')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Buchungen werden|placeholder/)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Buchung hinzufügen' })).toBeNull();
    for (const button of screen.queryAllByRole('button', { name: /^Eintrag/ })) expect(button).toBeDisabled();
  });

  it('a deleted user is read-only; a future day offers no add', async () => {
    const { unmount } = renderView(<DayOverviewAdmin userId={12} date="2026-11-20" deleted />);
    expect(screen.getByText('Der Benutzer ist gelöscht: nur lesen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buchung hinzufügen' })).toBeNull();
    unmount();
    renderView(<DayOverviewAdmin userId={4} date="2026-11-30" />);
    expect(screen.getByText('Für zukünftige Tage können keine Buchungen hinzugefügt werden.')).toBeInTheDocument();
  });
});
