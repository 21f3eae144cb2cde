// Test fixtures of the welcome view: a small stateful backend installed per test with server.use(),
// so that the tests do not depend on the seed data of the emulated backend.
import type { Break, Clocking, ClockingsResponse, WelcomeStatus } from '@stempeluhr/core';
import { route } from '@mocks/http/route';
import { server } from '@mocks/node';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { onTestFinished } from 'vitest';

/** Monday 23.11.2026, 09:30 Berlin time: the stories' and the mocks' default "now". */
export const NOW = new Date('2026-11-23T09:30:00+01:00');

let nextId = 1;

export function clocking(partial: Partial<Clocking> = {}): Clocking {
  const clockIn = partial.clock_in ?? '2026-11-23 07:00:00';
  const clockOut = partial.clock_out === undefined ? '2026-11-23 09:00:00' : partial.clock_out;
  return {
    id: nextId++,
    clock_in: clockIn,
    clock_out: clockOut,
    clock_in_formatted: clockIn.slice(11),
    clock_out_formatted: clockOut ? clockOut.slice(11) : null,
    time: 7200,
    type: 'regulär',
    comment: null,
    home_office: false,
    ...partial,
  };
}

export interface DayShape {
  items?: Clocking[];
  done?: number;
  pending?: number;
  required?: number;
  weekOvertime?: number;
  breaks?: Partial<ClockingsResponse['breaks']> & { items?: Break[] };
}

export function day(shape: DayShape = {}): ClockingsResponse {
  const items = shape.items ?? [];
  const done = shape.done ?? items.reduce((sum, c) => sum + c.time, 0);
  const required = shape.required ?? 8 * 3600;
  return {
    clockings: {
      done,
      pending: shape.pending ?? Math.max(0, required - done),
      required,
      items,
      week_overtime: shape.weekOvertime ?? 0,
    },
    breaks: { done: 0, pending: 0, required: 0, items: [], ...shape.breaks },
  };
}

export interface FakeBackend {
  status: WelcomeStatus;
  day: ClockingsResponse;
  /** Requests seen, as `METHOD /path?query`, in order. */
  requests: string[];
  /** Number of requests to a path (method GET unless given). */
  count(path: string, method?: string): number;
  /** Bodies of the POSTs to json/short-business-trip/start. */
  tripComments: string[];
}

export interface BackendOptions {
  status?: Partial<WelcomeStatus>;
  day?: ClockingsResponse;
  /** Overrides per path, e.g. `{ '/json/clocking/out': () => HttpResponse.error() }`. */
  override?: Record<string, () => Response | Promise<Response>>;
}

/** Installs the welcome endpoints on the test server; writes change the state as the real backend would. */
export function installBackend(options: BackendOptions = {}): FakeBackend {
  const backend: FakeBackend = {
    status: { rybAllowed: true, rybVoted: false, clockedIn: false, businessTrip: false, ...options.status },
    day: options.day ?? day(),
    requests: [],
    count: (path, method = 'GET') =>
      backend.requests.filter(
        (r) => r.startsWith(`${method} ${path}`) && (r.length === `${method} ${path}`.length || r[`${method} ${path}`.length] === '?'),
      ).length,
    tripComments: [],
  };
  const wireNow = () => {
    const d = new Date(Date.now());
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
  };
  const json = (path: string, answer: () => JsonBodyType) => async () => {
    const custom = options.override?.[path];
    if (custom) return custom();
    return HttpResponse.json(answer());
  };
  const log = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    backend.requests.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', log);
  onTestFinished(() => {
    server.events.removeListener('request:start', log);
  });

  server.use(
    http.get(
      route('/json/welcome/status'),
      json('/json/welcome/status', () => ({ ...backend.status })),
    ),
    http.get(
      route('/json/clockings'),
      json('/json/clockings', () => backend.day),
    ),
    http.get(
      route('/json/clocking/in'),
      json('/json/clocking/in', () => {
        const open = clocking({ clock_in: wireNow(), clock_out: null, time: 0 });
        backend.day = { ...backend.day, clockings: { ...backend.day.clockings, items: [...backend.day.clockings.items, open] } };
        backend.status = { ...backend.status, clockedIn: true };
        return { clockedIn: true, clocking: open };
      }),
    ),
    http.get(
      route('/json/clocking/out'),
      json('/json/clocking/out', () => {
        const items = backend.day.clockings.items.map((c) =>
          c.clock_out === null ? { ...c, clock_out: wireNow(), clock_out_formatted: wireNow().slice(11) } : c,
        );
        backend.day = { ...backend.day, clockings: { ...backend.day.clockings, items } };
        backend.status = { ...backend.status, clockedIn: false };
        return { clockedIn: false, clocking: items[items.length - 1] ?? null };
      }),
    ),
    http.post(route('/json/short-business-trip/start'), async ({ request }) => {
      const body = (await request.json()) as { comment?: string };
      backend.tripComments.push(body.comment ?? '');
      const custom = options.override?.['/json/short-business-trip/start'];
      // The view reads the status again after a start: an accepted one is a running trip here too.
      const answer = custom ? await custom() : HttpResponse.json({ ok: true });
      if (answer.ok) backend.status = { ...backend.status, businessTrip: true };
      return answer;
    }),
    http.get(
      route('/json/short-business-trip/finish'),
      json('/json/short-business-trip/finish', () => {
        backend.status = { ...backend.status, businessTrip: false };
        return { ok: true };
      }),
    ),
  );
  return backend;
}
