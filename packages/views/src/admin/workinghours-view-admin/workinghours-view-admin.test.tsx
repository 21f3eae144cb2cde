import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, settings } from '@mocks/node';
import { route } from '@mocks/http/route';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { recordWrites, signInAsAdmin } from '../shared/test-backend';
import { WorkinghoursViewAdmin as View } from './workinghours-view-admin';
import { workinghoursViewAdminTag } from './workinghours-view-admin.tag';
import { pageUrl, recordNavigationInEachTest } from '@test/navigation';

// The page's navigation, recorded (jsdom cannot leave its document).
const navigation = recordNavigationInEachTest();

const WorkinghoursViewAdmin = contracted(View, workinghoursViewAdminTag);

beforeEach(() => signInAsAdmin());

describe('<workinghours-view-admin>', () => {
  it('lists the history newest first with weekday hours and validity', async () => {
    renderView(<WorkinghoursViewAdmin userId={5} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('01.01.2024aktuell6:006:006:006:000:000:000:0024:00 h');
    expect(rows[1]).toHaveTextContent('01.01.201931.12.20238:008:008:008:008:000:000:0040:00 h');
  });

  it('the current entry (valid_until null) cannot be deleted, and says why', async () => {
    renderView(<WorkinghoursViewAdmin userId={5} />);
    const button = await screen.findByRole('button', { name: 'Arbeitszeit ab 01.01.2024 löschen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Der aktuelle Eintrag (ohne „Gültig bis“) kann nicht gelöscht werden.');
    expect(screen.getByRole('button', { name: 'Arbeitszeit ab 01.01.2019 löschen' })).toBeEnabled();
  });

  it('deletes a closed entry after the spec’s question', async () => {
    const writes = recordWrites();
    const { user } = renderView(<WorkinghoursViewAdmin userId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Arbeitszeit ab 01.01.2019 löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Soll dieser Eintrag wirklich aus der Arbeitszeithistorie gelöscht werden?' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Eintrag erfolgreich gelöscht')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/admin/working-hours/5/delete', body: { id: 5 } }]);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('a failed delete shows the error in the dialog, which stays', async () => {
    expectConsole('error', /.*/);
    settings.faults = [{ method: 'POST', path: '/admin/working-hours/5/delete', status: 500 }];
    const { user } = renderView(<WorkinghoursViewAdmin userId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Arbeitszeit ab 01.01.2019 löschen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  });

  it('opens the create dialog with the server’s defaults and the update dialog with the entry’s values', async () => {
    const { user } = renderView(<WorkinghoursViewAdmin userId={5} />);
    await user.click(await screen.findByRole('button', { name: 'Neue Arbeitszeit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Neue Arbeitszeit' });
    expect(await within(dialog).findByLabelText('Arbeitszeit Mo')).toHaveValue('06:00');
    expect(within(dialog).getByText('Gültig ab')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Arbeitszeit ab 01.01.2019 ändern' }));
    dialog = await screen.findByRole('dialog', { name: 'Arbeitszeit ändern' });
    expect(await within(dialog).findByLabelText('Arbeitszeit Fr')).toHaveValue('08:00');
    expect(within(dialog).getByText('Gültig bis')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(pageUrl('/admin/users/5/worktimechanges')));
  });

  it('the update dialog of a list with only the spec’s fields: each field not read is taken from the defaults and marked „bitte prüfen“', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const week = (id: number, hours: number, valid_until: string | null) => ({
      id,
      ...{ monday: hours, tuesday: hours, wednesday: hours, thursday: hours, friday: 0, saturday: 0, sunday: 0 },
      valid_until,
    });
    server.use(
      http.get(route('/admin/working-hours/:userId'), () => HttpResponse.json([week(6, 21600, null), week(5, 28800, '2023-12-31')])),
    );
    const { user } = renderView(<WorkinghoursViewAdmin userId={5} />);
    const table = await screen.findByRole('table');
    const closed = within(within(table).getAllByRole('row')[2]).getByRole('button', { name: /ändern$/ });
    await user.click(closed);
    const dialog = await screen.findByRole('dialog', { name: 'Arbeitszeit ändern' });
    expect(await within(dialog).findByLabelText('Arbeitszeit Mo')).toHaveValue('08:00');
    expect(within(dialog).getByLabelText('Arbeitszeit Mo')).not.toHaveAccessibleDescription(/bitte prüfen/);
    expect(within(dialog).getAllByText('bitte prüfen')).toHaveLength(11);
    for (const label of ['Pause Mo in Minuten', 'Pause So in Minuten', 'h/Woche', 'Tage/Woche', 'Urlaubswertigkeit', 'Urlaubstage']) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(/bitte prüfen/);
    }
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a deleted user is read-only', async () => {
    renderView(<WorkinghoursViewAdmin userId={12} deleted />);
    await screen.findByRole('table');
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
