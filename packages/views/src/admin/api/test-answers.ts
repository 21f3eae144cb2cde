// Answers a write whose answer the spec calls "not shown" may get from a Laravel server (for the endpoint tests).
import { HttpResponse } from 'msw';

/** Every 2xx body is success: empty, text, JSON. */
export const NOT_SHOWN_ANSWERS: Array<[string, () => Response]> = [
  ['an empty 200', () => new HttpResponse(null, { status: 200 })],
  ['a 204', () => new HttpResponse(null, { status: 204 })],
  ['a text', () => HttpResponse.text('ok')],
  ['JSON', () => HttpResponse.json({ message: 'Eintrag erfolgreich gespeichert', id: '7' })],
];

/** The login page the browser followed after a redirect: an expired session, not a save. */
export const LOGIN_PAGE = () => HttpResponse.html('<!DOCTYPE html><html><body><form>Login</form></body></html>');
