import { http, type RequestHandler } from 'msw';
import { adminHandlers } from './admin/handlers';
import { applyFaults, csrfFailure } from './http/respond';
import { isApiPath } from './http/route';
import { schedulingHandlers } from './scheduling/handlers';
import { serviceHandlers } from './service/handlers';
import { teamHandlers } from './team/handlers';
import { telephoneHandlers } from './telephone/handlers';
import { timetrackingHandlers } from './timetracking/handlers';
import { workItemsHandlers } from './tools/handlers';

/** Faults, latency and the CSRF check run before every API handler (keep it first). */
export const preamble = http.all('*', async ({ request }) => {
  if (!isApiPath(new URL(request.url).pathname)) return undefined;
  const faulted = await applyFaults(request);
  if (faulted) return faulted;
  return csrfFailure(request) ?? undefined;
});

/** Every call of the specification, one array per area in the order of its `domain` column. */
export const handlers: RequestHandler[] = [
  preamble,
  ...timetrackingHandlers,
  ...adminHandlers,
  ...teamHandlers,
  ...schedulingHandlers,
  ...serviceHandlers,
  ...telephoneHandlers,
  ...workItemsHandlers,
];
