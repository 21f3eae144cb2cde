import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The emulated backend for vitest (jsdom). */
export const server = setupServer(...handlers);
export { handlers };
export { db, resetDb } from './db';
export { settings, resetSettings, parseFaults, DEFAULT_CSRF_TOKEN } from './http/settings';
