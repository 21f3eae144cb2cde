// The one way an end-to-end test starts from a known demo state: open a page (for the CSRF token),
// reset the emulated database (optionally with a scenario) and, unless told otherwise, run the page's
// clock from the demo's "now", so the browser and the emulated backend agree on today.
import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

const TAGS = (
  JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../dist/manifest.json'), 'utf8')) as {
    tags: Array<{ tag: string }>;
  }
).tags.map((t) => t.tag);

/**
 * Until every widget of the page shows its view, not the placeholder it shows while its code loads.
 * Each widget is a React root of its own and they commit one after the other: on a busy machine a
 * row further up (a checklist's task) could still grow from its placeholder after a click was aimed
 * below it, and the click landed beside its button.
 */
export async function widgetsShown(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((tags) => {
          const hosts = [...document.querySelectorAll(tags.join(','))];
          return hosts.every(
            (host) => host.querySelector('.stempeluhr-widget') && !host.querySelector('.placeholder-glow[aria-live="polite"]'),
          );
        }, TAGS),
      { timeout: 10_000, message: 'alle Widgets der Seite zeigen ihre Ansicht' },
    )
    .toBe(true);
}

/** Switches the demo role and opens `path`, as the role switcher in the navigation does; returns once its widgets show. */
export async function openAs(page: Page, role: 'employee' | 'teamlead' | 'admin' | 'helpdesk', path: string): Promise<void> {
  await page.goto(`/demo/role?role=${role}&back=${encodeURIComponent(path)}`);
  await widgetsShown(page);
}
