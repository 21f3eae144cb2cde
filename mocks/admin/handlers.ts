import type { RequestHandler } from 'msw';
import { historyHandlers } from './history.handlers';
import { incidentsHandlers } from './incidents.handlers';
import { pointsHandlers } from './points.handlers';
import { shortTimeHandlers } from './short-time.handlers';
import { usersHandlers } from './users.handlers';

/** The admin area of the spec: user administration, points, incident effort, short-time work and the clocking history. */
export const adminHandlers: RequestHandler[] = [
  ...usersHandlers,
  ...pointsHandlers,
  ...incidentsHandlers,
  ...shortTimeHandlers,
  ...historyHandlers,
];
