// The views on the legacy pages (issue 21): those pages load Bootstrap 4.6 for their Vue 2 root, our
// markup is Bootstrap 5's. Every view's demo page on Bootstrap 4.6: the loader adds our scoped
// supplement, screen-reader-only text stays hidden, badges keep their colours, nothing runs off the
// page sideways (at 1200 and 360 px), and axe's WCAG 2.2 A/AA walk passes as on 5.3. (On 5.3, a11y.spec.ts walks the same pages.)
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { violationsOf } from './support/axe';
import { layoutFindings } from './support/layout';
import { atDemoNow } from './support/clock';

const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, '../dist/manifest.json'), 'utf8')) as {
  tags: Array<{ tag: string; built: boolean; area: string }>;
};
const BUILT = manifest.tags.filter((t) => t.built);
const ROLE_OF_AREA: Record<string, string> = { admin: 'admin', team: 'teamlead', scheduling: 'helpdesk' };

/** Screen-reader-only elements inside the tag that take up room on screen (more than the 1 px clip). */
async function visibleScreenReaderText(page: Page, tag: string): Promise<string[]> {
  return page.locator(`${tag} .visually-hidden, ${tag} .sr-only`).evaluateAll((nodes) =>
    nodes
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return box.width > 1 || box.height > 1;
      })
      .map((node) => node.textContent?.trim() ?? ''),
  );
}

test.beforeEach(async ({ context, page, baseURL }) => {
  await atDemoNow(page);
  await context.addCookies([{ name: 'demo-bootstrap', value: '4', url: baseURL ?? 'http://127.0.0.1' }]);
});

test('the demo serves Bootstrap 4.6 with the cookie, and the loader adds the scoped supplement', async ({ page }) => {
  await page.goto('/views/flash-message');
  const css = await page.request.get('/assets/bootstrap.min.css');
  expect(await css.text()).toContain('Bootstrap v4.6');
  await expect(page.locator('link[data-stempeluhr-bs4]')).toHaveCount(1);
});

for (const { tag, area } of BUILT) {
  const role = ROLE_OF_AREA[area] ?? 'employee';
  test(`<${tag}> on Bootstrap 4.6: screen-reader text hidden, no WCAG 2.2 A/AA violation, nothing sideways at 1200 and 360 px`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto(`/demo/role?role=${role}&back=${encodeURIComponent(`/views/${tag}`)}`);
    await expect(page).toHaveURL(new RegExp(`/views/${tag}$`));
    await expect(page.locator(`${tag} .stempeluhr-widget`).first()).not.toBeEmpty();
    await expect(page.locator(`${tag} [aria-busy="true"]`)).toHaveCount(0, { timeout: 10_000 });
    expect(await visibleScreenReaderText(page, tag)).toEqual([]);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    // The same axe walk as on 5.3 (a11y.spec.ts): every WCAG 2.2 A/AA rule and label-in-name, not only contrast.
    expect(await violationsOf(page, tag)).toEqual([]);
    // On a phone, on 4.6 too: nothing scrolls sideways but a week plan's box, no word broken (issue 24).
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(360);
    // Polled: a calendar lays itself out again a moment after the window's resize event.
    await expect
      .poll(() => layoutFindings(page, tag), { message: '360 px' })
      .toEqual({ sideways: 0, offRight: [], brokenWords: [], sidewaysBoxes: [] });
  });
}

test('a badge keeps its colour on Bootstrap 4.6 (text-bg-* supplied)', async ({ page }) => {
  await page.goto('/demo/role?role=employee&back=/views/welcome-view');
  const badge = page.locator('welcome-view .badge[class*="text-bg-"]').first();
  await expect(badge).toBeVisible({ timeout: 10_000 });
  const background = await badge.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
});
