import { ACCEPTED_ANSWERS, LOGIN_PAGE, answer } from './answers.fixtures';
import { deleteClocking, deleteClockingWrite } from './delete-clocking';
import { clockingKeys } from './keys';
import { notReached } from './invalidation.fixtures';

describe('DELETE /clocking/user/delete/{clockingId} (answer not shown)', () => {
  it.each(ACCEPTED_ANSWERS)('%s is success', async (_name, body) => {
    const seen = answer('delete', '/clocking/user/delete/:id', body);
    await expect(deleteClocking(7)).resolves.toBeUndefined();
    expect(new URL(seen[0]!.url).pathname).toMatch(/\/clocking\/user\/delete\/7$/);
  });

  it('an HTML page is an expired session', async () => {
    answer('delete', '/clocking/user/delete/:id', LOGIN_PAGE);
    await expect(deleteClocking(7)).rejects.toMatchObject({ name: 'LoginPageError' });
  });

  it("reads the user's days, the team weeks and every other overview on the page again", () => {
    const keys = deleteClockingWrite(5).invalidates();
    expect(notReached(keys, [clockingKeys.userDays(5), clockingKeys.teamWeeks()])).toEqual([]);
    expect(notReached(keys)).toEqual([]);
  });
});
