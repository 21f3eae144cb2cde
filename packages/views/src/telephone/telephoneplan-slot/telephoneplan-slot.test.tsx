import { db, resetDb, settings } from '@mocks/node';
import { telephoneSlotOf } from '@mocks/telephone/slots.rules';
import { expectConsole } from '@test/console-guard';
import { screen, waitFor, within } from '@testing-library/react';
import { closedSelectKeys } from '@test/native-select';
import { contracted, renderView } from '@test/render';
import { recordRequests } from '@test/requests';
import { TelephoneplanSlot as View } from './telephoneplan-slot';
import { telephoneplanSlotTag } from './telephoneplan-slot.tag';
import { TEST_NOW } from '@test/clock';

const TelephoneplanSlot = contracted(View, telephoneplanSlotTag);
const ALL = [
  { id: 1, name: 'Hotline Allgemein' },
  { id: 2, name: 'Hotline Technik' },
  { id: 3, name: 'Störungsannahme' },
];
/** Anna Berger's seeded morning slot of today (mocks/telephone/queues.seed.ts) holds Hotline Allgemein. */
const MORNING = { userId: 5, fullName: 'Anna Berger', from: '2026-11-23 08:00:00', to: '2026-11-23 12:00:00', allTasks: ALL };
/** Her afternoon slot starts empty. */
const SLOT = { ...MORNING, from: '2026-11-23 13:00:00', to: '2026-11-23 17:00:00' };

function badges() {
  return within(screen.getByRole('list', { name: 'Aufgaben von Anna Berger' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('<telephoneplan-slot>', () => {
  beforeEach(() => {
    resetDb({ now: TEST_NOW });
  });

  it('read-only unless editable is the string "true": no remove marks, no dropdown', () => {
    for (const editable of [undefined, 'false', 'TRUE', '1', 'yes', ' ']) {
      const { unmount } = renderView(<TelephoneplanSlot {...SLOT} tasks={[ALL[0]]} editable={editable} />);
      expect(screen.getByText('Anna Berger')).toBeInTheDocument();
      // The slot says its day and time, not only a name.
      expect(screen.getByText('Mo, 23.11.2026 · 13:00–17:00')).toBeInTheDocument();
      expect(badges()).toEqual(['Hotline Allgemein']);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('combobox')).toBeNull();
      unmount();
    }
  });

  it('a boolean true is not the string "true": the configuration error names the attribute', () => {
    expectConsole('error', /Attribut „editable“/);
    renderView(<TelephoneplanSlot {...SLOT} editable={true} />);
    expect(screen.getByText(/„editable“/)).toBeInTheDocument();
  });

  it('editable: the dropdown offers only tasks not yet assigned; choosing one assigns it', async () => {
    const seen = recordRequests(/^\/telephoneplan\//);
    const { user } = renderView(<TelephoneplanSlot {...MORNING} tasks={[ALL[0]]} editable="true" />);
    const select = screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aufgabe hinzufügen …', 'Hotline Technik', 'Störungsannahme']);
    await user.selectOptions(select, 'Störungsannahme');
    await waitFor(() => expect(badges()).toEqual(['Hotline Allgemein', 'Störungsannahme']));
    expect(screen.getByText('Aufgabe „Störungsannahme“ zugewiesen')).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.map((r) => [r.path, r.body])).toEqual([
        ['/telephoneplan/assign-task', { task_id: 3, user_id: 5, from: MORNING.from, to: MORNING.to }],
      ]),
    );
    expect(telephoneSlotOf(db, 5, MORNING.from, MORNING.to).tasks).toEqual([ALL[0], ALL[2]]);
  });

  it('arrow keys on the closed dropdown only show a task; Enter adds the one walked to, once; Escape sends nothing', async () => {
    closedSelectKeys();
    const seen = recordRequests(/^\/telephoneplan\//);
    const { user } = renderView(<TelephoneplanSlot {...SLOT} tasks={[]} editable="true" />);
    const select = screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' });
    select.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(select).toHaveValue('');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('Störungsannahme');
    expect(select).toHaveAccessibleDescription('Noch nicht gespeichert. Mit Eingabetaste oder Tab speichern, mit Escape verwerfen.');
    expect(seen).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(badges()).toEqual(['Störungsannahme']));
    await waitFor(() =>
      expect(seen.map((r) => [r.path, r.body])).toEqual([
        ['/telephoneplan/assign-task', { task_id: 3, user_id: 5, from: SLOT.from, to: SLOT.to }],
      ]),
    );
    expect(screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' })).toHaveValue('');
  });

  it('each badge has a remove mark that unassigns the task; when everything is assigned the dropdown says so', async () => {
    const { user } = renderView(<TelephoneplanSlot {...SLOT} editable="true" />);
    for (const name of ['Hotline Allgemein', 'Hotline Technik', 'Störungsannahme']) {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' }), name);
      await waitFor(() => expect(badges()).toContain(name));
    }
    const select = screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Alle Aufgaben sind bereits zugewiesen.');
    await user.click(screen.getByRole('button', { name: 'Aufgabe „Hotline Technik“ entfernen' }));
    await waitFor(() => expect(badges()).toEqual(['Hotline Allgemein', 'Störungsannahme']));
    expect(screen.getByText('Aufgabe „Hotline Technik“ entfernt')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' })).toBeEnabled();
  });

  it('a refused remove (not assigned on the server): the message, the badge stays', async () => {
    const { user } = renderView(<TelephoneplanSlot {...SLOT} tasks={[ALL[1]]} editable="true" />);
    await user.click(screen.getByRole('button', { name: 'Aufgabe „Hotline Technik“ entfernen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Aufgabe ist in diesem Zeitfenster nicht zugewiesen.');
    expect(badges()).toEqual(['Hotline Technik']);
  });

  it('500 and network failures: a German banner, the controls work again', async () => {
    settings.faults = [{ method: 'POST', path: '/telephoneplan/assign-task', status: 500 }];
    const { user } = renderView(<TelephoneplanSlot {...SLOT} editable="true" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' }), 'Hotline Technik');
    expect(await screen.findByRole('alert')).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten.');
    expect(screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' })).toBeEnabled();
    settings.faults = [{ method: 'POST', path: '/telephoneplan/assign-task', network: true }];
    await user.selectOptions(screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' }), 'Hotline Technik');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Keine Verbindung zum Server'));
    expect(badges()).toEqual(['Keine Aufgaben']);
  });

  it('a double click on a remove mark sends one request', async () => {
    const { user } = renderView(<TelephoneplanSlot {...SLOT} editable="true" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Aufgabe hinzufügen' }), 'Hotline Technik');
    await waitFor(() => expect(badges()).toEqual(['Hotline Technik']));
    const seen = recordRequests(/unassign-task$/);
    settings.latency = 150;
    await user.dblClick(screen.getByRole('button', { name: 'Aufgabe „Hotline Technik“ entfernen' }));
    await waitFor(() => expect(badges()).toEqual(['Keine Aufgaben']));
    expect(seen).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('from and to must be times, to after from: the configuration error, no request', () => {
    expectConsole('error', /Attribut „to“/);
    renderView(<TelephoneplanSlot {...SLOT} from="2026-11-23 12:00" to="2026-11-23 08:00" editable="true" />);
    expect(screen.getByText(/Die Zeit Bis darf nicht kleiner sein als Von/)).toBeInTheDocument();
  });
});
