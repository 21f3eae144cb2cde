import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** The emulated backend in a browser (Storybook): a service worker with the same handlers. */
export const worker = setupWorker(...handlers);
export { handlers };
export { db, resetDb } from './db';
export { settings, resetSettings, parseFaults, DEFAULT_CSRF_TOKEN } from './http/settings';
