// The team view's three writes (create-, update-, delete-team-clocking.ts): their answers are not
// shown in the specification, so any 2xx is success; the login page is an expired session.
import { LoginPageError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { clockingKeys } from '../../domain/clocking';
import { deleteTeamClocking } from './delete-team-clocking';
import { teamKeys, teamWrites } from './keys';

describe('the team view’s clocking writes', () => {
  it.each([
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a text', () => HttpResponse.text('gelöscht')],
    ['JSON', () => HttpResponse.json({ success: 1 })],
  ])('delete: %s is success; the reason goes as ?comment=', async (_name, answer) => {
    const seen: URL[] = [];
    server.use(
      http.delete(route('/clocking/user/delete/:id'), ({ request }) => {
        seen.push(new URL(request.url));
        return answer();
      }),
    );
    await expect(deleteTeamClocking({ id: 12, comment: 'doppelt gebucht', userId: 5 })).resolves.toBeUndefined();
    expect(seen[0]?.pathname).toBe('/clocking/user/delete/12');
    expect(seen[0]?.searchParams.get('comment')).toBe('doppelt gebucht');
  });

  it('delete: the login page is an expired session, not a deletion', async () => {
    server.use(http.delete(route('/clocking/user/delete/:id'), () => HttpResponse.html('<!DOCTYPE html><html><body>Login</body></html>')));
    await expect(deleteTeamClocking({ id: 12, comment: 'x', userId: 5 })).rejects.toBeInstanceOf(LoginPageError);
  });

  it('every write reads again the badges, every team week (the domain’s one read) and the member’s days', () => {
    expect(teamWrites(5)).toEqual([teamKeys.all, clockingKeys.teamWeeks(), clockingKeys.userDays(5)]);
  });
});
