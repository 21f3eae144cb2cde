// GET /json/team/clocking/week-overview: the spec names clockings (the days) and statement only.
import { resetFallbackLog } from '@stempeluhr/core';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { http, HttpResponse } from 'msw';
import { answer as answerCall, laravelDay, specDay } from './answers.fixtures';
import { getTeamWeek, otherWeekThan, teamWeekQuery } from './get-team-week';
import { clockingKeys } from './keys';

beforeEach(() => resetFallbackLog());

/** A day as Laravel sends it (1/0 flags), with the overtime under test. */
const day = (date: string, overtime: number | string) =>
  specDay(date, { overtime, is_done: 1, futureDay: 0, totalEqualOvertime: 0, clockings: [] });

function answer(body: unknown) {
  const seen: URL[] = [];
  server.use(
    http.get(route('/json/team/clocking/week-overview'), ({ request }) => {
      seen.push(new URL(request.url));
      return HttpResponse.json(body as object);
    }),
  );
  return seen;
}

describe('getTeamWeek', () => {
  it("spec-minimal: the week's overtime is the sum of the days', flagged derived; the query is dn, year, week only", async () => {
    const seen = answer({ clockings: [day('2026-11-16', 900), day('17.11.2026', '-1800')], statement: 'Woche offen' });
    const week = await getTeamWeek({ dn: 'max.mueller', year: 2026, week: 47 });
    expect(week).toMatchObject({ statement: 'Woche offen', week_overtime: -900, weekOvertimeDerived: true });
    expect(week.clockings.map((d) => d.date)).toEqual(['2026-11-16', '2026-11-17']);
    expect([...seen[0]!.searchParams.keys()].sort()).toEqual(['dn', 'week', 'year']);
  });

  it("takes the server's week_overtime as a numeric string, not flagged", async () => {
    answer({ clockings: [day('2026-11-16', 900)], statement: null, week_overtime: '5400' });
    expect(await getTeamWeek({ dn: 'x', year: 2026, week: 47 })).toMatchObject({
      week_overtime: 5400,
      weekOvertimeDerived: false,
      statement: '',
    });
  });

  it('tells when the days are of another week than asked for (a server that ignored the parameters)', () => {
    expect(otherWeekThan([{ date: '2026-11-23' }], { year: 2026, week: 47 })).toBe(true);
    expect(otherWeekThan([{ date: '2026-11-16' }], { year: 2026, week: 47 })).toBe(false);
    expect(otherWeekThan([], { year: 2026, week: 47 })).toBeNull();
  });

  it('refuses an answer without the days', async () => {
    answer({ statement: 'Woche offen' });
    await expect(getTeamWeek({ dn: 'x', year: 2026, week: 47 })).rejects.toMatchObject({ path: 'clockings' });
  });
});

// Moved from timetracking/api (its re-export of this read is gone): the week overview's weekly mode reads it here.
describe('GET /json/team/clocking/week-overview: spec-minimal, Laravel, one key', () => {
  it('spec-minimal: days and statement; the week balance derived from the days and flagged', async () => {
    answerCall('get', '/json/team/clocking/week-overview', {
      clockings: [specDay('2026-11-16'), specDay('2026-11-17')],
      statement: 'Woche offen',
    });
    expect(await getTeamWeek({ dn: 'max', year: 2026, week: 47 })).toMatchObject({
      statement: 'Woche offen',
      week_overtime: 1800,
      weekOvertimeDerived: true,
    });
  });

  it('Laravel: German dates and numeric strings in the days', async () => {
    answerCall('get', '/json/team/clocking/week-overview', {
      clockings: [laravelDay('2026-11-16')],
      statement: 'Woche abgeschlossen',
      week_overtime: '900',
    });
    const week = await getTeamWeek({ dn: 'max', year: 2026, week: 47 });
    expect(week.clockings[0]).toMatchObject({ date: '2026-11-16', total: 27900, is_done: true });
    expect(week.week_overtime).toBe(900);
  });

  it('one query key for every view that reads a team week', () => {
    expect(teamWeekQuery({ dn: 'max', year: 2026, week: 47 }).queryKey).toEqual(clockingKeys.teamWeek('max', 2026, 47));
  });
});
