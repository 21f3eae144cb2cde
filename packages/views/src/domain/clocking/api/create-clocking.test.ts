import { ACCEPTED_ANSWERS, LOGIN_PAGE, answer } from './answers.fixtures';
import { clockingKeys } from './keys';
import { notReached } from './invalidation.fixtures';
import { createClocking, createClockingWrite } from './create-clocking';

const payload = {
  userId: 5,
  clockIn: 1,
  clockOut: null,
  comment: 'nachgetragen',
  type: 'regulär' as const,
  homeOffice: false,
  addedFromUser: true,
};

describe('POST /clocking/user/create (answer not shown)', () => {
  it.each(ACCEPTED_ANSWERS)('%s is success; the payload goes as it is', async (_name, body) => {
    const seen = answer('post', '/clocking/user/create', body);
    await expect(createClocking(payload)).resolves.toBeUndefined();
    expect(await seen[0]!.json()).toEqual(payload);
  });

  it('an HTML page is an expired session', async () => {
    answer('post', '/clocking/user/create', LOGIN_PAGE);
    await expect(createClocking(payload)).rejects.toMatchObject({ name: 'LoginPageError' });
  });

  it("reads the user's days, today, the team weeks and every other overview on the page again", () => {
    const keys = createClockingWrite.invalidates(payload);
    expect(notReached(keys, [clockingKeys.userDays(5), clockingKeys.todayClockings(), clockingKeys.teamWeeks()])).toEqual([]);
    expect(notReached(keys)).toEqual([]);
  });
});
