// Test helper (a copy of scheduling/shared/test-requests.ts: areas do not import each other): the requests the emulated backend saw (method and path), from `request:start`.
import { server } from '@mocks/node';
import { onTestFinished } from 'vitest';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

export function recordRequests(matching: RegExp) {
  const seen: SeenRequest[] = [];
  const log = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (!matching.test(path)) return;
    const entry: SeenRequest = { method: request.method, path, body: undefined };
    seen.push(entry);
    if (request.method !== 'GET' && request.method !== 'DELETE') {
      void request
        .clone()
        .json()
        .then((body: unknown) => (entry.body = body))
        .catch(() => undefined);
    }
  };
  server.events.on('request:start', log);
  onTestFinished(() => {
    server.events.removeListener('request:start', log);
  });
  return seen;
}
