import { TEST_NOW as NOW } from '@test/clock';
import type { FlipFlowTask } from '@stempeluhr/core';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, resetDb, resetSettings, server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { findChecklist } from '@mocks/service/checklists.rules';
import { flipFlowAction, flipFlowTasksOf, findTask, taskState } from '@mocks/service/tasks.rules';
import { expectConsole } from '@test/console-guard';
import { contracted, renderView } from '@test/render';
import { dnForm, FlipFlowOverview as View } from './flip-flow-overview';
import { flipFlowOverviewTag } from './flip-flow-overview.tag';
import { recordNavigationInEachTest } from '@test/navigation';

// The page's navigation, recorded (jsdom cannot leave its document).
const navigation = recordNavigationInEachTest();

const FlipFlowOverview = contracted(View, flipFlowOverviewTag);

/** Monday 23 November 2026, 09:30; Max Müller (4, Helpdesk) is signed in. */
const ME = 'max.mueller';
const ROUTES = {
  assignRoute: '/flipflow/assign',
  unassignRoute: '/flipflow/unassign',
  approveRoute: '/flipflow/approve',
  rejectRoute: '/flipflow/reject',
};

/** Tomorrow's tasks are all open; index 0 is "Ticketqueue sichten" (Helpdesk). */
function taskOf(checklistId = 1, index = 0, day = '2026-11-24'): FlipFlowTask {
  return flipFlowTasksOf(db, findChecklist(db, checklistId)!, day)[index];
}

function act(action: 'assign' | 'approve' | 'reject', task: FlipFlowTask, as = ME, note?: string): FlipFlowTask {
  const outcome = flipFlowAction(db, action, { task: task.id, loggedInUserDn: as, note });
  if (!outcome.ok) throw new Error('seed action failed');
  return outcome.value;
}

const stateOf = (task: FlipFlowTask) => taskState(db, findTask(db, task.id)!);

function recordBodies() {
  const bodies: Array<{ path: string; body: unknown }> = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push({ path: new URL(request.url).pathname, body }));
  };
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  return bodies;
}

beforeEach(() => {
  resetDb({ now: NOW, currentUserId: 4 });
});

