// Case 24 of RELIABILITY.md: every built view's demo page under the strict policy, with its dialogs,
// pickers and popovers opened, and not one `securitypolicyviolation`. The views come from the
// manifest, so a view is covered the day it is built.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface ManifestTag {
  tag: string;
  built: boolean;
}

/** The policy of case 24; the demo adds a nonce for the calendar, data: images for the host's Bootstrap, form-action and frame-ancestors. */
const CASE_24 = [
  "default-src 'self'",
  "script-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
];

const here = dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(join(here, '../dist/manifest.json'), 'utf8')) as { tags: ManifestTag[] };
const BUILT = manifest.tags.filter((t) => t.built).map((t) => t.tag);

async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Opens what a user can open without changing data: disclosure buttons, comboboxes, pickers, edit dialogs. */
async function openEverything(page: Page, tag: string) {
  const root = page.locator(tag).first();
  const openers = root.locator(
    '[aria-expanded="false"], [role="combobox"], .react-datepicker__input-container input, button[aria-haspopup="dialog"], button:has-text("Ändern")',
  );
  // Taken once: opening one changes the others' aria-expanded.
  const handles = (await openers.elementHandles()).slice(0, 6);
  const opened: string[] = [];
  for (const opener of handles) {
    if (!(await opener.isVisible()) || !(await opener.isEnabled())) continue;
    const name =
      (await opener.getAttribute('aria-label')) ??
      ((await opener.textContent()) || (await opener.getAttribute('placeholder')) || '').trim().slice(0, 30);
    await opener.click({ timeout: 3000 });
    await page.waitForTimeout(150);
    const popup = page.locator('[role="dialog"], [role="listbox"], .react-datepicker, .collapse.show, .collapsing');
    opened.push(`${name} → ${await popup.count()}`);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(50);
  }
  return opened;
}

test('the manifest lists the built views', () => {
  expect(BUILT.length).toBeGreaterThan(0);
});

for (const tag of BUILT) {
  test(`<${tag}> under the strict policy: dialogs and pickers open, zero violations`, async ({ page }) => {
    const violations = await recordViolations(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto(`/views/${tag}`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    for (const directive of CASE_24) expect(policy).toContain(directive);
    expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'(;|$)/);
    expect(policy).not.toContain('unsafe');
    await expect(page.locator(`${tag} .stempeluhr-widget`).first()).not.toBeEmpty();
    await expect(page.locator(`${tag} [aria-busy="true"]`)).toHaveCount(0, { timeout: 10_000 });
    const opened = await openEverything(page, tag);
    test.info().annotations.push({ type: 'geöffnet', description: opened.join('; ') || '(nichts zu öffnen)' });
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    // The listener works: an inline style without the nonce is reported.
    await page.evaluate(() => document.head.insertAdjacentHTML('beforeend', '<style>body{}</style>'));
    await expect.poll(violations).toEqual([expect.stringContaining('style-src')]);
    expect(errors).toEqual([]);
  });
}

test('the built bundle contains no eval( and no new Function(', () => {
  for (const dir of ['../dist/standalone', '../packages/widgets/dist']) {
    const files = readdirSync(join(here, dir)).filter((f) => f.endsWith('.js') || f.endsWith('.mjs'));
    expect(files.length, dir).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(join(here, dir, file), 'utf8');
      expect(code, `${dir}/${file}`).not.toMatch(/(^|[^\w$.])eval\(/);
      expect(code, `${dir}/${file}`).not.toMatch(/new\s+Function\s*\(/);
      expect(code, `${dir}/${file}`).not.toMatch(/(^|[^\w$.])Function\(\s*["'`]/);
    }
  }
});
