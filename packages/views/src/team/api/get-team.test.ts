import { parseResponse, UnexpectedResponseError } from '@stempeluhr/core';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { getTeam, teamOverviewSchema } from './get-team';

const read = (data: unknown) => parseResponse(teamOverviewSchema, data, 'clocking/team');

describe('GET /clocking/team/{group} as a Laravel server sends it', () => {
  beforeEach(() => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it('the spec-minimal answer (Team user: id, dn, overtime, class): the dn is the name, no group, no week', () => {
    expect(read([{ id: 5, dn: 'mmueller', overtime: -1800, class: 'text-bg-danger' }])).toEqual({
      group: undefined,
      week: undefined,
      users: [{ id: 5, dn: 'mmueller', displayName: 'mmueller', overtime: -1800, tone: 'danger', clockings_blacklisted: false }],
    });
  });

  it('Laravel values: ids and seconds as strings, the flag as 0/1, Bootstrap 4 badge classes, users as a PHP object', () => {
    const team = read({
      users: {
        0: { id: '5', dn: 'mmueller', overtime: '3600', class: 'badge badge-success', clockings_blacklisted: 1 },
        1: { id: 7, dn: 'aberger', overtime: '-0.5', class: 'badge-secondary', clockings_blacklisted: '0' },
      },
    });
    expect(team.users.map((u) => [u.id, u.overtime, u.tone, u.clockings_blacklisted])).toEqual([
      [5, 3600, 'success', true],
      [7, -0.5, 'secondary', false],
    ]);
  });

  it('overtime as a signed h:mm is read as seconds; an unknown class is the neutral tone', () => {
    const team = read([
      { id: 5, dn: 'a', overtime: '-1:30', class: 'label-weird' },
      { id: 6, dn: 'b', overtime: '+02:15:30', class: null },
    ]);
    expect(team.users.map((u) => [u.overtime, u.tone])).toEqual([
      [-5400, 'secondary'],
      [8130, 'secondary'],
    ]);
  });

  it('our assumptions when the server sends them: group with lead and substitute, the week, the display name', () => {
    const team = read({
      group: { id: '1', name: 'Helpdesk', leaderId: '2', substituteId: null },
      week: { year: '2026', week: '48' },
      users: [{ id: 5, dn: 'mmueller', displayName: 'Max Müller', overtime: 0, class: 'text-bg-success', clockings_blacklisted: false }],
    });
    // No substitute (null) leaves it out: only the lead may then open every week.
    expect(team.group).toEqual({ id: 1, name: 'Helpdesk', leaderId: 2 });
    expect(team.week).toEqual({ year: 2026, week: 48 });
    expect(team.users[0]?.displayName).toBe('Max Müller');
  });

  it('a group as a bare name; a member without dn is a drifted answer', () => {
    expect(read({ group: 'Helpdesk', users: [] }).group).toEqual({ name: 'Helpdesk' });
    expect(() => read([{ id: 5, overtime: 0, class: 'badge-success' }])).toThrow(UnexpectedResponseError);
  });

  it('asks with the group in the path and the week’s day as ?date=', async () => {
    const seen: URL[] = [];
    server.use(
      http.get(route('/clocking/team/:group'), ({ request }) => {
        seen.push(new URL(request.url));
        return HttpResponse.json([{ id: 5, dn: 'mmueller', overtime: '0', class: 'badge-success' }]);
      }),
    );
    const team = await getTeam('Helpdesk', '2026-11-23');
    expect(seen[0]?.pathname).toBe('/clocking/team/Helpdesk');
    expect(seen[0]?.searchParams.get('date')).toBe('2026-11-23');
    expect(team.users[0]?.tone).toBe('success');
  });
});
