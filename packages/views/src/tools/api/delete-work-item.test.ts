import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { deleteInvalidates, deleteWorkItem } from './delete-work-item';
import { toolsKeys } from './keys';

const PATH = '/youtrack-workitems/ajax/delete-workitem/TOOLS-1234/118-1001';

describe('delete-workitem (its answer is not shown)', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['204', () => new HttpResponse(null, { status: 204 })],
    ['a text', () => HttpResponse.text('gelöscht')],
    ['JSON', () => HttpResponse.json({ message: 'Eintrag erfolgreich gelöscht' })],
  ])('%s is a deletion', async (_name, answer) => {
    let calls = 0;
    server.use(
      http.delete(route(PATH), () => {
        calls += 1;
        return answer();
      }),
    );
    await expect(deleteWorkItem({ issueId: 'TOOLS-1234', workItemId: '118-1001' })).resolves.toBeUndefined();
    expect(calls).toBe(1);
  });

  it('the login page is an expired session', async () => {
    server.use(http.delete(route(PATH), () => HttpResponse.html('<html><body>Login</body></html>')));
    await expect(deleteWorkItem({ issueId: 'TOOLS-1234', workItemId: '118-1001' })).rejects.toBeInstanceOf(LoginPageError);
  });

  it('the issue’s work items are read again', () => {
    expect(deleteInvalidates({ issueId: 'tools-1234', workItemId: '1' })).toEqual([toolsKeys.workItems('TOOLS-1234')]);
  });
});
