import { screen, waitFor, within } from '@testing-library/react';
import { settings } from '@mocks/node';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { recordWrites, signInAsAdmin } from '../shared/test-backend';
import { shortTimeErrors } from './short-time-dialog';
import { ShortTimeView as View } from './short-time-view';
import { shortTimeViewTag } from './short-time-view.tag';
import { loadPickerLibrary } from '@stempeluhr/ui';

// The pickers load react-datepicker on first use; here it is there from the start, so a field found
// before a click is still the field after it (the take-over itself: lazy-picker.test.tsx).
beforeAll(() => loadPickerLibrary());

const ShortTimeView = contracted(View, shortTimeViewTag);

beforeEach(() => signInAsAdmin());

async function openNew(user: ReturnType<typeof renderView>['user']) {
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Neuer Eintrag' }));
  return screen.findByRole('dialog', { name: 'Kurzarbeit eintragen' });
}

async function typeDate(user: ReturnType<typeof renderView>['user'], label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
  await user.keyboard('{Escape}');
}

describe('<short-time-view>', () => {
  it('the rules: Von required, Von not after Bis, Bis optional', () => {
    expect(shortTimeErrors(null, null)).toEqual({ from: 'Von-Datum darf nicht leer sein.' });
    expect(shortTimeErrors(null, '2026-12-01')).toEqual({ from: 'Von-Datum darf nicht leer sein.' });
    expect(shortTimeErrors('2026-12-02', '2026-12-01')).toEqual({ from: 'Von-Datum muss vor Bis-Datum liegen.' });
    expect(shortTimeErrors('2026-12-01', '2026-12-01')).toEqual({});
    expect(shortTimeErrors('2026-12-01', null)).toEqual({});
  });

  it('lists the periods with Von and Bis (open-ended as "offen")', async () => {
    renderView(<ShortTimeView userId={11} />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('01.10.2026offen');
    expect(within(table).getByRole('button', { name: 'Kurzarbeit 01.10.2026 – offen ändern' })).toBeEnabled();
  });

  it('an empty Von shows the message, with no request', async () => {
    const writes = recordWrites();
    const { user } = renderView(<ShortTimeView userId={4} />);
    const dialog = await openNew(user);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Von-Datum darf nicht leer sein.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('Von after Bis shows the message, with no request', async () => {
    const writes = recordWrites();
    const { user } = renderView(<ShortTimeView userId={4} />);
    const dialog = await openNew(user);
    await typeDate(user, 'Von', '10.12.2026');
    await typeDate(user, 'Bis', '01.12.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Von-Datum muss vor Bis-Datum liegen.')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('creates an open-ended period: one request, "Eintrag erfolgreich gespeichert", the list follows', async () => {
    const writes = recordWrites();
    const { user } = renderView(<ShortTimeView userId={4} />);
    const dialog = await openNew(user);
    await typeDate(user, 'Von', '01.12.2026');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/admin/users/4/short-time/create', body: { from: '2026-12-01', to: null } }]);
    expect(await screen.findByRole('button', { name: 'Kurzarbeit 01.12.2026 – offen ändern' })).toBeInTheDocument();
  });

  it('edits a period with its values prefilled', async () => {
    const writes = recordWrites();
    const { user } = renderView(<ShortTimeView userId={4} />);
    await user.click(await screen.findByRole('button', { name: 'Kurzarbeit 02.04.2020 – 30.06.2020 ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kurzarbeit ändern' });
    expect(within(dialog).getByLabelText('Von')).toHaveValue('02.04.2020');
    await typeDate(user, 'Bis', '31.07.2020');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eintrag erfolgreich gespeichert')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ path: '/admin/users/4/short-time/update', body: { from: '2020-04-02', to: '2020-07-31' } });
  });

  it('the modal is cleared on close', async () => {
    const { user } = renderView(<ShortTimeView userId={4} />);
    let dialog = await openNew(user);
    await typeDate(user, 'Von', '01.12.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openNew(user);
    expect(within(dialog).getByLabelText('Von')).toHaveValue('');
  });

  it('server errors show in the modal under "Bitte folgende Fehler korrigieren:", values kept', async () => {
    settings.faults = [
      {
        method: 'POST',
        path: '/admin/users/4/short-time/create',
        status: 422,
        body: { errors: ['Zeitraum überschneidet sich.', 'Noch ein Fehler.'] },
      },
    ];
    const { user } = renderView(<ShortTimeView userId={4} />);
    const dialog = await openNew(user);
    await typeDate(user, 'Von', '01.12.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Bitte folgende Fehler korrigieren:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Zeitraum überschneidet sich.', 'Noch ein Fehler.']);
    expect(within(dialog).getByLabelText('Von')).toHaveValue('01.12.2026');
  });

  it('deletes after confirmation: "Eintrag erfolgreich gelöscht"', async () => {
    const writes = recordWrites();
    const { user } = renderView(<ShortTimeView userId={4} />);
    await user.click(await screen.findByRole('button', { name: 'Kurzarbeit 02.04.2020 – 30.06.2020 löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Eintrag erfolgreich gelöscht')).toBeInTheDocument();
    expect(writes.map((w) => w.method)).toEqual(['DELETE']);
    expect(await screen.findByText('Keine Kurzarbeit eingetragen. Mit „Neuer Eintrag“ einen Zeitraum anlegen.')).toBeInTheDocument();
  });

  it('a failed delete is only logged', async () => {
    const logged = expectConsole('error', /Kurzarbeit-Eintrag konnte nicht gelöscht werden/);
    settings.faults = [{ method: 'DELETE', path: '/admin/users/4/short-time', status: 500 }];
    const { user } = renderView(<ShortTimeView userId={4} />);
    await user.click(await screen.findByRole('button', { name: 'Kurzarbeit 02.04.2020 – 30.06.2020 löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag wirklich löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(logged()).toHaveLength(1));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('a deleted user: no new-entry button, row buttons disabled with the reason', async () => {
    renderView(<ShortTimeView userId={11} deleted />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Neuer Eintrag' })).toBeNull();
    for (const button of screen.getAllByRole('button', { name: /ändern|löschen/ })) expect(button).toBeDisabled();
    expect(screen.getByText('Der Benutzer ist gelöscht: nur lesen.')).toBeInTheDocument();
  });

  it('a failed read shows the German error with a retry', async () => {
    expectConsole('error', /.*/);
    settings.faults = [{ method: 'GET', path: '/admin/users/4/short-time', status: 500 }];
    renderView(<ShortTimeView userId={4} />);
    expect(await screen.findByRole('button', { name: 'Erneut versuchen' }, { timeout: 8000 })).toBeInTheDocument();
  });
});
