import { http, type RequestHandler } from 'msw';
import { adminHandlers } from './admin/handlers';
import { applyFaults, csrfFailure } from './http/respond';
import { isApiPath } from './http/route';
import { settings } from './http/settings';
import { schedulingHandlers } from './scheduling/handlers';
import { serviceHandlers } from './service/handlers';
import { specOnlyResponse } from './spec-only/project';
import { teamHandlers } from './team/handlers';
import { telephoneHandlers } from './telephone/handlers';
import { timetrackingHandlers } from './timetracking/handlers';
import { workItemsHandlers } from './tools/handlers';

/** Every call of the specification (and our additions), one array per area in the order of its `domain` column. */
export const areaHandlers: RequestHandler[] = [
  ...timetrackingHandlers,
  ...adminHandlers,
  ...teamHandlers,
  ...schedulingHandlers,
  ...serviceHandlers,
  ...telephoneHandlers,
  ...workItemsHandlers,
];

/**
 * Faults, latency and the CSRF check run before every API handler (keep it first). In spec-only mode
 * (settings.specOnly) it then answers itself: the area handlers' answer cut to what the specification
 * names, 404 for a call outside the 75 (mocks/spec-only/project.ts).
 */
export const preamble = http.all('*', async ({ request }) => {
  if (!isApiPath(new URL(request.url).pathname)) return undefined;
  const faulted = await applyFaults(request);
  if (faulted) return faulted;
  const refused = csrfFailure(request);
  if (refused) return refused;
  return settings.specOnly ? specOnlyResponse(request, areaHandlers) : undefined;
});

export const handlers: RequestHandler[] = [preamble, ...areaHandlers];
