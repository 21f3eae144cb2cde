// The demo's "now" for every end-to-end test: the demo servers start with it (playwright.config.ts), and a
// page that shows dates runs its clock from it, so the browser and the emulated backend agree on today
// whatever day the tests run (on 05.12.2026 the incident walk opened December, a month without entries).
import type { Page } from '@playwright/test';
import { FIXED_NOW } from '../../test/now';

export const DEMO_NOW = FIXED_NOW;

/** The page's clock from the demo's "now", running (call before the page's first navigation). */
export async function atDemoNow(page: Page): Promise<void> {
  await page.clock.install({ time: new Date(DEMO_NOW) });
}
