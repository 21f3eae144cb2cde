import { ACCEPTED_ANSWERS, LOGIN_PAGE, answer } from './answers.fixtures';
import { clockingKeys } from './keys';
import { notReached } from './invalidation.fixtures';
import { updateClocking, updateClockingWrite } from './update-clocking';

const payload = { id: 7, clockIn: 1, clockOut: null, comment: 'korrigiert', type: 'regulär' as const, homeOffice: true };

describe('POST /clocking/user/update (answer not shown)', () => {
  it.each(ACCEPTED_ANSWERS)('%s is success; the edit payload goes as it is', async (_name, body) => {
    const seen = answer('post', '/clocking/user/update', body);
    await expect(updateClocking(payload)).resolves.toBeUndefined();
    expect(await seen[0]!.json()).toEqual(payload);
  });

  it('an HTML page is an expired session', async () => {
    answer('post', '/clocking/user/update', LOGIN_PAGE);
    await expect(updateClocking(payload)).rejects.toMatchObject({ name: 'LoginPageError' });
  });

  it("reads the user's days, the team weeks and every other overview on the page again", () => {
    const keys = updateClockingWrite(5).invalidates();
    expect(notReached(keys, [clockingKeys.userDays(5), clockingKeys.teamWeeks()])).toEqual([]);
    expect(notReached(keys)).toEqual([]);
  });
});
