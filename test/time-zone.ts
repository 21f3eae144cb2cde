// A test that runs as in a browser set to another time zone. vitest.config.ts sets TZ=Europe/Berlin for
// the whole run (a `TZ=` on the command line is overridden there), so the zone is set inside the test —
// Node reads process.env.TZ anew when it changes — and put back afterwards.

/** For the rest of the describe block: the zone is `zone` (set before its tests, put back after them). */
export function inTimeZone(zone: string): void {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = before;
  });
}

/** Runs `check` with the zone set to `zone`, and puts it back. */
export function withTimeZone<T>(zone: string, check: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return check();
  } finally {
    process.env.TZ = before;
  }
}

/** The zones the time-anywhere tests use: Berlin, a zone behind it and one ahead. */
export const ZONES = ['Europe/Berlin', 'America/New_York', 'Asia/Tokyo'] as const;
