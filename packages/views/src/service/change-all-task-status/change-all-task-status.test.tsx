import type { ChecklistTaskOption } from '@stempeluhr/core';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, resetSettings, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { findChecklist } from '@mocks/service/checklists.rules';
import { checklistTaskSelection } from '@mocks/service/selection.rules';
import { contracted, renderView } from '@test/render';
import { recordPostBodies, withServiceBackend } from '../shared/test-setup';
import { ChangeAllTaskStatus as View, taskLabel } from './change-all-task-status';
import { changeAllTaskStatusTag } from './change-all-task-status.tag';

const ChangeAllTaskStatus = contracted(View, changeAllTaskStatusTag);
const ROUTE = '/checklist/ajax/toggle-task';

/** The task selection of checklist 1 as the page renders it: 101–104 selected of 12. */
const selection = (checklistId = 1) => checklistTaskSelection(db, findChecklist(db, checklistId)!);
const selectedIds = (checklistId = 1) =>
  selection(checklistId)
    .filter((t) => t.checked)
    .map((t) => t.id);

const box = (name: string) => screen.getByRole('checkbox', { name: `${name} auswählen` });
const all = () => screen.getByRole('checkbox', { name: 'Alle Aufgaben auswählen' });

withServiceBackend({ clock: false });

describe('<change-all-task-status>', () => {
  it('shows check, name (id - name), group, type and priority; the header toggle is off while not all are checked', () => {
    renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={selection()} />);
    const table = screen.getByRole('table', {
      name: 'Aufgaben der Checkliste',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Gruppe', 'Typ', 'Priorität']);
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['101 - Ticketqueue sichten', 'Helpdesk', 'Kontrolle', '1']);
    // The box sits with its name in one cell (the stacked card's title on a phone), not in a column of its own.
    expect(within(first).getAllByRole('cell')[0]).toContainElement(box('101 - Ticketqueue sichten'));
    expect(box('101 - Ticketqueue sichten')).toBeChecked();
    expect(box('105 - Passwort-Resets abarbeiten')).not.toBeChecked();
    expect(all()).not.toBeChecked();
    expect(all()).toHaveProperty('indeterminate', true);
    expect(screen.getByText('4 von 12 ausgewählt')).toBeInTheDocument();
    // No Save button: the line beside the count says that a tick is saved at once.
    expect(screen.getByText('Jeder Haken wird sofort gespeichert.')).toBeVisible();
  });

  it('checking a task adds it (deleteTimeStamp 0): "FlipFlow wurde in die Checkliste eingefügt"', async () => {
    const bodies = recordPostBodies();
    const { user, host } = renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={selection()} />);
    const saved = vi.fn();
    host.addEventListener('stempeluhr:saved', (e) => saved(e.detail));
    await user.click(box('105 - Passwort-Resets abarbeiten'));
    expect(await screen.findByText('FlipFlow wurde in die Checkliste eingefügt')).toBeInTheDocument();
    expect(bodies).toEqual([{ checklistId: 1, flipFlopId: 105, deleteTimeStamp: 0 }]);
    expect(selectedIds()).toContain(105);
    expect(box('105 - Passwort-Resets abarbeiten')).toBeChecked();
    expect(saved).toHaveBeenCalledWith({ what: 'checklist-task-added', id: 1 });
  });

  it('unchecking removes it with its timestamp: "FlipFlow wurde abgewählt"', async () => {
    const tasks = selection();
    const bodies = recordPostBodies();
    const { user } = renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={tasks} />);
    await user.click(box('102 - Telefonanlage prüfen'));
    expect(await screen.findByText('FlipFlow wurde abgewählt')).toBeInTheDocument();
    const stamp = tasks.find((t) => t.id === 102)!.timestamp;
    expect(stamp).toBeGreaterThan(0);
    expect(bodies).toEqual([{ checklistId: 1, flipFlopId: 102, deleteTimeStamp: stamp }]);
    expect(selectedIds()).not.toContain(102);
  });

  it('a task added in this visit is removed again with a timestamp, never with 0', async () => {
    const bodies = recordPostBodies();
    const { user } = renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={selection()} />);
    await user.click(box('105 - Passwort-Resets abarbeiten'));
    await screen.findByText('FlipFlow wurde in die Checkliste eingefügt');
    await user.click(box('105 - Passwort-Resets abarbeiten'));
    await screen.findByText('FlipFlow wurde abgewählt');
    expect(bodies[1]).toEqual({
      checklistId: 1,
      flipFlopId: 105,
      deleteTimeStamp: expect.any(Number),
    });
    expect((bodies[1] as { deleteTimeStamp: number }).deleteTimeStamp).toBeGreaterThan(0);
    expect(selectedIds()).not.toContain(105);
  });

  it('the header toggle checks every unchecked task (one request each), is then on, and unchecks them all again', async () => {
    const bodies = recordPostBodies();
    const { user } = renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={selection()} />);
    await user.click(all());
    expect(await screen.findByText('FlipFlow wurde in die Checkliste eingefügt')).toBeInTheDocument();
    expect(bodies).toHaveLength(8);
    expect(bodies.every((b) => (b as { deleteTimeStamp: number }).deleteTimeStamp === 0)).toBe(true);
    expect(all()).toBeChecked();
    expect(selectedIds()).toHaveLength(12);

    await user.click(all());
    expect(await screen.findByText('FlipFlow wurde abgewählt')).toBeInTheDocument();
    expect(bodies).toHaveLength(20);
    expect(all()).not.toBeChecked();
    expect(all()).toHaveProperty('indeterminate', false);
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(0);
    expect(selectedIds()).toEqual([]);
  });

  it('is on only when every task is checked: unchecking one turns it off', async () => {
    const tasks: ChecklistTaskOption[] = selection().map((t) => ({
      ...t,
      checked: true,
      timestamp: t.timestamp || 1_700_000_000,
    }));
    const { user } = renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={tasks} />);
    expect(all()).toBeChecked();
    await user.click(box('101 - Ticketqueue sichten'));
    expect(all()).not.toBeChecked();
    await screen.findByText('FlipFlow wurde abgewählt');
  });

  it('disables the boxes while saving: a double click sends one request', async () => {
    const bodies = recordPostBodies();
    const { user } = renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={selection()} />);
    resetSettings({ latency: 100 });
    await user.dblClick(box('105 - Passwort-Resets abarbeiten'));
    expect(box('105 - Passwort-Resets abarbeiten')).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Wird gespeichert …');
    await screen.findByText('FlipFlow wurde in die Checkliste eingefügt');
    expect(bodies).toHaveLength(1);
    expect(box('105 - Passwort-Resets abarbeiten')).toBeChecked();
  });

  it('on a failure shows the error and undoes what the server did not take', async () => {
    let count = 0;
    const listen = ({ request }: { request: Request }) => {
      if (request.method !== 'POST') return;
      count += 1;
      // The third request of the batch fails.
      if (count === 3)
        resetSettings({
          faults: [{ method: 'POST', path: ROUTE, status: 500 }],
        });
    };
    server.events.on('request:start', listen);
    onTestFinished(() => server.events.removeListener('request:start', listen));
    const { user } = renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={selection()} />);
    await user.click(all());
    expect(await screen.findByRole('alert')).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten');
    expect(await screen.findByText('6 von 12 ausgewählt')).toBeInTheDocument();
    expect(selectedIds()).toEqual([101, 102, 103, 104, 105, 201]);
    expect(box('202 - Downtimes kontrollieren')).not.toBeChecked();
    expect(all()).not.toBeChecked();
    expect(screen.queryByText('FlipFlow wurde in die Checkliste eingefügt')).toBeNull();
  });

  it.each([
    ['network', { network: true }, 'Keine Verbindung zum Server'],
    ['419', { status: 419 }, 'Sitzung abgelaufen'],
  ])('on %s the box goes back and the error stays until closed', async (_name, fault, text) => {
    resetSettings({ faults: [{ method: 'POST', path: ROUTE, ...fault }] });
    const { user } = renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={selection()} />);
    await user.click(box('101 - Ticketqueue sichten'));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(box('101 - Ticketqueue sichten')).toBeChecked();
    expect(selectedIds()).toContain(101);
  });

  it('without tasks says what to do', () => {
    renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={[]} />);
    expect(screen.getByText(/Es gibt noch keine FlipFlows/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('labels a task "id - name" also when the page sends the bare name', () => {
    expect(
      taskLabel({
        id: 7,
        name: 'Backup',
        displayname: '',
        typ: '',
        priority: 1,
        checked: false,
        timestamp: 0,
      }),
    ).toBe('7 - Backup');
    expect(
      taskLabel({
        id: 7,
        name: '7 - Backup',
        displayname: '',
        typ: '',
        priority: 1,
        checked: false,
        timestamp: 0,
      }),
    ).toBe('7 - Backup');
  });

  it('reads the page’s rows with 0/1 flags and strings for numbers; an empty 200 is taken with the spec’s text', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(http.post(route(ROUTE), () => new HttpResponse(null, { status: 200 })));
    const rows = [
      {
        id: '101',
        name: '101 - Ticketqueue sichten',
        displayname: 'Helpdesk',
        typ: 'Kontrolle',
        priority: '1',
        checked: 1,
        timestamp: '1761346800',
      },
      { id: 105, name: 'Passwort-Resets abarbeiten', displayname: null, typ: 'Aufgabe', priority: 3, checked: '0' },
    ];
    const bodies = recordPostBodies();
    const { user } = renderView(<ChangeAllTaskStatus checklistId={1} route={ROUTE} tasks={rows} />);
    expect(box('101 - Ticketqueue sichten')).toBeChecked();
    expect(box('105 - Passwort-Resets abarbeiten')).not.toBeChecked();
    await user.click(box('105 - Passwort-Resets abarbeiten'));
    expect(await screen.findByText('FlipFlow wurde in die Checkliste eingefügt')).toBeInTheDocument();
    await user.click(box('101 - Ticketqueue sichten'));
    expect(await screen.findByText('FlipFlow wurde abgewählt')).toBeInTheDocument();
    expect(bodies).toEqual([
      { checklistId: 1, flipFlopId: 105, deleteTimeStamp: 0 },
      { checklistId: 1, flipFlopId: 101, deleteTimeStamp: 1761346800 },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
