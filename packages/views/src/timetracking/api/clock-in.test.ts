import { clockIn } from './clock-in';
import { answer } from '../../domain/clocking/api/answers.fixtures';

describe('GET json/clocking/in (answer not shown in the spec)', () => {
  it.each<[string, unknown]>([
    ['an empty 200', null],
    ['a text', 'OK'],
    ['JSON without clockedIn', { success: 1 }],
    ['our mock’s ClockResponse', { clockedIn: true, clocking: {} }],
  ])('%s is success', async (_name, body) => {
    const seen = answer('get', '/json/clocking/in', body);
    await expect(clockIn(true)).resolves.toBeUndefined();
    expect(new URL(seen[0]!.url).searchParams.get('homeOffice')).toBe('true');
  });

  it('an HTML page (the login page after a redirect) is an expired session', async () => {
    answer('get', '/json/clocking/in', '<!doctype html><html><body>Anmelden</body></html>');
    await expect(clockIn(false)).rejects.toMatchObject({ name: 'LoginPageError' });
  });
});
