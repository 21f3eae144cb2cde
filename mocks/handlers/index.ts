import { http, type RequestHandler } from 'msw';
import { applyFaults, csrfFailure } from '../http/respond';
import { isApiPath } from '../http/route';
import { timetrackingHandlers } from './timetracking';

/** Faults, latency and the CSRF check run before every API handler. */
const preamble = http.all('*', async ({ request }) => {
  if (!isApiPath(new URL(request.url).pathname)) return undefined;
  const faulted = await applyFaults(request);
  if (faulted) return faulted;
  return csrfFailure(request) ?? undefined;
});

/** Every call of the specification, one array per area (the same layout as packages/views). */
export const handlers: RequestHandler[] = [preamble, ...timetrackingHandlers];
