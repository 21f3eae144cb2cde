// Spec-minimal answers (spec 01 §3: exactly the fields it names) for the endpoint tests, and a way to
// let the emulated backend answer one call with a body of the test's choosing.
import { server } from '@mocks/node';
import { route } from '@mocks/http/route';
import { http, HttpResponse } from 'msw';

export { laravelDay, specClocking, specClockings, specDay } from './spec-answers.fixtures';

type Method = 'get' | 'post' | 'delete';

/** Answers `method path` with `body` (a string as text, `null` as an empty 200); returns the requests seen. */
export function answer(method: Method, path: string, body: unknown, status = 200) {
  const seen: Request[] = [];
  server.use(
    http[method](route(path), ({ request }) => {
      seen.push(request.clone());
      if (body === null) return new HttpResponse(null, { status });
      if (typeof body === 'string') return HttpResponse.text(body, { status });
      return HttpResponse.json(body as object, { status });
    }),
  );
  return seen;
}
export const ACCEPTED_ANSWERS: Array<[string, unknown]> = [
  ['an empty 200', null],
  ['a text', 'OK'],
  ['JSON', { message: 'Gespeichert.', id: '12' }],
];
export const LOGIN_PAGE = '<!doctype html><html><body>Anmelden</body></html>';
