// The team week is read by the clocking domain (one read, one query key); this area uses it as it is.
import { clockingKeys } from '../../domain/clocking';
import { getTeamWeek, teamWeekQuery } from './get-team-week';
import { answer, laravelDay, specDay } from '../../domain/clocking/api/answers.fixtures';

describe('GET /json/team/clocking/week-overview', () => {
  it('spec-minimal: days and statement; the week balance derived from the days and flagged', async () => {
    answer('get', '/json/team/clocking/week-overview', {
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
    answer('get', '/json/team/clocking/week-overview', {
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
