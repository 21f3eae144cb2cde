// Accessibility (issue 8, item 4): axe-core with the WCAG 2.0/2.1/2.2 A and AA rules over every built
// view's demo page, in its loaded state. The views come from the manifest, so a new view is checked
// the day it is built. The same visit checks the strict Content-Security-Policy (case 24 of
// RELIABILITY.md, support/csp.ts): no violation while dialogs, pickers and popovers open.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { violationsOf } from './support/axe';
import { atDemoNow } from './support/clock';
import { expectNoViolations, expectStrictPolicy, openEverything, recordViolations } from './support/csp';
import { DIALOG_OPENERS } from './support/dialogs';
import { applyTextSpacing, layoutFindings } from './support/layout';

const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, '../dist/manifest.json'), 'utf8')) as {
  tags: Array<{ tag: string; built: boolean; area: string }>;
};
const BUILT = manifest.tags.filter((t) => t.built);
/** Each view is checked as the people it is for see it (the demo's role switch): an admin page as admin. */
const ROLE_OF_AREA: Record<string, string> = { admin: 'admin', team: 'teamlead', scheduling: 'helpdesk' };

// The walk only reads: no reset, but the page's today is the demo's (a month view shows the seeded month).
test.beforeEach(({ page }) => atDemoNow(page));

async function violations(page: Page, scope: string) {
  return violationsOf(page, scope);
}

/**
 * Each dialog the view opens in one click from its first screen (support/dialogs.ts): opened, axe over
 * the view and the dialog (it lies in <body>, outside the tag), closed with Escape.
 */
