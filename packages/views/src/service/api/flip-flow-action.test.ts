import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { flipFlowTaskSchema, sendFlipFlowAction } from './flip-flow-action';

/** The task as spec §3 names it. */
const TASK = {
  id: 102519101,
  name: 'Ticketqueue sichten',
  wikilink: 'https://wiki.stempeluhr.example/flipflow/101',
  cssClass: 'warning',
  title: 'Angenommen von Max Müller',
  icon: 'user-check',
  assignedUserName: 'Max Müller',
  taskStatus: { isApproved: false, isRejected: false, isAssigned: true },
};

const read = (data: unknown) => {
  const result = flipFlowTaskSchema.safeParse(data);
  if (!result.success) throw new Error('nicht lesbar');
  return result.data;
};

describe('the flip-flow task the page passes', () => {
  it('the spec-minimal task is read as it is', () => {
    expect(read(TASK)).toEqual(TASK);
  });

  it('Laravel variants: flags as 0/1 or "0"/"1", the id as a string, nobody assigned as ""', () => {
    const task = read({ ...TASK, id: '102519101', assignedUserName: '', taskStatus: { isApproved: '1', isRejected: 0, isAssigned: 1 } });
    expect(task.id).toBe(102519101);
    expect(task.assignedUserName).toBeNull();
    expect(task.taskStatus).toEqual({ isApproved: true, isRejected: false, isAssigned: true });
  });

  it('row colours as Bootstrap 4 or 5 classes, icons inside an icon font’s classes; unknown ones are left to the status', () => {
    expect(read({ ...TASK, cssClass: 'badge badge-success' }).cssClass).toBe('success');
    expect(read({ ...TASK, cssClass: 'text-bg-danger' }).cssClass).toBe('danger');
    expect(read({ ...TASK, cssClass: 'table-warning' }).cssClass).toBe('warning');
    expect(read({ ...TASK, cssClass: 'fancy' }).cssClass).toBe('');
    expect(read({ ...TASK, icon: 'fa fa-user-check' }).icon).toBe('user-check');
    expect(read({ ...TASK, icon: 'fas fa-times' }).icon).toBe('times');
    expect(read({ ...TASK, icon: null, wikilink: null, title: null }).icon).toBe('');
  });

  it('a task without flags is refused (the page would show a wrong status)', () => {
    expect(flipFlowTaskSchema.safeParse({ ...TASK, taskStatus: undefined }).success).toBe(false);
  });
});

describe('the flip-flow actions (the answer is not shown: the page reloads)', () => {
  const input = { action: 'assign', route: '/flipflow/assign', task: 7, loggedInUserDn: 'max.mueller' } as const;

  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('OK')],
    ['JSON', () => HttpResponse.json({ success: 1 })],
    ['204', () => new HttpResponse(null, { status: 204 })],
  ])('%s is success', async (_name, answer) => {
    const bodies: unknown[] = [];
    server.use(
      http.post(route('/flipflow/assign'), async ({ request }) => {
        bodies.push(await request.json());
        return answer();
      }),
    );
    await expect(sendFlipFlowAction(input)).resolves.toBeUndefined();
    expect(bodies).toEqual([{ task: 7, loggedInUserDn: 'max.mueller' }]);
  });

  it('the login page after a redirect is an expired session, not a saved action', async () => {
    server.use(http.post(route('/flipflow/assign'), () => HttpResponse.html('<!DOCTYPE html><html><body>Anmelden</body></html>')));
    await expect(sendFlipFlowAction(input)).rejects.toBeInstanceOf(LoginPageError);
  });
});
