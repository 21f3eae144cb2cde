import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { checklistTaskOptionsSchema } from './checklist-task-options';
import { toggleChecklistTasks } from './toggle-checklist-task';

const read = (data: unknown) => {
  const result = checklistTaskOptionsSchema.safeParse(data);
  if (!result.success) throw new Error('nicht lesbar');
  return result.data;
};

describe('the task selection the page passes', () => {
  it('the spec-minimal rows (check, name, group, type, priority): nothing selected has no timestamp', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(
      read([{ id: 105, name: '105 - Passwort-Resets abarbeiten', displayname: 'Helpdesk', typ: 'Aufgabe', priority: 3, checked: false }]),
    ).toEqual([
      {
        id: 105,
        name: '105 - Passwort-Resets abarbeiten',
        displayname: 'Helpdesk',
        typ: 'Aufgabe',
        priority: 3,
        checked: false,
        timestamp: 0,
      },
    ]);
  });

  it('Laravel variants: checked as 0/1 or "1", numbers as strings, a PHP object for the list', () => {
    const rows = read({
      0: {
        id: '101',
        name: 'Ticketqueue sichten',
        displayname: null,
        typ: 'Kontrolle',
        priority: '1',
        checked: 1,
        timestamp: '1761346800',
      },
      1: { id: 102, name: 'Telefonanlage prüfen', displayname: 'Helpdesk', typ: 'Kontrolle', priority: 2, checked: '0' },
    });
    expect(rows.map((r) => [r.id, r.checked, r.priority, r.timestamp, r.displayname])).toEqual([
      [101, true, 1, 1761346800, ''],
      [102, false, 2, 0, 'Helpdesk'],
    ]);
  });
});

describe('toggling tasks (the answer is not read)', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('FlipFlow wurde abgewählt')],
    ['JSON', () => HttpResponse.json({ message: 'FlipFlow wurde in die Checkliste eingefügt' })],
  ])('%s is taken; one request per task, in order', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/checklist/ajax/toggle-task'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    const done: number[] = [];
    const changes = [
      { flipFlopId: 105, deleteTimeStamp: 0 },
      { flipFlopId: 101, deleteTimeStamp: 1761346800 },
    ];
    await toggleChecklistTasks({ route: '/checklist/ajax/toggle-task', checklistId: 1, changes, onDone: (c) => done.push(c.flipFlopId) });
    expect(bodies).toEqual(changes.map((c) => ({ checklistId: 1, ...c })));
    expect(done).toEqual([105, 101]);
  });

  it('the login page is an expired session and nothing after it is sent', async () => {
    let calls = 0;
    server.use(
      http.post(route('/checklist/ajax/toggle-task'), () => {
        calls += 1;
        return HttpResponse.html('<html><body>Anmelden</body></html>');
      }),
    );
    const changes = [
      { flipFlopId: 105, deleteTimeStamp: 0 },
      { flipFlopId: 101, deleteTimeStamp: 0 },
    ];
    await expect(toggleChecklistTasks({ route: '/checklist/ajax/toggle-task', checklistId: 1, changes })).rejects.toBeInstanceOf(
      LoginPageError,
    );
    expect(calls).toBe(1);
  });
});