async function checkDialogs(page: Page, tag: string) {
  for (const { button, dialog } of DIALOG_OPENERS[tag] ?? []) {
    const opener = page.locator(tag).getByRole('button', { name: button }).first();
    await opener.click();
    const shown = page.getByRole('dialog', { name: dialog });
    await expect(shown).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('.modal.show, [role="dialog"]').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    expect(await violationsOf(page, tag, true), `Dialog „${String(dialog)}“`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(shown).toBeHidden({ timeout: 10_000 });
  }
}

/** Loaded, its dialogs opened one by one, then with every disclosure inside opened (day rows with their clockings). */
async function checkLoadedAndOpened(page: Page, tag: string) {
  await expect(page.locator(`${tag} .stempeluhr-widget`).first()).not.toBeEmpty();
  await expect(page.locator(`${tag} [aria-busy="true"]`)).toHaveCount(0, { timeout: 10_000 });
  expect(await violations(page, tag), 'geladen').toEqual([]);
  await checkDialogs(page, tag);
  // Disclosures only: a popover (aria-haspopup) lies over the page by design and closes on the next click.
  // Checked again only when something opened: axe over the same DOM a second time finds nothing new.
  const closed = await page.locator(`${tag} button[aria-expanded="false"]:not([aria-haspopup])`).elementHandles();
  let opened = 0;
  for (const button of closed) {
    if (!(await button.isVisible())) continue;
    await button.click();
    opened += 1;
  }
  if (opened === 0) return;
  await expect(page.locator(`${tag} [aria-busy="true"]`)).toHaveCount(0, { timeout: 10_000 });
  expect(await violations(page, tag), 'aufgeklappt').toEqual([]);
}

/**
 * On a phone (360 px): nothing scrolls sideways but a week plan's box, no word is broken (issue 24).
 * Reflow (WCAG 1.4.10) at 320 px with the text spacing of WCAG 1.4.12: no sideways page scroll and no
 * control pushed off the right edge.
 */
async function checkNarrow(page: Page, tag: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(360);
  // Polled: a calendar lays itself out again a moment after the window's resize event.
  await expect
    .poll(() => layoutFindings(page, tag), { message: '360 px' })
    .toEqual({ sideways: 0, offRight: [], brokenWords: [], sidewaysBoxes: [] });
  await page.setViewportSize({ width: 320, height: 800 });
  await applyTextSpacing(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(320);
  await expect
    .poll(
      async () => {
        const reflow = await layoutFindings(page, tag);
        return { sideways: reflow.sideways, offRight: reflow.offRight };
      },
      { message: '320 px, Textabstände nach WCAG 1.4.12' },
    )
    .toEqual({ sideways: 0, offRight: [] });
}

test('every built view lists the dialogs it opens in one click (support/dialogs.ts; [] for none)', () => {
  expect(BUILT.map((t) => t.tag).filter((tag) => !(tag in DIALOG_OPENERS))).toEqual([]);
});

for (const { tag, area } of BUILT) {
  const role = ROLE_OF_AREA[area] ?? 'employee';
  test(`<${tag}> as ${role}: no WCAG 2.2 A/AA violation inside the widget, loaded and opened, none under the strict policy`, async ({
    page,
  }) => {
    // axe over a calendar page takes tens of seconds on a loaded 2-core machine.
    test.slow();
    const cspViolations = await recordViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`/demo/role?role=${role}&back=${encodeURIComponent(`/views/${tag}`)}`);
    await expect(page).toHaveURL(new RegExp(`/views/${tag}$`));
    expectStrictPolicy(response);
    await checkLoadedAndOpened(page, tag);
    // Case 24: what a user can open without changing data (pickers, comboboxes, edit dialogs) under the policy.
    const opened = await openEverything(page, tag);
    test.info().annotations.push({ type: 'geöffnet', description: opened.join('; ') || '(nichts zu öffnen)' });
    await checkNarrow(page, tag);
    await expectNoViolations(page, cspViolations);
    expect(errors).toEqual([]);
  });
}

test('an admin page seen by an employee: the refusal and its button pass too', async ({ page }) => {
  await page.goto('/demo/role?role=employee&back=/views/users-index-view');
  await expect(page.locator('users-index-view [role="alert"]')).toContainText('Administratoren vorbehalten', { timeout: 10_000 });
  await checkLoadedAndOpened(page, 'users-index-view');
});

test('a past week (every day row coloured, a clock-out on another day in red): no violation', async ({ page }) => {
  // A week and a month with every day opened, axe over both: 36 s once on a loaded CI machine.
  test.slow();
  await page.goto('/');
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  await page.route('**/bare/a11y-week.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Woche</title><meta name="csrf-token" content="${token}"><link rel="stylesheet" href="/assets/bootstrap.min.css"></head>
<body><main class="container"><week-overview date="2026-11-16"></week-overview><week-overview mode="monthly" year="2026" month="10"></week-overview></main><script src="/widgets/widgets.js"></script></body></html>`,
    }),
  );
  await page.goto('/bare/a11y-week.html');
  await expect(page.locator('week-overview').first()).toContainText('Mo, 16.11.2026', { timeout: 10_000 });
  await checkLoadedAndOpened(page, 'week-overview');
});

test('a period with its balance chart (weeks, and months beyond 16 weeks), the table opened: no violation', async ({ page }) => {
  // axe reads the 140 day rows twice.
  test.slow();
  await page.goto('/');
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  await page.route('**/bare/a11y-period.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Zeitraum</title><meta name="csrf-token" content="${token}"><link rel="stylesheet" href="/assets/bootstrap.min.css"></head>
<body><main class="container"><week-overview mode="periodic" from="2026-11-02" to="2026-11-22"></week-overview><week-overview mode="periodic" from="2026-07-27" to="2026-11-22"></week-overview></main><script src="/widgets/widgets.js"></script></body></html>`,
    }),
  );
  await page.goto('/bare/a11y-period.html');
  await expect(page.getByRole('img', { name: /^Überstunden je Woche, KW 45\/2026 bis KW 47\/2026: Summe [+−±]\d+:\d\d$/ })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByRole('img', { name: /^Überstunden je Monat, Juli 2026 bis November 2026: Summe / })).toBeVisible();
  expect(await violations(page, 'week-overview'), 'geladen').toEqual([]);
  // The day rows opened are checked above (a past week); here the charts' tables.
  const show = page.getByRole('button', { name: 'Als Tabelle anzeigen' });
  await show.first().click();
  await show.first().click();
  await expect(show).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Überstunden je Woche' }).getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('table', { name: 'Überstunden je Monat' }).getByRole('row')).toHaveCount(7);
  expect(await violations(page, 'week-overview'), 'Tabellen offen').toEqual([]);
});