describe('<flip-flow-overview>: an open task', () => {
  it('shows the name as a wiki link and "Nicht zugewiesen"; Ja assigns it, then the page reloads', async () => {
    const task = taskOf();
    const bodies = recordBodies();
    const { user, host } = renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    const saved = vi.fn();
    host.addEventListener('stempeluhr:saved', (e) => saved(e.detail));
    const link = screen.getByRole('link', { name: 'Ticketqueue sichten' });
    expect(link).toHaveAttribute('href', 'https://wiki.stempeluhr.example/flipflow/101');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByText('Nicht zugewiesen')).toHaveClass('badge', 'text-bg-secondary');
    // The one look of task states (ui state map): the words, the glyph beside them hidden from screen readers.
    expect(screen.getByText('○')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Nicht zugewiesen')).toHaveTextContent('○Nicht zugewiesen');
    expect(screen.getByText('Aufgabe übernehmen?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'erledigt' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ path: '/flipflow/assign', body: { task: task.id, loggedInUserDn: ME } }]);
    expect(stateOf(task)).toMatchObject({ status: 'assigned', assigneeId: 4 });
    expect(saved).toHaveBeenCalledWith({ what: 'flip-flow-assign', id: task.id });
    expect(screen.getByRole('button', { name: 'Ja' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Wird aktualisiert …');
  });

  it('a double click on Ja sends one request', async () => {
    const task = taskOf();
    const bodies = recordBodies();
    const { user } = renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    await user.dblClick(screen.getByRole('button', { name: 'Ja' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(bodies).toHaveLength(1);
  });

  it('users outside the task’s group see "Benutzer für die Aufgabe nicht zugeordnet." and no actions', () => {
    renderView(<FlipFlowOverview task={taskOf(2)} loggedInUserDn={ME} userInGroup={false} {...ROUTES} />);
    expect(screen.getByText('Benutzer für die Aufgabe nicht zugeordnet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('when the server refuses (not in the group) its text is shown and the page does not reload', async () => {
    const task = taskOf(2); // Icinga-Master; Max is Helpdesk
    const { user } = renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzer für die Aufgabe nicht zugeordnet.');
    expect(navigation.reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ja' })).toBeEnabled();
    expect(stateOf(task).status).toBe('open');
  });

  it.each([
    ['500', { status: 500 }, 'Auf dem Server ist ein Fehler aufgetreten'],
    ['network', { network: true }, 'Keine Verbindung zum Server'],
    ['419', { status: 419 }, 'Sitzung abgelaufen'],
  ])('on %s shows the error, keeps the button usable and does not reload', async (_name, fault, text) => {
    resetSettings({ faults: [{ method: 'POST', path: '/flipflow/assign', ...fault }] });
    const { user } = renderView(<FlipFlowOverview task={taskOf()} loggedInUserDn={ME} {...ROUTES} />);
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(navigation.reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('<flip-flow-overview>: an assigned task', () => {
  it('offers erledigt, Ablehnen and — for the assignee — Zuweisung aufheben, which sends only the task', async () => {
    const task = act('assign', taskOf());
    const bodies = recordBodies();
    const { user } = renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    expect(screen.getByText('Angenommen von Max Müller')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Aktionen für „Ticketqueue sichten“' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['erledigt', 'Ablehnen', 'Zuweisung aufheben']);
    await user.click(screen.getByRole('button', { name: 'Zuweisung aufheben' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalled());
    expect(bodies).toEqual([{ path: '/flipflow/unassign', body: { task: task.id } }]);
    expect(stateOf(task).status).toBe('open');
  });

  it('recognises the assignee by display name too (loggedInUserName)', () => {
    const task = act('assign', taskOf());
    renderView(<FlipFlowOverview task={task} loggedInUserDn="mm" loggedInUserName="max müller" {...ROUTES} />);
    expect(screen.getByRole('button', { name: 'Zuweisung aufheben' })).toBeInTheDocument();
  });

  it('does not offer unassign to anybody but the assignee', () => {
    db.currentUserId = 2;
    const task = act('assign', taskOf(), 'thomas.becker');
    db.currentUserId = 4;
    renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    expect(screen.getByText('Angenommen von Thomas Becker')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'erledigt' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zuweisung aufheben' })).toBeNull();
  });

  it('erledigt approves the task and reloads', async () => {
    const task = act('assign', taskOf());
    const bodies = recordBodies();
    const { user } = renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    await user.click(screen.getByRole('button', { name: 'erledigt' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalled());
    expect(bodies).toEqual([{ path: '/flipflow/approve', body: { task: task.id, loggedInUserDn: ME } }]);
    expect(stateOf(task)).toMatchObject({ status: 'approved', doneById: 4 });
  });

  it('Ablehnen asks for a reason and sends it', async () => {
    const task = act('assign', taskOf());
    const bodies = recordBodies();
    const { user } = renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aufgabe ablehnen' });
    const reason = within(dialog).getByLabelText('Begründung');
    expect(reason).toHaveFocus();
    await user.type(reason, 'Server nicht erreichbar');
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalled());
    expect(bodies).toEqual([{ path: '/flipflow/reject', body: { task: task.id, loggedInUserDn: ME, note: 'Server nicht erreichbar' } }]);
    expect(stateOf(task)).toMatchObject({ status: 'rejected', note: 'Server nicht erreichbar' });
  });

  it('an empty reason becomes "Keine Begründung angegeben"', async () => {
    const task = act('assign', taskOf());
    const bodies = recordBodies();
    const { user } = renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aufgabe ablehnen' });
    expect(within(dialog).getByText(/Ohne Begründung wird „Keine Begründung angegeben“ gespeichert/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Begründung'), '   {Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalled());
    expect(bodies[0].body).toEqual({ task: task.id, loggedInUserDn: ME, note: 'Keine Begründung angegeben' });
    expect(stateOf(task).note).toBe('Keine Begründung angegeben');
  });

  it('cancelling the reason sends nothing; a failed reject keeps the dialog and the reason', async () => {
    const task = act('assign', taskOf());
    const bodies = recordBodies();
    const { user } = renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Aufgabe ablehnen' });
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);

    resetSettings({ faults: [{ method: 'POST', path: '/flipflow/reject', status: 500 }] });
    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    dialog = await screen.findByRole('dialog', { name: 'Aufgabe ablehnen' });
    await user.type(within(dialog).getByLabelText('Begründung'), 'Zugang fehlte');
    await user.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Auf dem Server ist ein Fehler aufgetreten');
    expect(within(dialog).getByLabelText('Begründung')).toHaveValue('Zugang fehlte');
    expect(navigation.reload).not.toHaveBeenCalled();
    expect(stateOf(task).status).toBe('assigned');
  });
});

describe('<flip-flow-overview>: a finished task', () => {
  it('an approved task shows who did it and offers nothing', () => {
    const task = act('approve', act('assign', taskOf()));
    renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    expect(screen.getByText('Erledigt von Max Müller')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a rejected task shows who did it with the reason and offers nothing, also outside the group', () => {
    const task = act('reject', act('assign', taskOf()), ME, 'Zugang fehlte');
    renderView(<FlipFlowOverview task={task} loggedInUserDn="someone" userInGroup={false} {...ROUTES} />);
    expect(screen.getByText('Abgelehnt von Max Müller: Zugang fehlte')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Benutzer für die Aufgabe nicht zugeordnet.')).toBeNull();
  });

  it('derives the status text from the flags when the page sends no title', () => {
    const task = { ...act('approve', act('assign', taskOf())), title: '' };
    renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    expect(screen.getByText('Erledigt von Max Müller')).toBeInTheDocument();
  });
});

describe('<flip-flow-overview>: as a Laravel page and server send it', () => {
  it('a task with 0/1 flags and a Bootstrap 4 class: its status and actions; an empty 200 is success and the page reloads', async () => {
    const open = taskOf();
    const task = act('assign', open);
    server.use(http.post(route('/flipflow/approve'), () => new HttpResponse(null, { status: 200 })));
    const { user } = renderView(
      <FlipFlowOverview
        task={{
          ...task,
          id: String(task.id),
          cssClass: 'badge badge-warning',
          icon: 'fa fa-user-check',
          taskStatus: { isApproved: 0, isRejected: '0', isAssigned: 1 },
        }}
        loggedInUserDn={ME}
        {...ROUTES}
      />,
    );
    // The state is a badge in the one look of its state (ui state map), as in the checklist report; the B4 class is not used as it comes.
    expect(screen.getByText('Angenommen von Max Müller')).toHaveClass('badge', 'text-bg-warning');
    await user.click(screen.getByRole('button', { name: 'erledigt' }));
    await waitFor(() => expect(navigation.reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a reason typed before the session expired is back after the reload, in its dialog', async () => {
    onTestFinished(() => window.sessionStorage.clear());
    const task = act('assign', taskOf());
    resetSettings({ faults: [{ method: 'POST', path: '/flipflow/reject', status: 419 }] });
    const view = renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    await view.user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    await view.user.type(await screen.findByLabelText('Begründung'), 'Zugang fehlte');
    await view.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent('Sitzung abgelaufen');
    view.unmount();
    resetSettings();
    renderView(<FlipFlowOverview task={task} loggedInUserDn={ME} {...ROUTES} />);
    expect(await screen.findByLabelText('Begründung')).toHaveValue('Zugang fehlte');
  });
});

describe('<flip-flow-overview>: configuration', () => {
  it('a wiki link that is not http(s) is shown as plain text', () => {
    renderView(<FlipFlowOverview task={{ ...taskOf(), wikilink: 'javascript:alert(1)' }} loggedInUserDn={ME} {...ROUTES} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Ticketqueue sichten')).toBeInTheDocument();
  });

  it('a broken task or a foreign route gives the German configuration error and no buttons', () => {
    expectConsole('error', /<flip-flow-overview>|Attribut/);
    renderView(<FlipFlowOverview task={{ id: 'x' }} loggedInUserDn={ME} {...ROUTES} approveRoute="https://evil.example/approve" />);
    expect(screen.getByText(/Konfigurationsfehler/)).toBeInTheDocument();
    expect(screen.getByText(/approve-route/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ja' })).toBeNull();
  });
});

describe('dnForm', () => {
  it('maps a display name to the directory’s dn convention', () => {
    expect(dnForm('Max Müller')).toBe('max.mueller');
    expect(dnForm(' Mehmet  Yılmaz ')).toBe('mehmet.yilmaz');
    expect(dnForm('Jörg Weiß')).toBe('joerg.weiss');
    expect(dnForm('max.mueller')).toBe('max.mueller');
  });
});
