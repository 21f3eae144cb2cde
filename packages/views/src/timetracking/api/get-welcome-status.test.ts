import { getWelcomeStatus } from './get-welcome-status';
import { answer } from '../../domain/clocking/api/answers.fixtures';

describe('GET json/welcome/status', () => {
  it('spec-minimal: the four flags', async () => {
    answer('get', '/json/welcome/status', { rybAllowed: true, rybVoted: false, clockedIn: true, businessTrip: false });
    expect(await getWelcomeStatus()).toEqual({ rybAllowed: true, rybVoted: false, clockedIn: true, businessTrip: false });
  });

  it('Laravel: 0/1, "0"/"1" and null (an unset column: false); unknown fields ignored', async () => {
    answer('get', '/json/welcome/status', { rybAllowed: 1, rybVoted: '0', clockedIn: '1', businessTrip: null, user: { id: 4 } });
    expect(await getWelcomeStatus()).toEqual({ rybAllowed: true, rybVoted: false, clockedIn: true, businessTrip: false });
  });

  it('refuses an answer without the clocked-in flag', async () => {
    answer('get', '/json/welcome/status', { rybAllowed: true, rybVoted: false, businessTrip: false });
    await expect(getWelcomeStatus()).rejects.toMatchObject({ path: 'clockedIn' });
  });
});
