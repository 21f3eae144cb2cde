import { HttpResponse, delay } from 'msw';
import type { Failure, Outcome } from '../db/outcome';
import { settings, type Fault } from './settings';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function csrfOk(request: Request): boolean {
  if (settings.csrfCheck) return settings.csrfCheck(request);
  const header = request.headers.get('x-csrf-token') ?? request.headers.get('x-xsrf-token');
  return header !== null && header === settings.csrfToken;
}

/** Laravel's VerifyCsrfToken: writes without the page's token are answered 419. */
export function csrfFailure(request: Request): Response | null {
  if (!WRITE_METHODS.has(request.method) || csrfOk(request)) return null;
  return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
}

/** Laravel's 422 with German messages per field. */
export function validationError(errors: Record<string, string[] | string>, message?: string): Response {
  const normalised = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
  const first = Object.values(normalised)[0]?.[0];
  return HttpResponse.json({ message: message ?? first ?? 'Die Eingaben sind ungültig.', errors: normalised }, { status: 422 });
}

export function notFound(what = 'Eintrag'): Response {
  return HttpResponse.json({ message: `${what} nicht gefunden.` }, { status: 404 });
}

export function forbidden(message = 'Dafür fehlt die Berechtigung.'): Response {
  return HttpResponse.json({ message }, { status: 403 });
}

const DEBUG_PAGE =
  '<!doctype html><html><head><title>Whoops</title></head><body><h1>Whoops, looks like something went wrong.</h1><pre>ErrorException in /var/www/app/Http/Controllers/ClockingController.php:42</pre><img src=x onerror="alert(1)"></body></html>';

const LOGIN_PAGE =
  '<!doctype html><html><head><title>Anmelden</title></head><body><form method="post" action="/login"><input name="email"><button>Anmelden</button></form></body></html>';

function faultMatches(fault: Fault, request: Request, url: URL): boolean {
  if (fault.times !== undefined && fault.times <= 0) return false;
  const methodOk = fault.method === '*' || fault.method === request.method;
  const target = fault.path.includes('?') ? url.pathname + url.search : url.pathname;
  const pathOk = fault.path === '*' || target.startsWith(fault.path);
  return methodOk && pathOk;
}

/**
 * Runs before every handler: injected faults and the configured latency. Returns a Response to
 * answer with, or undefined to go on to the real handler.
 */
export async function applyFaults(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const fault = settings.faults.find((f) => faultMatches(f, request, url));
  if (fault?.times !== undefined) fault.times -= 1;
  const wait = fault?.latency ?? settings.latency;
  if (wait === Infinity) await delay('infinite');
  else if (wait > 0) await delay(wait);
  if (!fault) return undefined;
  if (fault.network) return HttpResponse.error();
  if (fault.status) {
    if (fault.body !== undefined) return HttpResponse.json(fault.body, { status: fault.status });
    if (fault.status >= 500) return new HttpResponse(DEBUG_PAGE, { status: fault.status, headers: { 'Content-Type': 'text/html' } });
    if (fault.status === 419) return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
    if (fault.status === 422) return validationError({ comment: ['Das Feld Kommentar ist erforderlich.'] });
    return HttpResponse.json({ message: 'Simulierter Fehler.' }, { status: fault.status });
  }
  if (fault.html) return new HttpResponse(LOGIN_PAGE, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  if (fault.body !== undefined) return HttpResponse.json(fault.body, { status: 200 });
  return undefined;
}

/** Reads a JSON or form body, whichever the client sent. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return ((await request.json()) ?? {}) as Record<string, unknown>;
    if (type.includes('form')) return Object.fromEntries((await request.formData()).entries());
    const text = await request.text();
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A rule's failure: Laravel's 422 with its field errors, else the status with `{ message }`. */
export function failure(outcome: Failure): Response {
  if (outcome.status === 422) return validationError(outcome.errors ?? { message: [outcome.message] }, outcome.message);
  return HttpResponse.json({ message: outcome.message }, { status: outcome.status });
}

/** A rule's outcome as the answer: the value as JSON, or the failure. */
export function answer<T>(outcome: Outcome<T>): Response {
  return outcome.ok ? HttpResponse.json(outcome.value as object) : failure(outcome);
}
