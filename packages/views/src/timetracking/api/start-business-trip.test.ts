import { toApiError } from '@stempeluhr/core';
import { startBusinessTrip, tripFailureText } from './start-business-trip';
import { answer } from '../../domain/clocking/api/answers.fixtures';

async function failureOf(body: unknown, status: number) {
  answer('post', '/json/short-business-trip/start', body, status);
  try {
    await startBusinessTrip('Messe');
  } catch (error) {
    return toApiError(error, { serverMessage: true });
  }
  throw new Error('no failure');
}

describe('POST json/short-business-trip/start', () => {
  it('sends the comment; an empty 200 or any JSON is success', async () => {
    const seen = answer('post', '/json/short-business-trip/start', null);
    await expect(startBusinessTrip('Kundentermin')).resolves.toBeUndefined();
    expect(await seen[0]!.json()).toEqual({ comment: 'Kundentermin' });
    answer('post', '/json/short-business-trip/start', { clockedIn: 1 });
    await expect(startBusinessTrip('Kundentermin')).resolves.toBeUndefined();
  });

  it.each<[string, unknown, number, string]>([
    ['plain text', 'Bitte erst einstempeln.', 500, 'Bitte erst einstempeln.'],
    ['a JSON message', { message: 'Sie sind bereits unterwegs.' }, 422, 'Sie sind bereits unterwegs.'],
    ['a list of texts', ['Kommentar fehlt.', 'Zu lang.'], 409, 'Kommentar fehlt. Zu lang.'],
    ['JSON errors without a message', { errors: { comment: ['Kommentar fehlt.'] } }, 500, 'Kommentar fehlt.'],
  ])('a failure shows the body whatever its shape: %s', async (_name, body, status, shown) => {
    expect((await failureOf(body, status)).message).toBe(shown);
  });

  it('an HTML page is never shown', async () => {
    const error = await failureOf('<!doctype html><html><body><h1>Whoops</h1></body></html>', 500);
    expect(error.message).not.toContain('Whoops');
    expect(tripFailureText('<html><body>x</body></html>')).toBeNull();
  });
});
