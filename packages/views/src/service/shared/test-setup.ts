// Test set-up of the service views: one day for all of them, the emulated backend fresh before each
// test, the calendar able to run in jsdom, and the bodies the views post.
import { TEST_NOW } from '@test/clock';
import { beforeAll, beforeEach, onTestFinished, vi } from 'vitest';
import { resetDb, server } from '@mocks/node';

/** Monday 23 November 2026, 09:30 Berlin: the seeded plans, reports and mails are around it. */
export const SERVICE_NOW = TEST_NOW;

/**
 * Before each test: the emulated backend fresh with Max Müller (4) signed in; with `clock` (the
 * default) `Date` reads {@link SERVICE_NOW} (only Date is faked, timers run).
 */
export function withServiceBackend({ clock = true }: { clock?: boolean } = {}): void {
  beforeEach(() => {
    if (clock) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(SERVICE_NOW);
    }
    resetDb({ now: SERVICE_NOW, currentUserId: 4 });
  });
}

/**
 * For the views with a month calendar: jsdom has no ResizeObserver (FullCalendar needs one), and
 * FullCalendar, which the calendar loads on first use, is loaded before the first test (on a busy
 * machine its first load alone took longer than a test waits for the grid).
 */
export function withCalendar(): void {
  beforeAll(async () => {
    if (!('ResizeObserver' in globalThis)) {
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
      };
    }
    await Promise.all([import('@fullcalendar/react'), import('@fullcalendar/daygrid'), import('@fullcalendar/core/locales/de')]);
  }, 30_000);
}

/** The JSON bodies of the POSTs from now on, as they come; removed at the end of the test. */
export function recordPostBodies(): unknown[] {
  const bodies: unknown[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (request.method === 'POST')
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  };
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  return bodies;
}
