// The one way an end-to-end test starts from a known demo state: open a page (for the CSRF token),
// reset the emulated database (optionally with a scenario) and, unless told otherwise, run the page's
// clock from the demo's "now", so the browser and the emulated backend agree on today.
import { expect, type Page } from '@playwright/test';

export interface DemoReset {
  /** The page's CSRF token (the demo's session). */
  token: string;
  /** The demo's clock after the reset. */
  now: Date;
}

export async function resetDemo(page: Page, options: { scenario?: string; installClock?: boolean } = {}): Promise<DemoReset> {
  await page.goto('/');
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await page.request.post('/demo/reset', {
    headers: { 'X-CSRF-TOKEN': token, 'X-Requested-With': 'XMLHttpRequest' },
    ...(options.scenario ? { form: { scenario: options.scenario } } : {}),
  });
  expect(response.status()).toBe(200);
  const now = new Date(((await response.json()) as { now: string }).now);
  if (options.installClock !== false) await page.clock.install({ time: now });
  return { token, now };
}
