import { ACCEPTED_ANSWERS, LOGIN_PAGE, answer } from './answers.fixtures';
import { clockingKeys } from './keys';
import { notReached } from './invalidation.fixtures';
import { recalculateWeek, recalculateWeekPath, recalculateWeekWrite } from './recalculate-week';

describe('POST /clocking/user/overtime/recalculate/{userId}/{year}-W{week} (answer not shown)', () => {
  it('the path carries the ISO week-numbering year and week', () => {
    expect(recalculateWeekPath({ userId: 5, date: '2026-11-23' })).toBe('/clocking/user/overtime/recalculate/5/2026-W48');
    expect(recalculateWeekPath({ userId: 5, date: '2027-01-01' })).toBe('/clocking/user/overtime/recalculate/5/2026-W53');
  });

  it.each(ACCEPTED_ANSWERS)('%s is success', async (_name, body) => {
    answer('post', '/clocking/user/overtime/recalculate/:userId/:week', body);
    await expect(recalculateWeek({ userId: 5, date: '2026-11-23' })).resolves.toBeUndefined();
  });

  it('an HTML page is an expired session', async () => {
    answer('post', '/clocking/user/overtime/recalculate/:userId/:week', LOGIN_PAGE);
    await expect(recalculateWeek({ userId: 5, date: '2026-11-23' })).rejects.toMatchObject({ name: 'LoginPageError' });
  });

  it('reads the day, the weeks, today, the team weeks and every other overview on the page again (monthly, period, team, admin)', () => {
    const keys = recalculateWeekWrite.invalidates({ userId: 5, date: '2026-11-23' });
    expect(
      notReached(keys, [clockingKeys.userDays(5), clockingKeys.weeks(), clockingKeys.todayClockings(), clockingKeys.teamWeeks()]),
    ).toEqual([]);
    expect(notReached(keys)).toEqual([]);
  });
});
