// The one test clock: the demo's and the tests' "now" (Monday 23 November 2026, 09:30 in Berlin),
// and the way a test sets it for the views (Date only, so timers and user-event run as usual).
import { resetDb } from '@mocks/node';
import { vi } from 'vitest';
import { FIXED_NOW } from './now';

export const TEST_NOW = new Date(FIXED_NOW);

/**
 * The views' clock and the emulated backend's at `now`: fake Date only (timers stay real), the
 * database seeded for that day. Undone by `restoreMocks`/the setup's `useRealTimers` after each test.
 */
export function useTestClock(now: Date = TEST_NOW, options: { currentUserId?: number } = {}): Date {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  resetDb({ now, ...options });
  return now;
}
