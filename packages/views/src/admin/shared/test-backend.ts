// Test helpers of the admin views: the signed-in admin and the requests the views make.
import { onTestFinished } from 'vitest';
import { configure } from '@testing-library/react';
import { server } from '@mocks/node';

// The machine is shared by several test runs: give answers time before a wait gives up.
configure({ asyncUtilTimeout: 5000 });

export { TEST_NOW } from '@test/clock';
import { TEST_NOW, useTestClock as setTestClock } from '@test/clock';

/**
 * Sabine Schröder (id 1) is the seeded admin, on the test clock: the emulated backend and the views both
 * see Monday 23.11.2026 09:30 Berlin (Date only; timers run), so no test depends on the day it runs.
 */
export function signInAsAdmin(userId = 1): void {
  setTestClock(TEST_NOW, { currentUserId: userId });
}

/** Records every request (method, path and query) from now on; removed at the end of the test. */
export function recordRequests(): { list: string[]; matching: (pattern: RegExp) => string[] } {
  const list: string[] = [];
  const track = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    list.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', track);
  onTestFinished(() => server.events.removeListener('request:start', track));
  return { list, matching: (pattern) => list.filter((r) => pattern.test(r)) };
}

/** Records the writes (method, path, parsed JSON or form body) from now on. */
export function recordWrites(): { method: string; path: string; body: unknown }[] {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const track = ({ request }: { request: Request }) => {
    if (request.method === 'GET') return;
    const entry = { method: request.method, path: new URL(request.url).pathname, body: undefined as unknown };
    writes.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        if (text === '') return;
        try {
          entry.body = JSON.parse(text);
        } catch {
          entry.body = Object.fromEntries(new URLSearchParams(text));
        }
      });
  };
  server.events.on('request:start', track);
  onTestFinished(() => server.events.removeListener('request:start', track));
  return writes;
}

/** A recorded request line (`GET /path?query`) as a URL. */
export const urlOf = (line: string | undefined): URL => new URL(line?.slice(line.indexOf(' ') + 1) ?? '/', 'http://localhost');

/** The recorded writes as `METHOD /path`. */
export const pathsOf = (writes: ReturnType<typeof recordWrites>): string[] => writes.map((w) => `${w.method} ${w.path}`);
