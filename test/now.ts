// The one fixed "now" of the tests, the demo servers they start and the end-to-end tests' browsers:
// Monday 23 November 2026, 09:30 in Berlin (KW 48). A plain module: vitest, Playwright and the demo import it.
export const FIXED_NOW = '2026-11-23T09:30:00+01:00';
