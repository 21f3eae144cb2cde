import { clockOut } from './clock-out';
import { answer } from '../../domain/clocking/api/answers.fixtures';

describe('GET json/clocking/out (answer not shown in the spec)', () => {
  it.each<[string, unknown]>([
    ['an empty 200', null],
    ['a text', '1'],
    ['JSON', { clockedIn: 0 }],
  ])('%s is success', async (_name, body) => {
    answer('get', '/json/clocking/out', body);
    await expect(clockOut()).resolves.toBeUndefined();
  });

  it('an HTML page is an expired session', async () => {
    answer('get', '/json/clocking/out', '<html><body>Login</body></html>');
    await expect(clockOut()).rejects.toMatchObject({ name: 'LoginPageError' });
  });
});
