// Test support of the day overview, its dialog and the add form (not exported from the package).
import type { Clocking, ClockingsResponse } from '@stempeluhr/core';
import { route } from '@mocks/http/route';
import { server } from '@mocks/node';
import { http, HttpResponse, delay } from 'msw';

export const OWN_USER = { id: 4, dn: 'mmueller', clockings_blacklisted: false };

/** A Friday of ISO week 2026-W47 (Berlin winter time, UTC+1). */
export const DAY = '2026-11-20';

export function clocking(partial: Partial<Clocking> = {}): Clocking {
  const clockIn = partial.clock_in ?? `${DAY} 08:00:15`;
  const clockOut = partial.clock_out === undefined ? `${DAY} 12:00:45` : partial.clock_out;
  return {
    id: 11,
    clock_in: clockIn,
    clock_out: clockOut,
    clock_in_formatted: clockIn.slice(11, 19),
    clock_out_formatted: clockOut ? clockOut.slice(11, 19) : null,
    time: 4 * 3600 + 30,
    type: 'regulär',
    comment: 'Vormittag',
    home_office: false,
    ...partial,
  };
}

export function dayResponse(items: Clocking[]): ClockingsResponse {
  return {
    clockings: { done: items.reduce((sum, c) => sum + c.time, 0), pending: 0, required: 8 * 3600, items, week_overtime: 0 },
    breaks: { done: 0, pending: 0, required: 0, items: [] },
  };
}

export interface Recorded {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Answers the day read and every write of these views; records the requests. `write` may answer a write
 * itself (a fault, a hang); undefined means 200.
 */
export function serveDay(
  items: Clocking[] | (() => Response | Promise<Response>),
  write?: (request: Recorded) => Response | undefined | Promise<Response | undefined>,
) {
  const reads: string[] = [];
  const writes: Recorded[] = [];
  const record = async (request: Request): Promise<Response> => {
    const text = await request.text();
    const entry = { method: request.method, path: new URL(request.url).pathname, body: text ? (JSON.parse(text) as unknown) : null };
    writes.push(entry);
    return (await write?.(entry)) ?? HttpResponse.json({ ok: true });
  };
  server.use(
    http.get(route('/clocking/user/clockings/:userId/:date'), ({ request }) => {
      reads.push(new URL(request.url).pathname);
      return typeof items === 'function' ? items() : HttpResponse.json(dayResponse(items));
    }),
    http.post(route('/clocking/user/update'), ({ request }) => record(request)),
    http.post(route('/clocking/user/create'), ({ request }) => record(request)),
    http.delete(route('/clocking/user/delete/:id'), ({ request }) => record(request)),
    http.post(route('/clocking/user/overtime/recalculate/:userId/:week'), ({ request }) => record(request)),
  );
  return { reads, writes };
}

export function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export { delay };
