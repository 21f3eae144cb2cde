// The one request recorder of the tests: what the emulated backend was asked, from MSW's
// `request:start`, until the end of the test. Area helpers (admin/shared/test-backend.ts) are
// thin views of it.
import { server } from '@mocks/node';
import { onTestFinished } from 'vitest';

export interface RecordedRequest {
  method: string;
  /** The path without the query. */
  path: string;
  /** The query with its `?`, or ''. */
  search: string;
  /** A write's body: parsed JSON, else the form fields; undefined for GET/DELETE and empty bodies (filled in shortly after the request). */
  body: unknown;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** Records every request whose path matches (all when no pattern) from now on, in order. */
export function recordRequests(matching?: RegExp): RecordedRequest[] {
  const seen: RecordedRequest[] = [];
  const track = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (matching && !matching.test(url.pathname)) return;
    const entry: RecordedRequest = { method: request.method, path: url.pathname, search: url.search, body: undefined };
    seen.push(entry);
    if (request.method === 'GET' || request.method === 'DELETE') return;
    void request
      .clone()
      .text()
      .then((text) => (entry.body = parseBody(text)))
      .catch(() => undefined);
  };
  server.events.on('request:start', track);
  onTestFinished(() => {
    server.events.removeListener('request:start', track);
  });
  return seen;
}

/** `GET /path?query` lines, as a test reads them best. */
export function requestLines(seen: readonly RecordedRequest[]): string[] {
  return seen.map((r) => `${r.method} ${r.path}${r.search}`);
}
