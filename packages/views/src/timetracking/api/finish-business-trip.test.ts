import { finishBusinessTrip } from './finish-business-trip';
import { answer } from '../../domain/clocking/api/answers.fixtures';

describe('GET json/short-business-trip/finish (answer not shown in the spec)', () => {
  it.each<[string, unknown]>([
    ['an empty 200', null],
    ['a text', 'beendet'],
    ['JSON', { ok: true }],
  ])('%s is success', async (_name, body) => {
    answer('get', '/json/short-business-trip/finish', body);
    await expect(finishBusinessTrip()).resolves.toBeUndefined();
  });

  it('an HTML page is an expired session', async () => {
    answer('get', '/json/short-business-trip/finish', '<!DOCTYPE html><html></html>');
    await expect(finishBusinessTrip()).rejects.toMatchObject({ name: 'LoginPageError' });
  });
});
