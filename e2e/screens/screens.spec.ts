// npm run screenshots (issue 24, point 10; issue 21): every view's demo page after a demo reset, at 360
// and 1200 px, on Bootstrap 5.3 and on Bootstrap 4.6, written to screenshots/<tag>/bs<N>-<width>.png for
// a designer to look through, and at 320 px with WCAG 1.4.12's text spacing (reflow). Each page is checked as it is shot: no sideways page scroll, no control
// beyond the right edge outside a week plan's scroll box, no table scrolling sideways instead of
// stacking, no word broken inside a cell (e2e/support/layout.ts). npm test runs the same checks at
// 360 px inside the page walks (a11y.spec.ts, bootstrap4.spec.ts) without writing the pictures.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resetDemo } from '../support/demo';
import { applyTextSpacing, layoutFindings } from '../support/layout';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'dist/manifest.json'), 'utf8')) as {
  tags: Array<{ tag: string; built: boolean; area: string }>;
};
const ROLE_OF_AREA: Record<string, string> = { admin: 'admin', team: 'teamlead', scheduling: 'helpdesk' };
const ONLY = process.env.SCREENSHOT_TAGS?.split(',');

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await resetDemo(page, { installClock: false });
  await page.close();
});

for (const bootstrap of ['5', '4'])
  for (const { tag, area } of manifest.tags.filter((t) => t.built && (!ONLY || ONLY.includes(t.tag)))) {
    test(`<${tag}> on Bootstrap ${bootstrap} at 1200 and 360 px`, async ({ page, context, baseURL }) => {
      test.slow();
      await context.addCookies([{ name: 'demo-bootstrap', value: bootstrap, url: baseURL ?? 'http://127.0.0.1' }]);
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`/demo/role?role=${ROLE_OF_AREA[area] ?? 'employee'}&back=${encodeURIComponent(`/views/${tag}`)}`);
      await expect(page.locator(`${tag} .stempeluhr-widget`).first()).not.toBeEmpty();
      await expect(page.locator(`${tag} [aria-busy="true"]`)).toHaveCount(0, { timeout: 10_000 });
      for (const width of [1200, 360]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
        // Calendars lay themselves out again on their ResizeObserver, a frame or two after the resize.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200)))));
        await page.screenshot({ path: join(root, `screenshots/${tag}/bs${bootstrap}-${width}.png`), fullPage: true });
        expect(await layoutFindings(page, tag), `${width} px`).toEqual({ sideways: 0, offRight: [], brokenWords: [], sidewaysBoxes: [] });
      }
      // Reflow (WCAG 1.4.10: 320 px is 400 % zoom) with the text spacing of WCAG 1.4.12.
      await page.setViewportSize({ width: 320, height: 800 });
      await applyTextSpacing(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(320);
      await page.screenshot({ path: join(root, `screenshots/${tag}/bs${bootstrap}-320-text-spacing.png`), fullPage: true });
      const reflow = await layoutFindings(page, tag);
      expect({ sideways: reflow.sideways, offRight: reflow.offRight }, '320 px, Textabstände').toEqual({ sideways: 0, offRight: [] });
    });
  }
