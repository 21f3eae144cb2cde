// GET /json/team/clocking/week-overview: the spec names clockings (the days) and statement only.
import { resetFallbackLog } from '@stempeluhr/core';
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { http, HttpResponse } from 'msw';
import { getTeamWeek, otherWeekThan } from './get-team-week';

beforeEach(() => resetFallbackLog());

const day = (date: string, overtime: number | string) => ({
  day: 'Montag',
  date,
  total: 27900,
  overtime,
  is_done: 1,
  futureDay: 0,
  is_vacation: 0,
  absent_type: null,
  is_public_holiday: 0,
  bonus: 0,
  totalEqualOvertime: 0,
  clockings: [],
});

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
