import { http, type RequestHandler } from 'msw';
import { applyFaults, csrfFailure } from '../http/respond';
import { adminHandlers } from './admin';
import { isApiPath } from '../http/route';
import { incidentsHandlers } from './incidents';
import { pointsHandlers } from './points';
import { schedulingHandlers } from './scheduling';
import { serviceHandlers } from './service';
import { shortTimeHandlers } from './short-time';
import { teamHandlers } from './team';
import { telephoneHandlers } from './telephone';
import { timetrackingHandlers } from './timetracking';
import { workItemsHandlers } from './work-items';

/** Faults, latency and the CSRF check run before every API handler (keep it first). */
export const preamble = http.all('*', async ({ request }) => {
  if (!isApiPath(new URL(request.url).pathname)) return undefined;
  const faulted = await applyFaults(request);
  if (faulted) return faulted;
  return csrfFailure(request) ?? undefined;
});

/** Every call of the specification, one array per area (the same layout as packages/views). */
export const handlers: RequestHandler[] = [
  preamble,
  ...timetrackingHandlers,
  ...adminHandlers,
  ...teamHandlers,
  ...schedulingHandlers,
  ...pointsHandlers,
  ...incidentsHandlers,
  ...shortTimeHandlers,
  ...workItemsHandlers,
  ...serviceHandlers,
  ...telephoneHandlers,
];
