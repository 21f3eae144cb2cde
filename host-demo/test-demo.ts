// The demo server as the host-demo tests start it: on a free port of 127.0.0.1, with this repository's
// dist/ and node_modules, its clock at the tests' Monday 23.11.2026 09:30 (test/clock.ts's TEST_NOW).
import { resolve } from 'node:path';
import { beforeEach } from 'vitest';
import { resetDb } from '../mocks/index';
import { startDemoServer } from './server';
import { FIXED_NOW } from '../test/now';

const ROOT = resolve(__dirname, '..');

export interface TestDemo {
  /** `http://127.0.0.1:PORT` without the trailing slash. */
  base: string;
  host: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts a demo server for a test file (`distDir`: another built release than dist/). */
export async function startTestDemo(options: { distDir?: string } = {}): Promise<TestDemo> {
  const started = await startDemoServer({
    port: 0,
    host: '127.0.0.1',
    distDir: options.distDir ?? resolve(ROOT, 'dist'),
    rootDir: ROOT,
    now: new Date(FIXED_NOW),
  });
  const url = new URL(started.url);
  return { base: started.url.replace(/\/$/, ''), host: url.hostname, port: Number(url.port), close: started.close };
}

/**
 * The test setup resets the emulated database before every test with the machine's clock; a test file of the
 * demo calls this once at its top level so that each of its tests starts from the demo's fixed "now" instead
 * (its pages and seeded states are for Monday 23.11.2026: with the real clock they moved with the calendar,
 * and the checklist page's seeded states changed on 8 December).
 */
export function withDemoClock(): void {
  beforeEach(() => {
    resetDb({ now: new Date(FIXED_NOW) });
  });
}
